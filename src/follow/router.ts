/** tRPC procedures for the follower and following lists and removing a follower. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { followListInput } from "./model.ts";
import { listFollows, removeFollower } from "./service.ts";

const idInput = z.object({ id: idSchema("User not found.") });

export const followRouter = router({
  followers: publicProcedure.input(idInput.extend(followListInput.shape)).query(({ ctx, input }) =>
    listFollows(ctx.deps, "followers", input.id, ctx.user?._id ?? null, input)
  ),
  following: publicProcedure.input(idInput.extend(followListInput.shape)).query(({ ctx, input }) =>
    listFollows(ctx.deps, "following", input.id, ctx.user?._id ?? null, input)
  ),
  removeFollower: authedProcedure.input(idInput).mutation(({ ctx, input }) =>
    removeFollower(ctx.deps, ctx.user._id, input.id)
  ),
});
