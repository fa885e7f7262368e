/** Chat numbers the server enforces and the chat page follows (spec 000 §5, §9). No imports:
 * the browser bundles this file. */

/** Longest message the server takes. */
export const MESSAGE_MAX = 2_000;
/** Conversations per page (spec 000 §9). */
export const CHAT_PAGE_SIZE = 20;
