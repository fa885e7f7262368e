/** The tRPC app router: one router per domain, merged. Clients import `AppRouter` as a type only. */
import { accountRouter } from "../account/router.ts";
import { authRouter } from "../auth/router.ts";
import { chatRouter } from "../chat/router.ts";
import { feedbackRouter } from "../feedback/router.ts";
import { filesRouter } from "../files/router.ts";
import { notificationsRouter } from "../notifications/router.ts";
import { followRouter } from "../follow/router.ts";
import { healthRouter } from "../health/router.ts";
import { plannerRouter } from "../planner/router.ts";
import { interviewRouter } from "../interview/router.ts";
import { postsRouter } from "../posts/router.ts";
import { resumesRouter } from "../resumes/router.ts";
import { safetyRouter } from "../safety/router.ts";
import { searchRouter } from "../search/router.ts";
import { trendingRouter } from "../trending/router.ts";
import { statsRouter } from "../stats/router.ts";
import { studyRouter } from "../study/router.ts";
import { usersRouter } from "../users/router.ts";
import { router } from "./trpc.ts";

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  chat: chatRouter,
  feedback: feedbackRouter,
  files: filesRouter,
  follow: followRouter,
  health: healthRouter,
  interview: interviewRouter,
  notifications: notificationsRouter,
  planner: plannerRouter,
  posts: postsRouter,
  resumes: resumesRouter,
  safety: safetyRouter,
  search: searchRouter,
  trending: trendingRouter,
  stats: statsRouter,
  study: studyRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
