/** The platform stats call: `GET /api/stats`, public. */
import { publicProcedure, router } from "../http/trpc.ts";
import { platformStats } from "./service.ts";

export const statsRouter = router({
  platform: publicProcedure
    .meta({
      rest: { method: "GET", path: "/stats", wrap: "stats" },
      summary: "How many students and posts Campus has, and how many categories have a roadmap.",
      answers: "{ stats: { students, posts, categories } }",
    })
    .query(({ ctx }) => platformStats(ctx.deps)),
});
