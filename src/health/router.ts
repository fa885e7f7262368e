/** tRPC procedures for health. */
import { publicProcedure, router } from "../http/trpc.ts";
import { checkHealth } from "./service.ts";

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps)),
});
