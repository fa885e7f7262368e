/**
 * Types and constants shared by the post components. Only type imports from the server
 * modules, so no schema library reaches the browser (spec 000 §3 Post, Comment; §9).
 */
import type { CommentView, PostType, PostView } from "../../posts/model.ts";
import type { FeedPage } from "../../feed/service.ts";

export type { CommentView, FeedPage, PostType, PostView };

/** The type filter of every post list. */
export type FeedType = "all" | PostType;

/** Posts per page (spec 000 §9). */
export const PAGE_SIZE = 10;

/** Characters of content shown before See More (spec 000 §9). */
export const CONTENT_CUT = 200;
