/**
 * Sharing a post (spec 000 §4 "Share"): the device's own share sheet when there is one (a cancel
 * is ignored), otherwise the link is copied to the clipboard, otherwise an alert shows it.
 */
import { postPath } from "../../shared/post_paths.ts";
import type { PostView } from "./types.ts";

/** shared: the share sheet finished; copied: the link is on the clipboard; the rest did not. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "alerted";

export function postUrl(post: Pick<PostView, "_id" | "type">): string {
  return new URL(postPath(post), location.origin).href;
}

export async function shareLink(post: PostView): Promise<{ outcome: ShareOutcome; url: string }> {
  const url = postUrl(post);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: post.title, text: post.title, url });
      return { outcome: "shared", url };
    } catch (err) {
      if ((err as { name?: string } | null)?.name === "AbortError") {
        return { outcome: "cancelled", url };
      }
      // The sheet is there but refused (no user gesture, say): try the clipboard instead.
    }
  }
  if (typeof navigator.clipboard?.writeText === "function") {
    try {
      await navigator.clipboard.writeText(url);
      return { outcome: "copied", url };
    } catch {
      // No permission to write: fall through to the alert.
    }
  }
  alert(`Copy this link to share the post:\n${url}`);
  return { outcome: "alerted", url };
}
