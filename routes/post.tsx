/**
 * /blog/{id}, /roadmap/{id}, /image/{id}: a single post (spec 001 §2 "Post page"), rendered on
 * the server. A missing post answers 404 with 'Post Not Found'; a post asked for under another
 * kind's path is redirected to its own.
 */
import { definePage, PageResult } from "../src/ssr/page.ts";
import { PostPageIsland } from "../src/ssr/islands.ts";
import { AppError } from "../src/core/errors.ts";
import { isId } from "../src/shared/ids.ts";
import { getPost } from "../src/posts/service.ts";
import type { PostView } from "../src/posts/model.ts";
import { followedAmong } from "../src/users/service.ts";
import { PostMissing } from "../src/ui/posts/post_missing.tsx";
import { postPath, typeOfKind } from "../src/shared/post_paths.ts";
import { postPreview } from "../src/seo/post_preview.ts";

function notFound() {
  return new PageResult(
    <div className="container page post-page">
      <PostMissing />
    </div>,
    { title: "Post Not Found", status: 404 },
  );
}

/** The post's title, and its description and first image for link previews. */
function postPageHead(post: PostView) {
  const { description, image } = postPreview(post);
  return {
    title: post.title,
    description: description || undefined,
    preview: { path: postPath(post), image, type: "article" as const },
  };
}

export default definePage({
  title: "Post",
  description: "A post shared on Campus: a blog, a learning roadmap or images.",
  render: async (c) => {
    const id = c.req.param("postId") ?? "";
    const type = typeOfKind(c.req.path.split("/")[1] ?? "");
    if (!type || !isId(id)) return notFound();
    const viewerId = c.get("user")?._id ?? null;
    let post: PostView | null = null;
    try {
      post = await getPost(c.get("deps"), id, viewerId);
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") return notFound();
      // Anything else: the page still opens and the browser asks for the post itself.
      c.get("logger").error("post page: read failed", {
        requestId: c.get("requestId"),
        error: String(err),
      });
    }
    if (post && post.type !== type) return c.redirect(postPath(post), 301);
    const following = post !== null && viewerId !== null && viewerId !== post.author._id &&
      (await followedAmong(c.get("deps").kv, viewerId, [post.author._id])).has(post.author._id);
    return new PageResult(
      <div className="container page post-page">
        <PostPageIsland
          id={id}
          post={post}
          following={following}
          viewer={c.get("user")}
          sessionState={c.get("sessionState")}
        />
      </div>,
      post ? postPageHead(post) : { title: "Post" },
    );
  },
});
