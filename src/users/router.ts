/** tRPC procedures for profiles: thin adapters over the users and follow services. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { follow, unfollow } from "../follow/service.ts";
import { filterInput, profileUpdateInput, searchInput, suggestInput } from "./profile_model.ts";
import { filterUsers, getProfile, searchUsers, suggestUsers, updateProfile } from "./service.ts";

const idInput = z.object({ id: idSchema("User not found.") });

export const usersRouter = router({
  byId: publicProcedure.input(idInput).query(({ ctx, input }) =>
    getProfile(ctx.deps, input.id, ctx.user?._id ?? null)
  ),
  update: authedProcedure
    .input(idInput.extend({ changes: profileUpdateInput }))
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user._id, input.id, input.changes)),
  suggest: publicProcedure.input(suggestInput).query(({ ctx, input }) =>
    suggestUsers(ctx.deps, ctx.user?._id ?? null, input.limit)
  ),
  search: publicProcedure.input(searchInput).query(({ ctx, input }) =>
    searchUsers(ctx.deps, input.username)
  ),
  filter: publicProcedure.input(filterInput).query(({ ctx, input }) =>
    filterUsers(ctx.deps, input)
  ),
  follow: authedProcedure.input(idInput).mutation(({ ctx, input }) =>
    follow(ctx.deps, ctx.user._id, input.id)
  ),
  unfollow: authedProcedure.input(idInput).mutation(({ ctx, input }) =>
    unfollow(ctx.deps, ctx.user._id, input.id)
  ),
});
