/**
 * One contract for both blob stores (files under a folder, chunks in KV): what is put comes back
 * whole, overwrites and deletes hold, equal bytes under two keys survive losing one, racing
 * writers and readers never see half a blob; then KV's own promises (equal bytes stored once, a
 * dead writer's chunks removed) and a picture uploaded over HTTP with BLOB_STORE=kv served back.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { PNG } from "pngjs";
import { newId } from "../../src/core/ids.ts";
import { attachmentBlobKey, type BlobStore, localBlobStore } from "../../src/uploads/blob_store.ts";
import { kvBlobStore } from "../../src/uploads/kv_blob_store.ts";
import { blobChunkKey, looseChunksKey } from "../../src/uploads/keys.ts";
import { stripMetadata } from "../../src/uploads/strip_metadata.ts";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { signUp } from "../helpers/users.ts";
import { uploadImages } from "../helpers/posts.ts";

/** A fresh key of the shape uploads get. */
function imageKey(ext = "png"): string {
  const hex = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (b) => b.toString(16).padStart(2, "0"),
  );
  return `${newId()}-${hex.join("")}.${ext}`;
}

/** `size` random bytes (random, so no store could keep them smaller). */
function randomBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(out.subarray(at, at + 65_536));
  return out;
}

type Opened = { store: BlobStore; close(): Promise<void> };

const stores: [string, () => Promise<Opened>][] = [
  ["disk", async () => {
    const dir = await Deno.makeTempDir({ prefix: "campus-blobs-" });
    return { store: localBlobStore(dir), close: () => Deno.remove(dir, { recursive: true }) };
  }],
  ["kv", async () => {
    const kv = await Deno.openKv(":memory:");
    return { store: kvBlobStore(kv), close: () => Promise.resolve(kv.close()) };
  }],
];

for (const [name, open] of stores) {
  Deno.test(`[blobs] the ${name} store keeps the blob store contract`, async (t) => {
    const { store, close } = await open();
    try {
      await t.step("what is put comes back; a deleted key answers null", async () => {
        const key = imageKey("jpg");
        const bytes = randomBytes(1_000);
        await store.put(key, bytes);
        assert.deepEqual(await store.get(key), bytes);
        await store.delete(key);
        assert.equal(await store.get(key), null);
      });

      await t.step("a key never stored answers null and deletes quietly", async () => {
        const key = imageKey();
        assert.equal(await store.get(key), null);
        await store.delete(key);
      });

      await t.step("an empty blob and a report attachment are stored too", async () => {
        const empty = imageKey("gif");
        await store.put(empty, new Uint8Array(0));
        assert.deepEqual(await store.get(empty), new Uint8Array(0));
        const attachment = attachmentBlobKey(newId());
        await store.put(attachment, randomBytes(70_000));
        assert.equal((await store.get(attachment))?.length, 70_000);
        await store.delete(empty);
        await store.delete(attachment);
      });

      await t.step("a second put replaces the first", async () => {
        const key = imageKey();
        await store.put(key, randomBytes(130_000));
        const second = randomBytes(2_000);
        await store.put(key, second);
        assert.deepEqual(await store.get(key), second);
        await store.put(key, second);
        assert.deepEqual(
          await store.get(key),
          second,
          "putting the same bytes again changes nothing",
        );
        await store.delete(key);
        assert.equal(await store.get(key), null);
      });

      await t.step("equal bytes under two keys: deleting one keeps the other", async () => {
        const [a, b] = [imageKey(), imageKey()];
        const bytes = randomBytes(200_000);
        await store.put(a, bytes);
        await store.put(b, bytes.slice());
        await store.delete(a);
        assert.equal(await store.get(a), null);
        assert.deepEqual(await store.get(b), bytes);
        // Overwriting the survivor with other bytes frees the shared ones for good.
        const other = randomBytes(10);
        await store.put(b, other);
        assert.deepEqual(await store.get(b), other);
        await store.delete(b);
        assert.equal(await store.get(b), null);
      });

      await t.step("a 5 MB blob comes back byte for byte", async () => {
        const key = imageKey("webp");
        const bytes = randomBytes(5 * 1024 * 1024);
        await store.put(key, bytes);
        const back = await store.get(key);
        assert.equal(back?.length, bytes.length);
        assert.ok(Buffer.from(back!).equals(Buffer.from(bytes)), "the bytes differ");
        await store.delete(key);
      });

      await t.step("keys that are not ours are refused", async () => {
        for (const bad of ["../kv.sqlite3", "x.jpg", `${newId()}-0000000000000000.exe`, ""]) {
          await assert.rejects(store.put(bad, new Uint8Array(1)), /not a blob key/, bad);
          await assert.rejects(store.get(bad), /not a blob key/, bad);
          await assert.rejects(store.delete(bad), /not a blob key/, bad);
        }
      });

      await t.step("uploads of the same bytes racing a delete of them all land", async () => {
        const bytes = randomBytes(150_000);
        for (let round = 0; round < 10; round++) {
          const [old, x, y] = [imageKey(), imageKey(), imageKey()];
          await store.put(old, bytes);
          await Promise.all([store.put(x, bytes), store.delete(old), store.put(y, bytes)]);
          assert.deepEqual(await store.get(x), bytes, `round ${round}: x`);
          assert.deepEqual(await store.get(y), bytes, `round ${round}: y`);
          assert.equal(await store.get(old), null);
          await Promise.all([store.delete(x), store.delete(y)]);
          assert.equal(await store.get(x), null);
        }
      });

      await t.step("a reader during overwrites sees one whole blob or the other", async () => {
        const key = imageKey();
        const [first, second] = [randomBytes(400_000), randomBytes(300_000)];
        await store.put(key, first);
        let writing = true;
        const writer = (async () => {
          for (let i = 0; i < 10; i++) await store.put(key, i % 2 ? first : second);
          writing = false;
        })();
        let reads = 0;
        while (writing) {
          const back = Buffer.from((await store.get(key))!);
          assert.ok(
            back.equals(Buffer.from(first)) || back.equals(Buffer.from(second)),
            "a mixed blob",
          );
          reads++;
        }
        await writer;
        assert.ok(reads > 0);
        await store.delete(key);
      });
    } finally {
      await close();
    }
  });
}

/** Every key under `prefix` in `kv`. */
async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvKey[]> {
  const keys = [];
  for await (const e of kv.list({ prefix })) keys.push(e.key);
  return keys;
}

Deno.test("[blobs] KV stores equal bytes once and leaves nothing behind", async (t) => {
  const kv = await Deno.openKv(":memory:");
  let now = Date.now();
  const store = kvBlobStore(kv, { now: () => now });
  try {
    await t.step("the same picture under two keys costs its chunks once", async () => {
      const bytes = randomBytes(200_000); // 4 chunks of at most 60 KB
      const [a, b] = [imageKey(), imageKey()];
      await store.put(a, bytes);
      await store.put(b, bytes);
      assert.equal((await keysUnder(kv, ["blob_chunks"])).length, 4);
      assert.equal((await keysUnder(kv, ["blob_content"])).length, 1);
      await store.delete(a);
      await store.delete(b);
      for (const prefix of [["blob_chunks"], ["blob_content"], ["blob_names"], ["blob_loose"]]) {
        assert.deepEqual(await keysUnder(kv, prefix), [], `${prefix} left behind`);
      }
    });

    await t.step("a writer that died mid-way has its chunks removed by a later write", async () => {
      // What a crash after the first chunk leaves: the note and one chunk, never published.
      const version = newId(now);
      await kv.set(looseChunksKey(version), { sha256: "ab".repeat(32), version });
      await kv.set(blobChunkKey("ab".repeat(32), version, 0), randomBytes(60_000));
      const key = imageKey();
      await store.put(key, randomBytes(10));
      assert.equal((await keysUnder(kv, ["blob_loose"])).length, 1, "a young note is left alone");
      now += 11 * 60_000;
      await store.put(key, randomBytes(20));
      assert.deepEqual(await keysUnder(kv, ["blob_loose"]), []);
      assert.equal((await keysUnder(kv, ["blob_chunks"])).length, 1, "only the live blob's chunk");
      assert.equal((await store.get(key))?.length, 20);
    });
  } finally {
    kv.close();
  }
});

/** A `size`×`size` PNG of noise: hundreds of KB that no compression shrinks, so several chunks. */
function noisyPng(size: number): Uint8Array {
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(randomBytes(size * size * 4).map((v, i) => (i % 4 === 3 ? 255 : v)));
  return new Uint8Array(PNG.sync.write(png));
}

Deno.test("[blobs] with BLOB_STORE=kv an uploaded picture is served back byte for byte", async () => {
  const smtp = await startSmtpSink();
  const server = await startServer({ env: { SMTP_URL: smtp.url, BLOB_STORE: "kv" } });
  try {
    const { client } = await signUp(server, smtp);
    const original = noisyPng(300);
    assert.ok(original.length > 250_000, `only ${original.length} bytes`);
    const [url] = await uploadImages(client, 1, original);
    const res = await fetch(`${server.url}${url}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/png");
    const served = new Uint8Array(await res.arrayBuffer());
    assert.ok(Buffer.from(served).equals(Buffer.from(stripMetadata(original, "image/png"))));
    // Kept in KV, not in a folder.
    assert.ok((await keysUnder(server.kv, ["blob_chunks"])).length >= 5);
  } finally {
    await server.close();
    await smtp.close();
  }
});
