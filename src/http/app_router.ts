/** The tRPC app router: one router per domain, merged. Clients import `AppRouter` as a type only. */
import { authRouter } from "../auth/router.ts";
import { filesRouter } from "../files/router.ts";
import { followRouter } from "../follow/router.ts";
import { healthRouter } from "../health/router.ts";
import { postsRouter } from "../posts/router.ts";
import { usersRouter } from "../users/router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  files: filesRouter,
  follow: followRouter,
  health: healthRouter,
  posts: postsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
