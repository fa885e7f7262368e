/**
 * Page-wide notices: a short message for something that failed or finished away from where the
 * student is looking (a like the server refused, say). One polite live region per page, created
 * the first time a notice is shown, so pages that never show one load nothing for it.
 */

export type NoticeKind = "error" | "success";
export type Notice = { id: number; text: string; kind: NoticeKind };

/** How long a notice stays. */
export const NOTICE_MS = 4000;

let current: Notice | null = null;
const listeners = new Set<() => void>();
let mounted: Promise<void> | null = null;

function set(next: Notice | null) {
  current = next;
  for (const l of listeners) l();
}

export function currentNotice(): Notice | null {
  return current;
}

export function onNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears `id` if it is still the one shown. */
export function dismissNotice(id: number): void {
  if (current?.id === id) set(null);
}

/** Shows `text` for a few seconds. */
export function showNotice(text: string, kind: NoticeKind = "error"): void {
  mounted ??= import("../ui/kit/notice_host.tsx").then((m) => m.mountNoticeHost());
  void mounted.then(() => set({ id: Date.now(), text, kind }));
}

const CARRIED = "campus:notice";

/** Shows `text` on the next page this tab opens (a notice that outlives a navigation). */
export function noticeOnNextPage(text: string, kind: NoticeKind = "success"): void {
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify({ text, kind }));
  } catch {
    // Storage refused (private mode): the page change itself says enough.
  }
}

/** Shows the notice the previous page left for this one, once. */
export function showCarriedNotice(): void {
  let carried: { text: string; kind: NoticeKind } | null = null;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED) ?? "null");
    sessionStorage.removeItem(CARRIED);
  } catch {
    return;
  }
  if (carried?.text) showNotice(carried.text, carried.kind === "error" ? "error" : "success");
}
