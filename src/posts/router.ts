/** tRPC procedures for posts, reactions and the post lists: thin adapters over the services. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { feedQuery } from "../feed/model.ts";
import { allPosts, followingFeed, globalFeed, userPosts } from "../feed/service.ts";
import { commentInput, createPostInput, updatePostInput } from "./model.ts";
import { addComment, deleteComment, listComments, sharePost, toggleLike } from "./reactions.ts";
import { createPost, deletePost, getPost, updatePost } from "./service.ts";

const postId = z.object({ id: idSchema("Post not found.") });

export const postsRouter = router({
  list: publicProcedure.input(feedQuery).query(({ ctx, input }) =>
    allPosts(ctx.deps, ctx.user?._id ?? null, input)
  ),
  global: publicProcedure.input(feedQuery).query(({ ctx, input }) =>
    globalFeed(ctx.deps, ctx.user?._id ?? null, input)
  ),
  following: authedProcedure.input(feedQuery).query(({ ctx, input }) =>
    followingFeed(ctx.deps, ctx.user._id, input)
  ),
  byUser: publicProcedure.input(feedQuery.extend({ userId: idSchema("User not found.") })).query((
    { ctx, input },
  ) => userPosts(ctx.deps, input.userId, ctx.user?._id ?? null, input)),
  byId: publicProcedure.input(postId).query(({ ctx, input }) =>
    getPost(ctx.deps, input.id, ctx.user?._id ?? null)
  ),
  create: authedProcedure.input(createPostInput).mutation(({ ctx, input }) =>
    createPost(ctx.deps, ctx.user._id, input)
  ),
  update: authedProcedure.input(postId.extend({ changes: updatePostInput })).mutation((
    { ctx, input },
  ) => updatePost(ctx.deps, ctx.user._id, input.id, input.changes)),
  remove: authedProcedure.input(postId).mutation(async ({ ctx, input }) => {
    await deletePost(ctx.deps, ctx.user._id, input.id);
    return { success: true };
  }),
  like: authedProcedure.input(postId).mutation(({ ctx, input }) =>
    toggleLike(ctx.deps, ctx.user._id, input.id)
  ),
  comment: authedProcedure.input(postId.extend(commentInput.shape)).mutation(({ ctx, input }) =>
    addComment(ctx.deps, ctx.user._id, input.id, input.content)
  ),
  comments: publicProcedure
    .input(
      postId.extend({
        limit: z.number().int().min(1).max(100).default(50),
        cursor: z.string().optional(),
      }),
    )
    .query(({ ctx, input }) => listComments(ctx.deps, input.id, input)),
  deleteComment: authedProcedure
    .input(
      z.object({ id: idSchema("Comment not found."), commentId: idSchema("Comment not found.") }),
    )
    .mutation(async ({ ctx, input }) => {
      await deleteComment(ctx.deps, ctx.user._id, input.id, input.commentId);
      return { success: true };
    }),
  share: authedProcedure.input(postId).mutation(({ ctx, input }) =>
    sharePost(ctx.deps, ctx.user._id, input.id)
  ),
});
