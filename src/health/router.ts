/** The health call: `GET /api/health`, 503 while KV does not answer. */
import { publicProcedure, router } from "../http/trpc.ts";
import type { Health } from "./model.ts";
import { checkHealth } from "./service.ts";

export const healthRouter = router({
  check: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/health",
        statusOf: (h) => ((h as Health).status === "ok" ? 200 : 503),
      },
      summary: "Whether the server and its KV store answer (503 when KV does not).",
      answers: "{ status, kv, time, latencyMs }",
    })
    .query(({ ctx }) => {
      ctx.resHeaders.set("Cache-Control", "no-store");
      return checkHealth(ctx.deps);
    }),
});
