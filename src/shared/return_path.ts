/**
 * Where sign-in and sign-up send a student back to (`?next=`): only a path on this site, with its
 * query and hash. Server and browser both use it, so it imports nothing.
 */

/** Longer return targets are refused (home instead): room for a long shared chat message, escaped,
 * without letting `?next=` carry a page-sized payload. */
const MAX_LENGTH = 8192;
/** Any control character (browsers drop tab and newline from URLs, so `/\t/x` becomes `//x`). */
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A base that stands for "this site" when the browser's own URL parser resolves a candidate. */
const BASE = "http://return.invalid";

/** The checks one form of the path part (before `?` or `#`) must pass. */
function samePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") &&
    !CONTROL.test(path) && new URL(path, BASE).origin === BASE;
}

/**
 * `raw` when it is a path on this site (a single leading `/`, no backslash, no control character,
 * no scheme or host, also once percent-decoded), else null. Query and hash are kept.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (raw.includes("\\") || CONTROL.test(raw)) return null;
  const path = raw.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null; // a malformed escape is nobody's real page
  }
  if (!samePath(path) || !samePath(decoded)) return null;
  // The whole target, as a browser reads it, must stay here as well.
  return new URL(raw, BASE).origin === BASE ? raw : null;
}

/** The page the browser shows, as a return target: path, query and hash. */
export function currentPath(where: { pathname: string; search: string; hash: string }): string {
  // A query may hold a backslash (a shared message); escaped, it passes `safeReturnPath`.
  return where.pathname + `${where.search}${where.hash}`.replaceAll("\\", "%5C");
}

/** `/login` (or `page`, e.g. `/signup`) that returns to `next`; home needs no `next`. */
export function authHref(next: string | null, page = "/login"): string {
  const target = safeReturnPath(next);
  return target && target !== "/" ? `${page}?next=${encodeURIComponent(target)}` : page;
}
