/**
 * The island build's manifest: for each entry (the boot script, every island, the stylesheet)
 * its content-hashed file under `/static/_build/` and the chunks it imports, for modulepreload.
 */

/** `css`: the stylesheet esbuild gathered from the CSS an entry's modules import (Monaco's). */
export type ManifestEntry = { file: string; imports: string[]; css?: string };
export type Manifest = { entries: Record<string, ManifestEntry> };

export const BUILD_DIR = "static/_build";
export const BUILD_URL = "/static/_build";

/** Reads the manifest written by `deno task build`; a missing build is a clear start-up error. */
export async function loadManifest(dir = BUILD_DIR): Promise<Manifest> {
  try {
    return JSON.parse(await Deno.readTextFile(`${dir}/manifest.json`)) as Manifest;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new Error(`no island build at ${dir}: run "deno task build" first`);
    }
    throw err;
  }
}

/** The URL of a built entry, e.g. `assetUrl(m, "styles")`. */
export function assetUrl(manifest: Manifest, entry: string): string {
  const found = manifest.entries[entry];
  if (!found) throw new Error(`the island build has no entry "${entry}"`);
  return `${BUILD_URL}/${found.file}`;
}

/** Every file an entry needs, itself first, for `<link rel="modulepreload">`. */
export function moduleGraph(manifest: Manifest, entry: string): string[] {
  const found = manifest.entries[entry];
  if (!found) return [];
  return [found.file, ...found.imports].map((f) => `${BUILD_URL}/${f}`);
}

/** The URL of the stylesheet an entry's modules import, e.g. Monaco's for the editor room. */
export function cssUrl(manifest: Manifest, entry: string): string {
  const css = manifest.entries[entry]?.css;
  if (!css) throw new Error(`the island build has no stylesheet for "${entry}"`);
  return `${BUILD_URL}/${css}`;
}
