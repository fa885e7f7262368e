/**
 * An act already under way when its student's account is deleted: the deletion removes the user
 * record first, and every act checks its actor's record in its own write, so a like, comment,
 * share, follow or post that arrives afterwards is refused and leaves nothing behind for the
 * deletion to miss.
 */
import assert from "node:assert/strict";
import { AppError } from "../../src/core/errors.ts";
import { follow } from "../../src/follow/service.ts";
import { addComment, sharePost, toggleLike } from "../../src/posts/reactions.ts";
import { createPost } from "../../src/posts/service.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { textPost } from "../helpers/posts.ts";
import { signUpEach } from "../helpers/users.ts";

Deno.test("acts of a student whose account was just deleted are refused", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [leaving, staying] = await signUpEach(server, smtp, ["leaving_student", "staying_one"]);
    const postId = await textPost(staying.client, "Still here");
    const gone = await leaving.client.request("DELETE", "/api/users/me", {
      password: leaving.password,
    });
    assert.equal(gone.status, 200, JSON.stringify(gone.body));

    const deps = serviceDeps(server);
    const id = leaving.user._id;
    const acts: [string, () => Promise<unknown>][] = [
      ["like", () => toggleLike(deps, id, postId)],
      ["comment", () => addComment(deps, id, postId, "late comment")],
      ["share", () => sharePost(deps, id, postId)],
      ["follow", () => follow(deps, id, staying.user._id)],
      ["post", () => createPost(deps, id, { type: "text", title: "Ghost", content: "", tags: [] })],
    ];
    for (const [name, act] of acts) {
      await assert.rejects(
        act,
        (err) => err instanceof AppError && err.code === "UNAUTHORIZED",
        name,
      );
    }
    const post = await staying.client.request<
      { post: { likesCount: number; commentsCount: number; sharesCount: number } }
    >("GET", `/api/posts/${postId}`);
    assert.deepEqual(
      [post.body.post.likesCount, post.body.post.commentsCount, post.body.post.sharesCount],
      [0, 0, 0],
    );
    const profile = await staying.client.request<{ user: { followersCount: number } }>(
      "GET",
      `/api/users/${staying.user._id}`,
    );
    assert.equal(profile.body.user.followersCount, 0);
  } finally {
    await close();
  }
});
