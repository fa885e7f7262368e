/**
 * The headers of the response a middleware finds after `next()`, to change in place. Hono's
 * `c.header()` at that point copies the whole response for every header it sets (six copies per
 * request with the security headers); only a response with immutable headers (one from `fetch`)
 * needs that copy, and then just once.
 */
import type { Context } from "hono";

const PROBE = "x-campus-probe";

export function responseHeaders(c: Context): Headers {
  const headers = c.res.headers;
  try {
    headers.delete(PROBE); // throws when the headers are immutable
    return headers;
  } catch {
    const copy = new Response(c.res.body, c.res);
    c.res = undefined; // else Hono copies every header onto the copy once more
    c.res = copy;
    return copy.headers;
  }
}
