/**
 * The opaque cursor of a search page: where the next page starts (a rank and the last id or key
 * looked at), as URL-safe base64 of JSON. Anything else a client sends is a clear 400.
 */
import { AppError } from "../core/errors.ts";

export type SearchCursor = { t: number; a: string[] };

const badCursor = () =>
  new AppError("BAD_REQUEST", "The cursor is not valid. Search again from the first page.");

export function encodeCursor(cursor: SearchCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor a client sent back; null for the first page. */
export function decodeCursor(raw: string | undefined): SearchCursor | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    const b64 = raw.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw badCursor();
  }
  const c = parsed as SearchCursor;
  const ok = typeof c === "object" && c !== null && Number.isInteger(c.t) && c.t >= 1 &&
    c.t <= 3 && Array.isArray(c.a) && c.a.length <= 2 &&
    c.a.every((s) => typeof s === "string" && s.length <= 200);
  if (!ok) throw badCursor();
  return c;
}
