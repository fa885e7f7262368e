/**
 * `deno task backup [--out DIR]`: a consistent copy of a running Campus's KV file and its blobs.
 * SQLite's online backup copies the KV file as of one moment while the server keeps writing (a
 * write during the copy makes it start over);
 * blobs are immutable files named at upload, so copying them afterwards finds every one the copy
 * names (a blob deleted in between was no longer named). Restore with `deno task restore DIR`.
 */
import { backup as sqliteBackup, DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { type Config, loadConfig } from "../config.ts";
import { attachmentBlobKeyPattern, blobKeyPattern } from "../uploads/blob_store.ts";

export type BackupSummary = { dir: string; kvEntries: number; blobs: number; blobBytes: number };

/** The KV file named by the config, or the sentence explaining why there is none to copy. */
export function kvFileOf(config: Pick<Config, "kvPath">): string {
  const path = config.kvPath;
  if (path === null) {
    throw new Error(
      "DENO_KV_PATH is unset on Deno Deploy; back up its KV with the platform's tools.",
    );
  }
  if (path === ":memory:") throw new Error("DENO_KV_PATH is :memory:; there is no file to copy.");
  if (/^https?:\/\//.test(path)) {
    throw new Error(
      "DENO_KV_PATH is a remote KV; back it up with its platform's tools (see docs/operations.md).",
    );
  }
  return path;
}

const isBlobFile = (name: string) =>
  blobKeyPattern.test(name) || attachmentBlobKeyPattern.test(name);

/** Copies every blob file of `from` missing in `to`; answers how many files and bytes `to` got. */
export async function copyBlobs(
  from: string,
  to: string,
): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  await Deno.mkdir(to, { recursive: true });
  try {
    for await (const entry of Deno.readDir(from)) {
      // Half-written uploads (`.tmp`) and anything else that is not a blob stay behind.
      if (!entry.isFile || !isBlobFile(entry.name)) continue;
      const target = `${to}/${entry.name}`;
      if (await Deno.stat(target).then(() => true, () => false)) continue;
      await Deno.copyFile(`${from}/${entry.name}`, target);
      files++;
      bytes += (await Deno.stat(target)).size;
    }
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err; // No upload yet: nothing to copy.
  }
  return { files, bytes };
}

export async function backup(
  config: Pick<Config, "kvPath" | "dataDir">,
  dir: string,
): Promise<BackupSummary> {
  const kvFile = kvFileOf(config);
  if (await Deno.stat(dir).then(() => true, () => false)) {
    throw new Error(`${dir} exists already; choose a new folder for the backup.`);
  }
  await Deno.mkdir(dir, { recursive: true });
  const db = new DatabaseSync(kvFile, { readOnly: true });
  try {
    // All pages in one step: one read of one moment, never restarted by the server's writes.
    await sqliteBackup(db, `${dir}/kv.sqlite3`, { rate: -1 });
  } finally {
    db.close();
  }
  const copy = await Deno.openKv(`${dir}/kv.sqlite3`);
  let kvEntries = 0;
  try {
    for await (const _ of copy.list({ prefix: [] })) kvEntries++;
  } finally {
    copy.close();
  }
  const blobs = await copyBlobs(`${config.dataDir}/blobs`, `${dir}/blobs`);
  const summary = { dir, kvEntries, blobs: blobs.files, blobBytes: blobs.bytes };
  await Deno.writeTextFile(
    `${dir}/backup.json`,
    JSON.stringify({ format: "campus-backup/1", createdAt: new Date().toISOString(), ...summary }),
  );
  return summary;
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  try {
    const s = await backup(loadConfig(), values.out ?? `./backups/campus-${stamp}`);
    console.log(`backup written to ${s.dir}: ${s.kvEntries} KV entries, ${s.blobs} blobs`);
  } catch (err) {
    console.error(`backup failed: ${err instanceof Error ? err.message : err}`);
    Deno.exit(1);
  }
}
