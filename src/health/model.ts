/** The health answer. */
import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  kv: z.enum(["ok", "unavailable"]),
  time: z.string(),
  latencyMs: z.number(),
});

export type Health = z.infer<typeof healthSchema>;
