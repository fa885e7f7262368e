/**
 * Demo community for `deno task seed`: the demo students follow each other and publish posts
 * of all three kinds (image posts with generated pictures), with likes and comments, through
 * the same services the app uses. `extraPosts` adds many more posts for large data sets.
 */
import { PNG } from "pngjs";
import type { AppDeps } from "../deps.ts";
import { follow } from "../follow/service.ts";
import { findUserByUsername } from "../users/repo.ts";
import { demoStudents } from "../users/seed.ts";
import { storeImage } from "../uploads/service.ts";
import { postsByAuthorPrefix } from "./keys.ts";
import type { CreatePostInput } from "./model.ts";
import { addComment, toggleLike } from "./reactions.ts";
import { createPost } from "./service.ts";
import { demoPosts } from "./seed_data.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "logger" | "events" | "blobs" | "writeLimits">;

/** A 640×360 diagonal gradient between two colours, as a PNG file. */
function gradientPng(from: [number, number, number], to: [number, number, number]): File {
  const png = new PNG({ width: 640, height: 360 });
  for (let y = 0; y < 360; y++) {
    for (let x = 0; x < 640; x++) {
      const t = (x / 640 + y / 360) / 2;
      const i = (y * 640 + x) * 4;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(from[c] + (to[c] - from[c]) * t);
      png.data[i + 3] = 255;
    }
  }
  return new File([new Uint8Array(PNG.sync.write(png))], "demo.png", { type: "image/png" });
}

const palettes: [number, number, number][][] = [
  [[91, 127, 255], [61, 214, 176]],
  [[255, 140, 90], [255, 209, 102]],
  [[150, 90, 255], [255, 110, 180]],
];

/** Follows, posts, likes and comments among the demo students; skipped if they already posted. */
export async function seedCommunity(deps: Deps): Promise<string> {
  const ids: string[] = [];
  for (const s of demoStudents) {
    const u = await findUserByUsername(deps.kv, s.username);
    if (u) ids.push(u._id);
  }
  if (ids.length < 2) return "no demo students to post as";
  const [first] = await Array.fromAsync(
    deps.kv.list({ prefix: postsByAuthorPrefix(ids[0]) }, { limit: 1 }),
  );
  if (first) return "the demo community already has posts";
  for (const a of ids) {
    for (const b of ids) {
      if (a !== b && (a.charCodeAt(25) + b.charCodeAt(25)) % 3 !== 0) await follow(deps, a, b);
    }
  }
  let posts = 0;
  for (const [i, post] of demoPosts.entries()) {
    const author = ids[i % ids.length];
    let input = post as CreatePostInput;
    if (post.type === "image") {
      const images = [];
      for (const [j, caption] of (post.captions ?? []).entries()) {
        const [from, to] = palettes[(i + j) % palettes.length];
        const url = await storeImage(deps, author, gradientPng(from, to));
        // The demo pictures are plain gradients; their description says so.
        images.push({ url, caption, alt: `A colour gradient standing in for: ${caption}` });
      }
      input = {
        type: "image",
        title: post.title,
        content: post.content ?? "",
        tags: post.tags ?? [],
        images,
      };
    }
    const { postId } = await createPost(deps, author, input);
    posts++;
    for (const [k, reader] of ids.entries()) {
      if (reader !== author && (i + k) % 2 === 0) await toggleLike(deps, reader, postId);
      if (reader !== author && (i + k) % 4 === 1) {
        await addComment(
          deps,
          reader,
          postId,
          post.comments?.[k % (post.comments?.length || 1)] ?? "Thanks for sharing!",
        );
      }
    }
  }
  return `${posts} posts with likes and comments; students follow each other`;
}

/** `count` more posts spread over the demo students (for benchmarks and load). */
export async function seedExtraPosts(deps: Deps, count: number): Promise<string> {
  const ids: string[] = [];
  for (const s of demoStudents) {
    const u = await findUserByUsername(deps.kv, s.username);
    if (u) ids.push(u._id);
  }
  if (ids.length === 0) return "no demo students to post as";
  for (let i = 0; i < count; i++) {
    const kind = i % 2 === 0 ? "text" : "section";
    const input: CreatePostInput = kind === "text"
      ? {
        type: "text",
        title: `Study note #${i + 1}`,
        content: "Revision notes for the next test.",
        tags: ["notes"],
      }
      : {
        type: "section",
        title: `Practice set #${i + 1}`,
        content: "",
        tags: ["practice"],
        section: { title: "Problems", description: "", category: "DSA", resources: [] },
      };
    await createPost(deps, ids[i % ids.length], input);
  }
  return `${count} extra posts`;
}
