/**
 * A post's link preview: a plain-text description of about 200 characters (its content, else its
 * roadmap section's description, else its first caption) and its first image, if it has one.
 */
import type { PostView } from "../posts/model.ts";

/** The longest description a preview carries (messaging apps show about this much). */
export const PREVIEW_TEXT_MAX = 200;

/** `text` on one line, cut at a word boundary near `max` characters with an ellipsis. */
export function previewText(text: string, max = PREVIEW_TEXT_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a shared link to `post` shows besides its title; `description` is empty if it has none. */
export function postPreview(
  post: Pick<PostView, "content" | "section" | "images">,
): { description: string; image?: string } {
  const source = [post.content, post.section?.description ?? "", post.images[0]?.caption ?? ""]
    .find((text) => text.trim() !== "") ?? "";
  return { description: previewText(source), image: post.images[0]?.url };
}
