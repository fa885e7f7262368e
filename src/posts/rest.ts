/** REST: the post calls of spec 000 §7 "Posts" and 001 §7 (`GET /posts/{id}`). */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { feedQuery } from "../feed/model.ts";
import { allPosts, followingFeed, globalFeed, userPosts } from "../feed/service.ts";
import { commentInput, createPostInput, updatePostInput } from "./model.ts";
import { addComment, deleteComment, listComments, sharePost, toggleLike } from "./reactions.ts";
import { createPost, deletePost, getPost, updatePost } from "./service.ts";

const NOT_FOUND = "Post not found.";
const commentsQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit must be 1 to 100").max(100, "limit must be 1 to 100")
    .default(50),
  cursor: z.string().max(2048).optional(),
});

export const postsRest = new Hono<AppEnv>()
  .get(
    "/posts",
    async (c) =>
      c.json(await allPosts(c.var.deps, c.var.user?._id ?? null, readQuery(c, feedQuery))),
  )
  .get(
    "/feed/global",
    async (c) =>
      c.json(await globalFeed(c.var.deps, c.var.user?._id ?? null, readQuery(c, feedQuery))),
  )
  .get("/feed/following", async (c) => {
    const me = signedInUser(c);
    return c.json(await followingFeed(c.var.deps, me._id, readQuery(c, feedQuery)));
  })
  .get("/posts/user/:userId", async (c) => {
    const userId = pathId(c, "userId", "User not found.");
    return c.json(
      await userPosts(c.var.deps, userId, c.var.user?._id ?? null, readQuery(c, feedQuery)),
    );
  })
  .post("/posts", async (c) => {
    const me = signedInUser(c);
    const input = await readJson(c, createPostInput);
    return c.json(await createPost(c.var.deps, me._id, input), 201);
  })
  .get("/posts/:id", async (c) => {
    const id = pathId(c, "id", NOT_FOUND);
    return c.json({ post: await getPost(c.var.deps, id, c.var.user?._id ?? null) });
  })
  .put("/posts/:id", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "id", NOT_FOUND);
    const changes = await readJson(c, updatePostInput);
    return c.json({ post: await updatePost(c.var.deps, me._id, id, changes) });
  })
  .delete("/posts/:id", async (c) => {
    const me = signedInUser(c);
    await deletePost(c.var.deps, me._id, pathId(c, "id", NOT_FOUND));
    return c.json({ success: true });
  })
  .post("/posts/:id/like", async (c) => {
    const me = signedInUser(c);
    return c.json(await toggleLike(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  })
  .post("/posts/:id/comment", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "id", NOT_FOUND);
    const { content } = await readJson(c, commentInput);
    return c.json({ comment: await addComment(c.var.deps, me._id, id, content) }, 201);
  })
  .get("/posts/:id/comments", async (c) => {
    const id = pathId(c, "id", NOT_FOUND);
    return c.json(await listComments(c.var.deps, id, readQuery(c, commentsQuery)));
  })
  .delete("/posts/:id/comments/:commentId", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "id", "Comment not found.");
    const commentId = pathId(c, "commentId", "Comment not found.");
    await deleteComment(c.var.deps, me._id, id, commentId);
    return c.json({ success: true });
  })
  .post("/posts/:id/share", async (c) => {
    const me = signedInUser(c);
    return c.json(await sharePost(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  });
