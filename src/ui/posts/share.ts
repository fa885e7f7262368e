/** Sharing a post (spec 000 §4 "Share") through the device's share sheet or the clipboard. */
import { postPath } from "../../shared/post_paths.ts";
import { type ShareOutcome, shareUrl } from "../kit/share.ts";
import type { PostView } from "./types.ts";

export type { ShareOutcome };

export function postUrl(post: Pick<PostView, "_id" | "type">): string {
  return new URL(postPath(post), location.origin).href;
}

export async function shareLink(post: PostView): Promise<{ outcome: ShareOutcome; url: string }> {
  const url = postUrl(post);
  return { outcome: await shareUrl({ title: post.title, url, what: "the post" }), url };
}
