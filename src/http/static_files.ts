/**
 * Serves `static/`. Files are indexed once at start-up, so only files that exist are ever opened
 * (no path tricks). Content-hashed build output is cached for a year as immutable; other files
 * revalidate by ETag. Precompressed `.br`/`.gz` copies from the build are sent when accepted.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".ttf": "font/ttf",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

type StaticFile = { path: string; size: number; etag: string; br: boolean; gz: boolean };

/** Lists servable files once; synchronous because it runs only while the app is built. */
function indexDir(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = new Set<string>();
  function walk(dir: string, rel: string) {
    for (const entry of Deno.readDirSync(dir)) {
      const full = `${dir}/${entry.name}`;
      const relPath = `${rel}/${entry.name}`;
      if (entry.isDirectory) walk(full, relPath);
      else if (entry.isFile) names.add(relPath);
    }
  }
  walk(root, "");
  for (const rel of names) {
    if (rel.endsWith(".gz") || rel.endsWith(".br")) continue;
    const ext = rel.slice(rel.lastIndexOf("."));
    if (!(ext in types)) continue;
    const stat = Deno.statSync(`${root}${rel}`);
    files.set(rel, {
      path: `${root}${rel}`,
      size: stat.size,
      etag: `"${stat.size.toString(36)}-${(stat.mtime?.getTime() ?? 0).toString(36)}"`,
      br: names.has(`${rel}.br`),
      gz: names.has(`${rel}.gz`),
    });
  }
  return files;
}

function pickEncoding(accept: string, file: StaticFile): "br" | "gzip" | null {
  const accepted = accept.toLowerCase().split(",").map((p) => p.split(";")[0].trim());
  if (file.br && accepted.includes("br")) return "br";
  if (file.gz && accepted.includes("gzip")) return "gzip";
  return null;
}

/** `path` with its %-escapes decoded, or null when they are malformed (`%zz`, a cut-off `%E0%A4`). */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Middleware for `/static/*`, serving files under `root` (default: the project's `static/`). */
export function staticFiles(
  root = new URL("../../static", import.meta.url).pathname,
): MiddlewareHandler<AppEnv> {
  const files = indexDir(root);
  return async function staticFiles(c) {
    const rel = decodePath(c.req.path.slice("/static".length));
    if (rel === null) return c.text("Bad request: the path is not valid URL encoding.", 400);
    const file = files.get(rel);
    if (!file) return c.text("Not found", 404);
    const ext = rel.slice(rel.lastIndexOf("."));
    const headers = new Headers({
      "Content-Type": types[ext],
      "X-Content-Type-Options": "nosniff",
      "Vary": "Accept-Encoding",
      "Cache-Control": rel.startsWith("/_build/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600, must-revalidate",
      "ETag": file.etag,
    });
    if (c.req.header("if-none-match") === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = pickEncoding(c.req.header("accept-encoding") ?? "", file);
    let path = file.path;
    if (encoding) {
      path += encoding === "br" ? ".br" : ".gz";
      headers.set("Content-Encoding", encoding);
    }
    let handle: Deno.FsFile;
    try {
      handle = await Deno.open(path, { read: true });
    } catch (err) {
      // Indexed at start-up but gone since (a rebuild pruned it): a miss, not a crash.
      if (err instanceof Deno.errors.NotFound) return c.text("Not found", 404);
      throw err;
    }
    const { size } = await handle.stat();
    headers.set("Content-Length", String(size));
    if (c.req.method === "HEAD") {
      handle.close();
      return new Response(null, { headers });
    }
    return new Response(handle.readable, { headers });
  };
}
