/** The follower and following lists and removing a follower (spec 000 §7 "Users and follow"). */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { followListInput } from "./model.ts";
import { listFollows, removeFollower } from "./service.ts";

const listInput = followListInput.extend({ id: idSchema("User not found.") });

export const followRouter = router({
  followers: publicProcedure
    .meta({
      rest: { method: "GET", path: "/follow/{id}/followers" },
      summary: "Who follows a student, 50 a page; `cursor` is null on the last page.",
      answers: "{ followers: (PublicUser & { isFollowing })[], cursor }",
    })
    .input(listInput)
    .query(async ({ ctx, input }) => {
      const page = await listFollows(ctx.deps, "followers", input.id, ctx.user?._id ?? null, input);
      return { followers: page.users, cursor: page.cursor };
    }),
  following: publicProcedure
    .meta({
      rest: { method: "GET", path: "/follow/{id}/following" },
      summary: "Whom a student follows, 50 a page; `cursor` is null on the last page.",
      answers: "{ following: (PublicUser & { isFollowing })[], cursor }",
    })
    .input(listInput)
    .query(async ({ ctx, input }) => {
      const page = await listFollows(ctx.deps, "following", input.id, ctx.user?._id ?? null, input);
      return { following: page.users, cursor: page.cursor };
    }),
  removeFollower: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/follow/remove-follower/{id}" },
      summary: "Removes a student from one's own followers.",
      answers: "{ removed, followersCount }",
    })
    .input(z.object({ id: idSchema("User not found.") }))
    .mutation(({ ctx, input }) => removeFollower(ctx.deps, ctx.user._id, input.id)),
});
