/**
 * Post creation box constants (spec 000 §5, §8, §9; docs/api.md "Posts"): the eight categories,
 * the server's limits (shared with the server, zod-free), the three post kinds and where each lands.
 */

import type { PostType } from "../../shared/post_rules.ts";
import { postPath } from "../../shared/post_paths.ts";
import { iconImage, iconPen, iconRoute } from "../kit/icon_paths.ts";

export { CATEGORIES, type Category, LIMITS } from "../../shared/post_rules.ts";

export type PostKind = PostType;

/** Each kind's name, hint, icon (a pen, a route, a picture) and the prompt's shortcut name. */
export const POST_KINDS: readonly {
  type: PostKind;
  label: string;
  hint: string;
  icon: string;
  shortcut: string;
}[] = [
  {
    type: "text",
    label: "Blog",
    hint: "Write up what you learned",
    icon: iconPen,
    shortcut: "Write a blog post",
  },
  {
    type: "section",
    label: "Roadmap",
    hint: "A path with resources",
    icon: iconRoute,
    shortcut: "Create a roadmap",
  },
  {
    type: "image",
    label: "Image",
    hint: "Photos with captions",
    icon: iconImage,
    shortcut: "Share images",
  },
];

export const SUCCESS_MESSAGE: Record<PostKind, string> = {
  text: "Blog post created successfully!",
  section: "Roadmap created successfully!",
  image: "Image post created successfully!",
};

/** How long the success toast stays, and when the page moves on to the new post (spec §9). */
export const TOAST_MS = 3_000;
export const REDIRECT_MS = 1_500;

/** The new post's page by type, or the author's profile when the answer carries no id. */
export function pathAfterCreate(
  created: { postId?: string | null; postType?: string | null } | null,
  type: PostKind,
  profileId: string,
): string {
  const kind = POST_KINDS.find((k) => k.type === created?.postType)?.type ?? type;
  return created?.postId
    ? postPath({ _id: created.postId, type: kind })
    : `/profile/${encodeURIComponent(profileId)}`;
}

export type CreatedPost = { postId: string; postType: PostKind };
