/**
 * `deno task restore DIR`: puts a backup of `deno task backup` into the configured KV and blob
 * store (the blob folder, or with `BLOB_STORE=kv` that KV: so a backup of a machine with a disk
 * moves into a KV Connect database, Deno Deploy's included). Only into an empty KV, so a restore never mixes two histories; entries are written in
 * batches below KV's limits, counters (KvU64) stay counters. Expiry times (rate limits, codes)
 * are not carried: those keys are short-lived and start afresh.
 */
import { loadConfig } from "../config.ts";
import { openKv } from "../core/kv.ts";
import { copyBlobs } from "./backup.ts";
import type { Config } from "../config.ts";
import { type BlobStore, isBlobKey } from "../uploads/blob_store.ts";
import { kvBlobStore } from "../uploads/kv_blob_store.ts";

/** Mutations and bytes per atomic write, under KV's limits of 1,000 and 800 KiB. */
const BATCH_ENTRIES = 500;
const BATCH_BYTES = 400 * 1024;

export type RestoreSummary = { kvEntries: number; blobs: number };

function sizeOf(entry: Deno.KvEntry<unknown>): number {
  const value = entry.value instanceof Uint8Array
    ? entry.value.byteLength
    : JSON.stringify(entry.value, (_, v) => (typeof v === "bigint" ? String(v) : v))?.length ?? 0;
  return JSON.stringify(entry.key, (_, v) => (typeof v === "bigint" ? String(v) : v)).length +
    value;
}

export async function restore(
  config: Parameters<typeof openKv>[0] & Pick<Config, "dataDir" | "blobStore">,
  dir: string,
): Promise<RestoreSummary> {
  // Opening a missing file would make an empty store; a backup folder always has the file.
  if (!(await Deno.stat(`${dir}/kv.sqlite3`).then((s) => s.isFile, () => false))) {
    throw new Error(`${dir} holds no backup (kv.sqlite3 is missing).`);
  }
  const source = await Deno.openKv(`${dir}/kv.sqlite3`);
  const target = await openKv(config);
  try {
    if (!(await target.list({ prefix: [] }, { limit: 1 }).next()).done) {
      throw new Error(
        "The KV to restore into is not empty; point DENO_KV_PATH at a new file and try again.",
      );
    }
    let kvEntries = 0;
    let op = target.atomic();
    let count = 0;
    let bytes = 0;
    const flush = async () => {
      if (count === 0) return;
      if (!(await op.commit()).ok) throw new Error("a batch of the restore was refused");
      op = target.atomic();
      count = 0;
      bytes = 0;
    };
    for await (const entry of source.list({ prefix: [] })) {
      const size = sizeOf(entry);
      if (count + 1 > BATCH_ENTRIES || bytes + size > BATCH_BYTES) await flush();
      op.set(entry.key, entry.value);
      count++;
      bytes += size;
      kvEntries++;
    }
    await flush();
    const blobs = config.blobStore === "kv"
      ? await putBlobs(`${dir}/blobs`, kvBlobStore(target))
      : (await copyBlobs(`${dir}/blobs`, `${config.dataDir}/blobs`)).files;
    return { kvEntries, blobs };
  } finally {
    source.close();
    target.close();
  }
}

/** Puts every blob file of `from` into `store` under its file name; answers how many. */
async function putBlobs(from: string, store: BlobStore): Promise<number> {
  let files = 0;
  try {
    for await (const entry of Deno.readDir(from)) {
      if (!entry.isFile || !isBlobKey(entry.name)) continue;
      await store.put(entry.name, await Deno.readFile(`${from}/${entry.name}`));
      files++;
    }
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err; // A backup without uploads.
  }
  return files;
}

if (import.meta.main) {
  const dir = Deno.args[0];
  if (!dir) {
    console.error("usage: deno task restore <backup folder>");
    Deno.exit(1);
  }
  try {
    const s = await restore(loadConfig(), dir);
    console.log(`restored ${s.kvEntries} KV entries and ${s.blobs} blobs from ${dir}`);
  } catch (err) {
    console.error(`restore failed: ${err instanceof Error ? err.message : err}`);
    Deno.exit(1);
  }
}
