/** Paging input of the follower and following lists. */
import { z } from "zod";

export const followListInput = z.object({
  limit: z.coerce.number().int().min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100")
    .default(50),
  cursor: z.string().max(2048).optional(),
});
