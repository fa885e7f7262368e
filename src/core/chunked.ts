/**
 * Values larger than one KV entry (64 KiB): stored as chunks under a fresh version, then made
 * visible by one atomic write of a small head record. A reader follows the head, so it sees the
 * old value or the new one, never a mix, even when a writer dies between chunks.
 *
 * Keys: the head lives at `key`; chunks at `["chunks", ...key, version, index]`.
 */
import { decodeTime } from "ulid";
import { newId } from "./ids.ts";
import { AppError } from "./errors.ts";
import { deleteListed, retryAtomic } from "./kv.ts";

/** Bytes per chunk: below the 64 KiB value limit with room for serialization overhead. */
export const CHUNK_BYTES = 60_000;
/** Chunks per atomic write: 10 × 60 KB stays under the 800 KiB per-atomic limit of every backend. */
const CHUNKS_PER_ATOMIC = 10;
/** Values up to this size live inside the head itself: one read, no chunk keys. */
const INLINE_BYTES = 48_000;
/** Chunks left by a writer that died are removed by a later write once they are this old. */
const ORPHAN_AGE_MS = 10 * 60_000;

type Head = {
  /** Version id (a ULID) naming this value's chunks. */
  version: string;
  size: number;
  chunks: number;
  /** SHA-256 (hex) of the whole value, checked on every read of a chunked value. */
  sha256: string;
  inline?: Uint8Array;
};

export type ChunkedWriteOptions = {
  /** Clock for the version id; orphan age is measured against it. */
  now?: number;
  /** Called after each batch of chunks is durable (tests use it to crash a writer mid-way). */
  afterBatch?: (written: number, total: number) => void | Promise<void>;
};

function chunkPrefix(key: Deno.KvKey): Deno.KvKey {
  return ["chunks", ...key];
}

/** The SHA-256 of `bytes`, as 64 hex characters. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores `bytes` under `key`, replacing any earlier value. Last writer wins. */
export async function setChunked(
  kv: Deno.Kv,
  key: Deno.KvKey,
  bytes: Uint8Array,
  options: ChunkedWriteOptions = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const version = newId(now);
  const head: Head = { version, size: bytes.length, chunks: 0, sha256: await sha256Hex(bytes) };
  if (bytes.length <= INLINE_BYTES) {
    head.inline = bytes;
  } else {
    head.chunks = Math.ceil(bytes.length / CHUNK_BYTES);
    for (let first = 0; first < head.chunks; first += CHUNKS_PER_ATOMIC) {
      const op = kv.atomic();
      const last = Math.min(head.chunks, first + CHUNKS_PER_ATOMIC);
      for (let i = first; i < last; i++) {
        const part = bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
        op.set([...chunkPrefix(key), version, i], part);
      }
      const res = await op.commit();
      if (!res.ok) throw new AppError("INTERNAL_SERVER_ERROR", "Could not store the value.");
      await options.afterBatch?.(last, head.chunks);
    }
  }
  // Publish: the head switches to the new version in one atomic write. Versions are ULIDs, so
  // between two racing writers the one that started later wins, whichever commits first.
  // The answer is the version replaced (undefined for none), or null when a later writer won.
  const replaced = await retryAtomic(async () => {
    const current = await kv.get<Head>(key);
    if (current.value && current.value.version > version) return { value: null };
    return { op: kv.atomic().check(current).set(key, head), value: current.value?.version };
  }, { attempts: Infinity });
  if (replaced === null) {
    await deleteVersions(kv, key, (v) => v === version);
    return;
  }
  // Writers that died mid-way leave chunks; once old they are surely not in progress.
  await deleteVersions(
    kv,
    key,
    (v) => v === replaced || (v < version && now - decodeTime(v) > ORPHAN_AGE_MS),
  );
}

/** Deletes the chunks of every version of `key` that `doomed` selects. */
function deleteVersions(kv: Deno.Kv, key: Deno.KvKey, doomed: (version: string) => boolean) {
  const prefix = chunkPrefix(key);
  const where = (chunk: Deno.KvKey) => doomed(chunk[prefix.length] as string);
  return deleteListed(kv, { prefix }, { batch: 100, where });
}

/** Reads the value under `key`, or null. Throws only if the stored value is damaged. */
export async function getChunked(kv: Deno.Kv, key: Deno.KvKey): Promise<Uint8Array | null> {
  // A concurrent writer may delete the chunks of the head we just read; re-read the head then.
  for (let attempt = 0; attempt < 5; attempt++) {
    const head = (await kv.get<Head>(key)).value;
    if (!head) return null;
    if (head.inline) return head.inline;
    const out = new Uint8Array(head.size);
    let offset = 0;
    let count = 0;
    for await (
      const entry of kv.list<Uint8Array>({ prefix: [...chunkPrefix(key), head.version] })
    ) {
      out.set(entry.value, offset);
      offset += entry.value.length;
      count++;
    }
    if (count === head.chunks && offset === head.size && (await sha256Hex(out)) === head.sha256) {
      return out;
    }
  }
  throw new AppError("INTERNAL_SERVER_ERROR", "A stored value could not be read back intact.");
}

/** Removes the value under `key` and all its chunks. */
export async function deleteChunked(kv: Deno.Kv, key: Deno.KvKey): Promise<void> {
  await kv.delete(key);
  await deleteVersions(kv, key, () => true);
}
