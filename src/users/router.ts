/** Profiles and following (spec 000 §7 "Users and follow"): thin adapters over the services. */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { follow, unfollow } from "../follow/service.ts";
import { filterInput, profileUpdateInput, searchInput, suggestInput } from "./profile_model.ts";
import { filterUsers, getProfile, searchUsers, suggestUsers, updateProfile } from "./service.ts";

const idInput = z.object({ id: idSchema("User not found.") });

export const usersRouter = router({
  byId: publicProcedure
    .meta({
      rest: { method: "GET", path: "/users/{id}", wrap: "user" },
      summary: "A profile with its counters and whether the viewer follows it.",
      answers: "{ user: PublicUser & { followersCount, followingCount, totalPosts, totalLikes, " +
        "isOnline, isFollowing, isBlocked } }",
    })
    .input(idInput)
    .query(({ ctx, input }) => getProfile(ctx.deps, input.id, ctx.user?._id ?? null)),
  update: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/users/{id}", body: "changes", wrap: "user" },
      summary: "Edits one's own profile; `profilePicture: null` removes the picture.",
      answers: "{ user }",
    })
    .input(idInput.extend({ changes: profileUpdateInput }))
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user._id, input.id, input.changes)),
  suggest: publicProcedure
    .meta({
      rest: { method: "GET", path: "/users/suggest", wrap: "users" },
      summary: "Random students, never oneself or people one follows.",
      answers: "{ users: PublicUser[] }",
    })
    .input(suggestInput)
    .query(({ ctx, input }) => suggestUsers(ctx.deps, ctx.user?._id ?? null, input.limit)),
  search: publicProcedure
    .meta({
      rest: { method: "GET", path: "/users/search", wrap: "users" },
      summary: "Students whose username starts with the text, ignoring case; at most 20.",
      answers: "{ users: PublicUser[] }",
    })
    .input(searchInput)
    .query(({ ctx, input }) => searchUsers(ctx.deps, input.username, ctx.user?._id ?? null)),
  filter: publicProcedure
    .meta({
      rest: { method: "POST", path: "/users/filter", wrap: "users" },
      summary: "Students matching every given year, department and specialization; at most 50.",
      answers: "{ users: PublicUser[] }",
    })
    .input(filterInput)
    .query(({ ctx, input }) => filterUsers(ctx.deps, input, ctx.user?._id ?? null)),
  follow: authedProcedure
    .meta({
      rest: [
        { method: "POST", path: "/users/{id}/follow" },
        { method: "POST", path: "/follow/{id}" },
      ],
      summary: "Follows a student; twice is a no-op.",
      answers: "{ isFollowing: true, followersCount, followingCount }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => follow(ctx.deps, ctx.user._id, input.id)),
  unfollow: authedProcedure
    .meta({
      rest: [
        { method: "POST", path: "/users/{id}/unfollow" },
        { method: "DELETE", path: "/follow/{id}" },
      ],
      summary: "Stops following a student.",
      answers: "{ isFollowing: false, followersCount, followingCount }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => unfollow(ctx.deps, ctx.user._id, input.id)),
});
