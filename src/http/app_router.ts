/** The tRPC app router: one router per domain, merged. Clients import `AppRouter` as a type only. */
import { authRouter } from "../auth/router.ts";
import { healthRouter } from "../health/router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
