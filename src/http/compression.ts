/**
 * Compresses answers worth it (gzip or deflate, as the client accepts). Small answers (most JSON),
 * already encoded ones, kinds that do not compress (images) and `no-transform` go out as they are.
 * Bodies are compressed whole in one call: a per-response compression stream cost more CPU than
 * the compression itself, and every body we send is complete before it is sent.
 */
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as compressible } from "hono/compress";
import { deflateSync, gzipSync } from "node:zlib";
import type { AppEnv } from "./env.ts";
import { responseHeaders } from "./response_headers.ts";

/** Below this many bytes compression saves less than it costs (one packet either way). */
export const COMPRESS_THRESHOLD = 1024;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The encoding to use for `accept` (an Accept-Encoding header), gzip first; null for none. */
export function chooseEncoding(accept: string | undefined): "gzip" | "deflate" | null {
  if (!accept) return null;
  let deflate = false;
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === "gzip" || name === "*") return "gzip";
    if (name === "deflate") deflate = true;
  }
  return deflate ? "deflate" : null;
}

export function compression(): MiddlewareHandler<AppEnv> {
  return async function compression(c, next) {
    await next();
    const type = c.res.headers.get("Content-Type");
    if (
      c.req.method === "HEAD" || c.res.status === 206 || c.res.status === 304 || !type ||
      !compressible.test(type) || c.res.headers.has("Content-Encoding") ||
      noTransform.test(c.res.headers.get("Cache-Control") ?? "")
    ) return;
    const headers = responseHeaders(c);
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < COMPRESS_THRESHOLD) return;
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/accept-encoding/i.test(vary)) {
      headers.set("Vary", `${vary}, Accept-Encoding`);
    }
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    // Last: reading `body` turns a byte body into a stream, which Deno then sends by a slower path
    // (and chunked), so answers that go out as they are never get this far.
    const res = c.res;
    if (!res.body) return;
    const plain = new Uint8Array(await res.arrayBuffer());
    if (plain.byteLength < COMPRESS_THRESHOLD) {
      headers.set("Content-Length", String(plain.byteLength));
      c.res = undefined;
      c.res = new Response(plain, { status: res.status, headers });
      return;
    }
    const packed = encoding === "gzip" ? gzipSync(plain) : deflateSync(plain);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(packed.byteLength));
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    // Unset first: Hono would otherwise copy every header onto the new response once more.
    c.res = undefined;
    c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
  };
}
