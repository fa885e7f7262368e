/** Trending lists (spec 000 §7 "Trending"): each answer is keyed by its tab's name. */
import { z } from "zod";
import { publicProcedure, router } from "../http/trpc.ts";
import { contributorsQuery, profilesQuery } from "./model.ts";
import {
  topContributors,
  trendingCategories,
  trendingPosts,
  trendingProfiles,
  trendingSections,
} from "./read.ts";

const none = z.object({});

export const trendingRouter = router({
  profiles: publicProcedure
    .meta({
      rest: { method: "GET", path: "/trending/profiles" },
      summary: "Students whose posts and followers are gaining the most lately; `filter` " +
        "all (the first 100), top10, top20 or top50.",
      answers: "{ profiles: (PublicUser & { followersCount, isFollowing, trendingScore })[] }",
    })
    .input(profilesQuery)
    .query(({ ctx, input }) => trendingProfiles(ctx.deps, ctx.user?._id ?? null, input.filter)),
  sections: publicProcedure
    .meta({
      rest: { method: "GET", path: "/trending/sections" },
      summary: "Roadmap sections, grouped by name, by recent activity on their posts.",
      answers: "{ sections: { _id, count, totalLikes, totalComments, totalShares, " +
        "trendingScore, resources }[] }",
    })
    .input(none)
    .query(({ ctx }) => trendingSections(ctx.deps)),
  posts: publicProcedure
    .meta({
      rest: { method: "GET", path: "/trending/posts" },
      summary: "Posts by recent likes, comments and shares.",
      answers: "{ posts: (PostView & { trendingScore })[] }",
    })
    .input(none)
    .query(({ ctx }) => trendingPosts(ctx.deps, ctx.user?._id ?? null)),
  categories: publicProcedure
    .meta({
      rest: { method: "GET", path: "/trending/categories" },
      summary: "Roadmap categories by recent activity on their posts.",
      answers: "{ categories: { _id, postCount, totalLikes, trendingScore }[] }",
    })
    .input(none)
    .query(({ ctx }) => trendingCategories(ctx.deps)),
  contributors: publicProcedure
    .meta({
      rest: { method: "GET", path: "/trending/contributors" },
      summary: "The most active students lately; `limit` 1 to 20, 6 unless given.",
      answers: "{ contributors: { _id, name, username, avatar, contributions, posts, " +
        "comments, likes, shares, trendingScore }[] }",
    })
    .input(contributorsQuery)
    .query(({ ctx, input }) => topContributors(ctx.deps, input.limit)),
});
