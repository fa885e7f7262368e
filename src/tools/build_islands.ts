/**
 * Builds the browser side: one entry per island plus the boot script, the stylesheet and the
 * editor room's Monaco module and worker, with code splitting, minification and content-hashed
 * names; writes `manifest.json` and a gzip and brotli copy of each file beside it, and the
 * server's island registry. Browser code that imports server code fails the build
 * (`browser_boundary.ts`). `--watch` rebuilds on change (used by `deno task dev`).
 */
import * as esbuild from "esbuild";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUILD_DIR, type Manifest } from "../ssr/manifest.ts";
import { browserBoundary } from "./browser_boundary.ts";
import { islandNames, writeRegistry } from "./island_registry.ts";
import { purePackages } from "./pure_packages.ts";

const root = new URL("../../", import.meta.url).pathname;

async function islandEntries(): Promise<Record<string, string>> {
  await writeRegistry(`${root}islands`, `${root}src/ssr/islands.ts`);
  const entries: Record<string, string> = {
    boot: `${root}src/client/boot.ts`,
    styles: `${root}static/styles.css`,
    // The editor room loads these itself, only on its page: the island imports `monaco` lazily
    // (an entry too, so the manifest knows its stylesheet) and starts the worker by URL.
    monaco: `${root}src/client/collab/monaco_editor.tsx`,
    editorWorker: `${root}src/client/collab/editor_worker.ts`,
  };
  for (const name of await islandNames(`${root}islands`)) {
    entries[name] = `${root}islands/${name}.tsx`;
  }
  return entries;
}

const compressible = /\.(js|css|svg|json|map|ttf)$/;

/** Writes the manifest and precompressed copies from a build's metafile. */
async function finish(result: esbuild.BuildResult, entries: Record<string, string>) {
  const meta = result.metafile!;
  const outDir = `${root}${BUILD_DIR}/`;
  const byInput = new Map(Object.entries(entries).map(([name, path]) => [path, name]));
  const manifest: Manifest = { entries: {} };
  for (const [outPath, output] of Object.entries(meta.outputs)) {
    if (!output.entryPoint) continue;
    const name = byInput.get(`${root}${output.entryPoint}`) ?? byInput.get(output.entryPoint);
    if (!name) continue;
    const file = outPath.slice(outPath.indexOf(BUILD_DIR) + BUILD_DIR.length + 1);
    const imports = output.imports
      .filter((i) => i.kind === "import-statement" && !i.external)
      .map((i) => i.path.slice(i.path.indexOf(BUILD_DIR) + BUILD_DIR.length + 1));
    const css = output.cssBundle
      ? output.cssBundle.slice(output.cssBundle.indexOf(BUILD_DIR) + BUILD_DIR.length + 1)
      : undefined;
    manifest.entries[name] = css ? { file, imports, css } : { file, imports };
  }
  await Deno.writeTextFile(`${outDir}manifest.json`, JSON.stringify(manifest, null, 2));
  for (const outPath of Object.keys(meta.outputs)) {
    if (!compressible.test(outPath)) continue;
    const path = outPath.startsWith("/") ? outPath : `${root}${outPath}`;
    const bytes = await Deno.readFile(path);
    await Deno.writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    await Deno.writeFile(
      `${path}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

function options(entries: Record<string, string>): esbuild.BuildOptions {
  return {
    entryPoints: entries,
    outdir: `${root}${BUILD_DIR}`,
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome110", "firefox110", "safari16"],
    minify: true,
    sourcemap: "linked",
    metafile: true,
    jsx: "automatic",
    // Monaco's codicon font ships beside the stylesheet that names it.
    loader: { ".ttf": "file" },
    // y-monaco imports Monaco by a path that monaco-editor 0.57's exports map no longer serves;
    // send it to the same module our code imports, so Monaco is bundled once.
    alias: { "monaco-editor/esm/vs/editor/editor.api.js": "monaco-editor/editor/editor.api.js" },
    jsxImportSource: "react",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "assets/[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "warning",
    plugins: [browserBoundary(root), purePackages()],
  };
}

/** Keeps the files of recent builds: pages rendered by a server still running the previous build
 * keep working while it restarts. Files no build has written for an hour are removed. */
async function pruneOldFiles(keep: Set<string>) {
  const cutoff = Date.now() - 3600_000;
  async function walk(dir: string) {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (!keep.has(path) && ((await Deno.stat(path)).mtime?.getTime() ?? 0) < cutoff) {
        await Deno.remove(path);
      }
    }
  }
  await walk(`${root}${BUILD_DIR}`).catch(() => {});
}

async function buildOnce() {
  const entries = await islandEntries();
  const started = performance.now();
  const result = await esbuild.build(options(entries));
  await finish(result, entries);
  const written = Object.keys(result.metafile!.outputs).map((p) =>
    p.startsWith("/") ? p : `${root}${p}`
  );
  await pruneOldFiles(
    new Set([
      ...written,
      ...written.flatMap((p) => [`${p}.gz`, `${p}.br`]),
      `${root}${BUILD_DIR}/manifest.json`,
    ]),
  );
  const ms = Math.round(performance.now() - started);
  console.log(`built ${Object.keys(entries).length} entries into ${BUILD_DIR} in ${ms} ms`);
}

async function watch() {
  const entries = await islandEntries();
  const ctx = await esbuild.context({
    ...options(entries),
    plugins: [browserBoundary(root), purePackages(), {
      name: "manifest",
      setup(build) {
        build.onEnd(async (result) => {
          if (result.errors.length === 0) await finish(result, entries);
          console.log(`islands rebuilt (${result.errors.length} errors)`);
        });
      },
    }],
  });
  await ctx.watch();
}

if (import.meta.main) {
  if (Deno.args.includes("--watch")) {
    await watch();
  } else {
    await buildOnce();
    await esbuild.stop();
  }
}
