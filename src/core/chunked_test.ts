import assert from "node:assert/strict";
import { CHUNK_BYTES, deleteChunked, getChunked, setChunked } from "./chunked.ts";

function randomBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(out.subarray(i, i + 65536));
  return out;
}

async function countChunks(kv: Deno.Kv, key: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: ["chunks", ...key] })) n++;
  return n;
}

Deno.test("[kv] chunked values", async (t) => {
  const kv = await Deno.openKv(":memory:");

  await t.step("a 1 MiB value is stored and read back byte for byte", async () => {
    const value = randomBytes(1024 * 1024);
    await setChunked(kv, ["doc", "big"], value);
    assert.deepEqual(await getChunked(kv, ["doc", "big"]), value);
    assert.equal(await countChunks(kv, ["doc", "big"]), Math.ceil(value.length / CHUNK_BYTES));
  });

  await t.step("small values live in the head, with no chunk keys", async () => {
    const value = new TextEncoder().encode("hello");
    await setChunked(kv, ["doc", "small"], value);
    assert.deepEqual(await getChunked(kv, ["doc", "small"]), value);
    assert.equal(await countChunks(kv, ["doc", "small"]), 0);
  });

  await t.step("overwriting replaces the value and removes the old chunks", async () => {
    const second = randomBytes(300_000);
    await setChunked(kv, ["doc", "big"], second);
    assert.deepEqual(await getChunked(kv, ["doc", "big"]), second);
    assert.equal(await countChunks(kv, ["doc", "big"]), Math.ceil(second.length / CHUNK_BYTES));
  });

  await t.step("a missing key reads as null; delete removes head and chunks", async () => {
    assert.equal(await getChunked(kv, ["doc", "none"]), null);
    await deleteChunked(kv, ["doc", "big"]);
    assert.equal(await getChunked(kv, ["doc", "big"]), null);
    assert.equal(await countChunks(kv, ["doc", "big"]), 0);
  });

  await t.step("racing writers leave exactly one intact value", async () => {
    const values = Array.from({ length: 4 }, () => randomBytes(200_000));
    await Promise.all(values.map((v) => setChunked(kv, ["doc", "race"], v)));
    const read = await getChunked(kv, ["doc", "race"]);
    assert.ok(
      values.some((v) =>
        read !== null && v.length === read.length && v.every((b, i) => b === read[i])
      ),
    );
    assert.equal(await countChunks(kv, ["doc", "race"]), Math.ceil(200_000 / CHUNK_BYTES));
  });

  await t.step("a reader during a rewrite sees the old or the new value, never a mix", async () => {
    const a = randomBytes(400_000).fill(1);
    const b = randomBytes(400_000).fill(2);
    await setChunked(kv, ["doc", "swap"], a);
    const writes = (async () => {
      for (let i = 0; i < 6; i++) await setChunked(kv, ["doc", "swap"], i % 2 ? a : b);
    })();
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const v = (await getChunked(kv, ["doc", "swap"]))!;
      assert.ok(v.every((x) => x === v[0]), "a read mixed two versions");
      seen.add(v[0]);
    }
    await writes;
    assert.ok(seen.size >= 1);
  });

  kv.close();
});

Deno.test("[kv] a writer killed between chunks leaves the old value readable", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/kv.sqlite3`;
  const kv = await Deno.openKv(path);
  const old = new Uint8Array(500_000).fill(7);
  await setChunked(kv, ["room", "r1"], old);
  kv.close();

  // A real process writes a 2 MB value and is killed with SIGKILL after its first batch.
  const script = `
    import { setChunked } from ${JSON.stringify(new URL("./chunked.ts", import.meta.url).href)};
    const kv = await Deno.openKv(${JSON.stringify(path)});
    await setChunked(kv, ["room", "r1"], new Uint8Array(2_000_000).fill(9), {
      afterBatch: async (written) => {
        console.log("written " + written);
        await new Promise((r) => setTimeout(r, 60_000));
      },
    });
  `;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", "--unstable-kv", script],
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!out.includes("written")) {
    const { value, done } = await reader.read();
    if (done) break;
    out += value;
  }
  child.kill("SIGKILL");
  await child.status;
  await reader.cancel();
  assert.match(out, /written 10/, "the writer should have crashed after one batch of chunks");

  const after = await Deno.openKv(path);
  assert.deepEqual(await getChunked(after, ["room", "r1"]), old);
  // The next write succeeds and its value is read back whole.
  const next = new Uint8Array(700_000).fill(3);
  await setChunked(after, ["room", "r1"], next);
  assert.deepEqual(await getChunked(after, ["room", "r1"]), next);
  after.close();
  await Deno.remove(dir, { recursive: true });
});

Deno.test("[kv] chunks orphaned by a crash are removed by a later write once old", async () => {
  const kv = await Deno.openKv(":memory:");
  // Ids are monotonic per process, so the simulated times must lie ahead of any id made so far.
  const start = Date.now() + 86_400_000;
  // An interrupted write: its chunks exist but its head never did.
  await setChunked(kv, ["doc", "o"], new Uint8Array(200_000), {
    now: start,
    afterBatch: () => {
      throw new Error("crash");
    },
  }).catch(() => {});
  assert.equal(await countChunks(kv, ["doc", "o"]), 4);
  assert.equal(await getChunked(kv, ["doc", "o"]), null);
  // A write soon after keeps them (the writer might still be alive); one much later removes them.
  await setChunked(kv, ["doc", "o"], new Uint8Array(100_000), { now: start + 1000 });
  assert.equal(await countChunks(kv, ["doc", "o"]), 4 + 2);
  await setChunked(kv, ["doc", "o"], new Uint8Array(100_000), { now: start + 3_600_000 });
  assert.equal(await countChunks(kv, ["doc", "o"]), 2);
  kv.close();
});
