/** Search: posts, people and tags by words (issue "Find, keep and stay safe", item 1). */
import { publicProcedure, router } from "../http/trpc.ts";
import { searchQuery } from "./model.ts";
import { search } from "./service.ts";

export const searchRouter = router({
  query: publicProcedure
    .meta({
      rest: { method: "GET", path: "/search" },
      summary: "Posts (exact tag, then exact title, then newest, holding every word), people by " +
        "name or username, or tags with their post counts; follow `cursor` for the next page.",
      answers:
        "{ type, results: (PostView | PersonResult | TagResult)[] each with matched, cursor }",
    })
    .input(searchQuery)
    .query(({ ctx, input }) => search(ctx.deps, ctx.user?._id ?? null, input)),
});
