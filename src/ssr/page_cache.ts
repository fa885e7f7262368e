/**
 * Pages that are the same for every signed-out visitor, rendered once and served from memory:
 * identity, gzip and brotli bodies made up front, a strong ETag per encoding and 304 on a match.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

/** One rendered page, ready to answer in any encoding the client accepts. */
export type CachedPage = {
  status: number;
  etags: Record<Encoding, string>;
  /**
   * The answers, made once and cloned per request: building a response with this many headers
   * (the CSP alone is ~400 characters, each checked) costs ~20 µs, a clone ~1.5 µs.
   */
  answers: Record<Encoding, { full: Response; notModified: Response }>;
  /** When to render again (ms since the epoch); Infinity for pages without live data. */
  expires: number;
};

/**
 * Signed-out copies may sit in the visitor's own browser only (`private`) and are revalidated
 * every time (`no-cache`): after signing in, the same URL must show the student's page, so no
 * shared cache may keep one and the browser must ask again (see docs/decisions.md).
 */
const SIGNED_OUT_CACHE_CONTROL = "private, no-cache";

/** A page's CSP with its inline scripts allowed by hash: a nonce in a body served to many
 * visitors would be no secret. */
async function scriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  const inline = /<script\b[^>]*\bnonce="[^"]*"[^>]*>([\s\S]*?)<\/script>/g;
  for (const [, code] of html.matchAll(inline)) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes;
}

/** How a cached copy may be kept by the browser: signed-out copies as above; a student's own
 * copy (`student`) never on disk, so a shared computer keeps nothing of it after sign-out. */
export type CachedPageKind = "signedOut" | "student";

const CACHE_CONTROL: Record<CachedPageKind, string> = {
  signedOut: SIGNED_OUT_CACHE_CONTROL,
  student: "private, no-store",
};

/** Turns a freshly rendered page into a cache entry kept for `ttlMs` (Infinity: for good). */
export async function toCachedPage(
  res: Response,
  ttlMs: number,
  now: number,
  kind: CachedPageKind = "signedOut",
): Promise<CachedPage> {
  const rendered = await res.text();
  const policy = res.headers.get("Content-Security-Policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
  const hashes = await scriptHashes(rendered);
  const html = rendered.replaceAll(` nonce="${nonce}"`, "");
  const identity = new TextEncoder().encode(html);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", identity));
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replaceAll("+", "-").replaceAll("/", "_");
  // Brotli's best quality costs ~230 ms for the 77 KB home page: worth it once per process, not
  // for a copy made again every few seconds (quality 6 is ~7 ms and 15 % larger).
  const quality = ttlMs === Infinity ? 11 : kind === "student" ? 4 : 6;
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: kind === "student" ? 6 : 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  ]);
  const csp = policy.replace(`'nonce-${nonce}'`, hashes.join(" "));
  const bodies: Record<Encoding, Uint8Array<ArrayBuffer>> = {
    identity,
    gzip: new Uint8Array(gz),
    br: new Uint8Array(br),
  };
  // Strong validators name the bytes sent, so each encoding has its own.
  const etags = { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` };
  const answer = (encoding: Encoding) => {
    const headers: [string, string][] = [
      ["Content-Type", "text/html; charset=utf-8"],
      ["Content-Security-Policy", csp],
      ["Cache-Control", CACHE_CONTROL[kind]],
      ["Vary", "Accept-Encoding, Cookie"],
      // A copy the browser may not keep has nothing to revalidate.
      ...(kind === "student" ? [] : [["ETag", etags[encoding]] as [string, string]]),
    ];
    const encoded: [string, string][] = encoding === "identity"
      ? []
      : [["Content-Encoding", encoding]];
    return {
      full: new Response(bodies[encoding], {
        status: res.status,
        headers: [...headers, ...encoded],
      }),
      notModified: new Response(null, { status: 304, headers }),
    };
  };
  return {
    status: res.status,
    etags,
    answers: { identity: answer("identity"), gzip: answer("gzip"), br: answer("br") },
    expires: now + ttlMs,
  };
}

function pickEncoding(accept: string): Encoding {
  const accepted = accept.toLowerCase().split(",").map((p) => p.trim());
  const allows = (name: string) =>
    accepted.some((p) => p === name || (p.startsWith(`${name};`) && !/;\s*q=0(\.0*)?$/.test(p)));
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** The answer to one request for a cached page: 304 when the client's copy is current. */
export function serveCached(page: CachedPage, req: Request): Response {
  const encoding = pickEncoding(req.headers.get("accept-encoding") ?? "");
  const { full, notModified } = page.answers[encoding];
  const given = req.headers.get("if-none-match");
  if (given && page.status === 200) {
    const tags = given.split(",").map((t) => t.trim().replace(/^W\//, ""));
    // Any encoding's tag names the same page, so a client that switched encodings still gets 304.
    if (tags.includes("*") || Object.values(page.etags).some((t) => tags.includes(t))) {
      return notModified.clone();
    }
  }
  if (req.method === "HEAD") return new Response(null, full);
  return full.clone();
}

export type PageCache<T> = {
  /** The entry for `key` that has not expired yet; undefined otherwise (nothing is rendered). */
  current(key: string, now: number): T | undefined;
  get(key: string, now: number, render: () => Promise<T>): Promise<T>;
};

/**
 * A per-app store of cached pages (or page parts) keyed by path. Concurrent first requests share
 * one render; an expired entry is rendered again by the next request (the others keep the old copy
 * meanwhile).
 */
export function pageCache<T extends { expires: number } = CachedPage>(): PageCache<T> {
  const ready = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();
  return {
    current(key, now) {
      const hit = ready.get(key);
      return hit && hit.expires > now ? hit : undefined;
    },
    get(key, now, render) {
      const hit = ready.get(key);
      if (hit && hit.expires > now) return Promise.resolve(hit);
      let job = pending.get(key);
      if (!job) {
        job = render().then((page) => {
          ready.set(key, page);
          return page;
        }).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      // A stale copy answers while its successor renders; only the very first request waits.
      if (!hit) return job;
      job.catch(() => {}); // the next request tries again; its failure is logged there
      return Promise.resolve(hit);
    },
  };
}
