/**
 * Blobs inside Deno KV (`BLOB_STORE=kv`): no disk needed (Deno Deploy), and every instance on one
 * KV sees every upload. Content-addressed: a blob key names the SHA-256 of its bytes; equal bytes
 * under two keys are stored once and counted, and are removed only when no key points at them.
 */
import { encodeTime } from "ulid";
import { CHUNK_BYTES, sha256Hex } from "../core/chunked.ts";
import { newId } from "../core/ids.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import { type BlobStore, isBlobKey } from "./blob_store.ts";
import {
  blobChunkKey,
  blobChunksPrefix,
  blobContentKey,
  blobNameKey,
  looseChunksKey,
  looseChunksPrefix,
} from "./keys.ts";

type Name = { sha256: string; size: number };
type Content = { version: string; size: number; chunks: number; refs: number };
type Loose = { sha256: string; version: string };

/** Chunks per atomic write: 10 × 60 KB stays under the 800 KiB per-atomic limit of every backend. */
const CHUNKS_PER_ATOMIC = 10;
/** A loose note this old belongs to a writer that died (a 5 MB write takes well under a second). */
const LOOSE_AGE_MS = 10 * 60_000;
/** Old loose notes one write cleans up, so no write pays for a long backlog at once. */
const LOOSE_PER_WRITE = 20;
/** A read that keeps meeting a content being replaced gives up after this many tries. */
const READ_ATTEMPTS = 5;
/** Writes that lose their checks to other writers of the same key or bytes try again. */
const WRITE_ATTEMPTS = 50;

export type KvBlobStoreOptions = { now?: () => number };

/** Blobs as chunks in `kv`; see the file header and docs/decisions.md "Blobs in KV". */
export function kvBlobStore(kv: Deno.Kv, options: KvBlobStoreOptions = {}): BlobStore {
  const now = options.now ?? Date.now;

  function checkKey(key: string) {
    if (!isBlobKey(key)) throw new Error(`not a blob key: ${key}`);
  }

  /** Stores `bytes` as chunks of a new version, announced first by a loose note, so a crash
   * part-way leaves chunks a later write finds and removes. */
  async function writeChunks(sha256: string, bytes: Uint8Array) {
    const version = newId(now());
    const note = looseChunksKey(version);
    await kv.set(note, { sha256, version } satisfies Loose);
    const chunks = Math.ceil(bytes.length / CHUNK_BYTES);
    for (let first = 0; first < chunks; first += CHUNKS_PER_ATOMIC) {
      const op = kv.atomic();
      for (let i = first; i < Math.min(chunks, first + CHUNKS_PER_ATOMIC); i++) {
        op.set(
          blobChunkKey(sha256, version, i),
          bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES),
        );
      }
      if (!(await op.commit()).ok) throw new Error("blob chunks were not stored");
    }
    return { version, note, chunks };
  }

  /** Adds to `op` the release of one reference to `content` (read as `entry`); when it was the
   * last, the content goes and a loose note for its chunks comes, answered for `dropChunks`. */
  function release(
    op: Deno.AtomicOperation,
    sha256: string,
    entry: Deno.KvEntryMaybe<Content>,
  ): { note: Deno.KvKey } & Loose | null {
    op.check(entry);
    if (!entry.value) return null;
    if (entry.value.refs > 1) {
      op.set(entry.key, { ...entry.value, refs: entry.value.refs - 1 });
      return null;
    }
    const loose = { sha256, version: entry.value.version };
    const note = looseChunksKey(newId(now()));
    op.delete(entry.key).set(note, loose);
    return { note, ...loose };
  }

  /** Deletes chunks no content points at, then their note. */
  async function dropChunks({ note, sha256, version }: { note: Deno.KvKey } & Loose) {
    await deleteListed(kv, { prefix: blobChunksPrefix(sha256, version) }, { batch: 100 });
    await kv.delete(note);
  }

  /** Removes the chunks of writers that died mid-way (and of deletions cut short). A note is
   * first moved to a fresh one, so a slow writer still holding it fails its final check and
   * writes its chunks again rather than publishing chunks being deleted. */
  async function cleanUpLoose() {
    const end = [...looseChunksPrefix, encodeTime(Math.max(0, now() - LOOSE_AGE_MS), 10)];
    const old = kv.list<Loose>({ start: looseChunksPrefix, end }, { limit: LOOSE_PER_WRITE });
    for await (const entry of old) {
      const note = looseChunksKey(newId(now()));
      const moved = await kv.atomic().check(entry).delete(entry.key).set(note, entry.value)
        .commit();
      if (moved.ok) await dropChunks({ note, ...entry.value });
    }
  }

  return {
    async put(key, bytes) {
      checkKey(key);
      const sha256 = await sha256Hex(bytes);
      let written: Awaited<ReturnType<typeof writeChunks>> | null = null;
      const { freed, usedWritten } = await retryAtomic(async () => {
        const [name, content] = await kv.getMany<[Name, Content]>([
          blobNameKey(key),
          blobContentKey(sha256),
        ]);
        if (name.value?.sha256 === sha256) return { value: { freed: null, usedWritten: false } };
        const op = kv.atomic().check(name, content)
          .set(name.key, { sha256, size: bytes.length } satisfies Name);
        let usedWritten = false;
        if (content.value) {
          // These bytes are stored already: one more key points at them.
          op.set(content.key, { ...content.value, refs: content.value.refs + 1 });
        } else {
          let note = written && await kv.get<Loose>(written.note);
          if (!written || !note?.value) {
            written = await writeChunks(sha256, bytes);
            note = await kv.get<Loose>(written.note);
          }
          const stored: Content = {
            version: written.version,
            size: bytes.length,
            chunks: written.chunks,
            refs: 1,
          };
          op.check(note).delete(note.key).set(content.key, stored);
          usedWritten = true;
        }
        const freed = name.value
          ? release(
            op,
            name.value.sha256,
            await kv.get<Content>(blobContentKey(name.value.sha256)),
          )
          : null;
        return { op, value: { freed, usedWritten } };
      }, { attempts: WRITE_ATTEMPTS });
      if (freed) await dropChunks(freed);
      // Another writer of the same bytes published first: ours are not needed.
      const mine = written as Awaited<ReturnType<typeof writeChunks>> | null;
      if (mine && !usedWritten) {
        await dropChunks({ note: mine.note, sha256, version: mine.version });
      }
      await cleanUpLoose();
    },

    async get(key) {
      checkKey(key);
      for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
        const name = (await kv.get<Name>(blobNameKey(key))).value;
        if (!name) return null;
        const content = (await kv.get<Content>(blobContentKey(name.sha256))).value;
        // Replaced or deleted between the two reads: read the name again.
        if (!content) continue;
        const out = new Uint8Array(content.size);
        let offset = 0;
        let count = 0;
        const prefix = blobChunksPrefix(name.sha256, content.version);
        for await (const chunk of kv.list<Uint8Array>({ prefix })) {
          if (offset + chunk.value.length > content.size) break;
          out.set(chunk.value, offset);
          offset += chunk.value.length;
          count++;
        }
        // Chunks of a version are written before it is published and deleted only after it is
        // unpublished: all of them are there, or the blob changed while we read (try again).
        if (count === content.chunks && offset === content.size) return out;
      }
      throw new Error(`blob ${key} kept changing while it was read`);
    },

    async delete(key) {
      checkKey(key);
      const freed = await retryAtomic(async () => {
        const name = await kv.get<Name>(blobNameKey(key));
        if (!name.value) return { value: null };
        const content = await kv.get<Content>(blobContentKey(name.value.sha256));
        const op = kv.atomic().check(name).delete(name.key);
        return { op, value: release(op, name.value.sha256, content) };
      }, { attempts: WRITE_ATTEMPTS });
      if (freed) await dropChunks(freed);
    },
  };
}
