/** Posts, their reactions and the post lists (spec 000 §7 "Posts", 001 §7 `GET /posts/{id}`). */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { cursorField, limitField } from "../shared/paging.ts";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { feedQuery, postListQuery } from "../feed/model.ts";
import { allPosts, followingFeed, globalFeed, userPosts } from "../feed/service.ts";
import { commentInput, createPostInput, updatePostInput } from "./model.ts";
import { addComment, deleteComment, listComments, sharePost, toggleLike } from "./reactions.ts";
import { listSaved, toggleSave } from "./saved.ts";
import { editComment } from "./comment_edit.ts";
import { createPost, deletePost, getPost, updatePost } from "./service.ts";

const postId = z.object({ id: idSchema("Post not found.") });
const commentNotFound = idSchema("Comment not found.");
const feedPage = "{ posts: PostView[], pagination: { page, limit, hasMore, cursor } }";

export const postsRouter = router({
  list: publicProcedure
    .meta({
      rest: { method: "GET", path: "/posts" },
      summary: "Every post, newest first, by type or roadmap category; follow `cursor` for the " +
        "next page.",
      answers: feedPage,
    })
    .input(feedQuery)
    .query(({ ctx, input }) => allPosts(ctx.deps, ctx.user?._id ?? null, input)),
  global: publicProcedure
    .meta({
      rest: { method: "GET", path: "/feed/global" },
      summary: "Everyone's posts but one's own, newest first, by type or roadmap category.",
      answers: feedPage,
    })
    .input(feedQuery)
    .query(({ ctx, input }) => globalFeed(ctx.deps, ctx.user?._id ?? null, input)),
  following: authedProcedure
    .meta({
      rest: { method: "GET", path: "/feed/following" },
      summary: "Posts of the students one follows, newest first.",
      answers: feedPage,
    })
    .input(postListQuery)
    .query(({ ctx, input }) => followingFeed(ctx.deps, ctx.user._id, input)),
  byUser: publicProcedure
    .meta({
      rest: { method: "GET", path: "/posts/user/{userId}" },
      summary: "One student's posts, newest first.",
      answers: feedPage,
    })
    .input(postListQuery.extend({ userId: idSchema("User not found.") }))
    .query(({ ctx, input }) => userPosts(ctx.deps, input.userId, ctx.user?._id ?? null, input)),
  byId: publicProcedure
    .meta({
      rest: { method: "GET", path: "/posts/{id}", wrap: "post" },
      summary: "One post.",
      answers: "{ post: PostView }",
    })
    .input(postId)
    .query(({ ctx, input }) => getPost(ctx.deps, input.id, ctx.user?._id ?? null)),
  create: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts", status: 201 },
      summary: "Publishes a text, roadmap-section or image post.",
      answers: "{ postId, postType }",
    })
    .input(createPostInput)
    .mutation(({ ctx, input }) => createPost(ctx.deps, ctx.user._id, input)),
  update: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/posts/{id}", body: "changes", wrap: "post" },
      summary: "Edits one's own post; its type cannot change.",
      answers: "{ post: PostView }",
    })
    .input(postId.extend({ changes: updatePostInput }))
    .mutation(({ ctx, input }) => updatePost(ctx.deps, ctx.user._id, input.id, input.changes)),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/posts/{id}" },
      summary: "Deletes one's own post with its likes, comments and feed entries.",
      answers: "{ success: true }",
    })
    .input(postId)
    .mutation(async ({ ctx, input }) => {
      await deletePost(ctx.deps, ctx.user._id, input.id);
      return { success: true };
    }),
  like: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts/{id}/like" },
      summary: "Likes a post, or takes the like back.",
      answers: "{ isLiked, likesCount }",
    })
    .input(postId)
    .mutation(({ ctx, input }) => toggleLike(ctx.deps, ctx.user._id, input.id)),
  save: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts/{id}/save" },
      summary: "Saves a post to one's own saved posts, or takes it off.",
      answers: "{ isSaved }",
    })
    .input(postId)
    .mutation(({ ctx, input }) => toggleSave(ctx.deps, ctx.user._id, input.id)),
  saved: authedProcedure
    .meta({
      rest: { method: "GET", path: "/users/me/saved" },
      summary: "One's own saved posts, newest save first; follow `cursor` for the next page.",
      answers: "{ posts: PostView[], cursor }",
    })
    .input(z.object({ limit: limitField(50, 20), cursor: cursorField }))
    .query(({ ctx, input }) => listSaved(ctx.deps, ctx.user._id, input)),
  comment: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts/{id}/comment", status: 201, wrap: "comment" },
      summary: "Comments on a post.",
      answers: "{ comment: CommentView }",
    })
    .input(postId.extend(commentInput.shape))
    .mutation(({ ctx, input }) => addComment(ctx.deps, ctx.user._id, input.id, input.content)),
  comments: publicProcedure
    .meta({
      rest: { method: "GET", path: "/posts/{id}/comments" },
      summary: "A post's comments, oldest first, 50 a page.",
      answers: "{ comments: CommentView[], cursor }",
    })
    .input(postId.extend({
      limit: limitField(100, 50),
      cursor: cursorField,
    }))
    .query(({ ctx, input }) => listComments(ctx.deps, input.id, ctx.user?._id ?? null, input)),
  editComment: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/posts/{id}/comments/{commentId}", wrap: "comment" },
      summary: "Edits one's own comment; it is then shown as edited.",
      answers: "{ comment: CommentView } (editedAt set)",
    })
    .input(z.object({ id: commentNotFound, commentId: commentNotFound }).extend(commentInput.shape))
    .mutation(({ ctx, input }) =>
      editComment(ctx.deps, ctx.user._id, input.id, input.commentId, input.content)
    ),
  deleteComment: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/posts/{id}/comments/{commentId}" },
      summary: "Deletes a comment: its author or the post's author may.",
      answers: "{ success: true }",
    })
    .input(z.object({ id: commentNotFound, commentId: commentNotFound }))
    .mutation(async ({ ctx, input }) => {
      await deleteComment(ctx.deps, ctx.user._id, input.id, input.commentId);
      return { success: true };
    }),
  share: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts/{id}/share" },
      summary: "Counts a share of a post (once per student).",
      answers: "{ sharesCount }",
    })
    .input(postId)
    .mutation(({ ctx, input }) => sharePost(ctx.deps, ctx.user._id, input.id)),
});
