import assert from "node:assert/strict";
import { AppError } from "./errors.ts";
import {
  DEFAULT_CONFLICT_MESSAGE,
  deleteListed,
  getExisting,
  getManyBatched,
  retryAtomic,
  updateValue,
} from "./kv.ts";

/** Adds one to the number at `key` with a versionstamp check, as a service would. */
async function increment(kv: Deno.Kv, key: Deno.KvKey) {
  const entry = await kv.get<number>(key);
  return { entry, op: kv.atomic().check(entry).set(key, (entry.value ?? 0) + 1) };
}

Deno.test("[kv] retryAtomic reads again and retries when a check loses", async (t) => {
  const kv = await Deno.openKv(":memory:");
  const key = ["counter"];

  await t.step("a write that loses its check is decided again from a fresh read", async () => {
    await kv.set(key, 0);
    let attempts = 0;
    const value = await retryAtomic(async () => {
      attempts++;
      const { entry, op } = await increment(kv, key);
      // A concurrent writer lands between our read and our commit, twice.
      if (attempts <= 2) await kv.set(key, (entry.value ?? 0) + 10);
      return { op, value: entry.value };
    }, { attempts: 5 });
    assert.equal(attempts, 3);
    assert.equal(value, 20, "the answer comes from the attempt that committed");
    assert.equal((await kv.get(key)).value, 21);
  });

  await t.step("an attempt without a write answers at once", async () => {
    let attempts = 0;
    const value = await retryAtomic(() => (attempts++, { value: "nothing to do" }), {
      attempts: 5,
    });
    assert.equal(value, "nothing to do");
    assert.equal(attempts, 1);
  });

  await t.step("after the last lost attempt: CONFLICT with the caller's sentence", async () => {
    let attempts = 0;
    const lose = async () => {
      attempts++;
      const { op } = await increment(kv, key);
      await kv.set(key, -1);
      return { op, value: null };
    };
    await assert.rejects(
      retryAtomic(lose, { attempts: 3, message: "This post changed elsewhere." }),
      (err) =>
        err instanceof AppError && err.code === "CONFLICT" &&
        err.message === "This post changed elsewhere.",
    );
    assert.equal(attempts, 3);
    await assert.rejects(
      retryAtomic(lose, { attempts: 1 }),
      (err) => err instanceof AppError && err.message === DEFAULT_CONFLICT_MESSAGE,
    );
  });

  await t.step("exhausted answers instead of throwing", async () => {
    const value = await retryAtomic(async () => {
      const { op } = await increment(kv, key);
      await kv.set(key, -1);
      return { op, value: "written" };
    }, { attempts: 2, exhausted: () => "refused" });
    assert.equal(value, "refused");
  });

  await t.step("onConflict runs after each lost check and may throw its own error", async () => {
    let conflicts = 0;
    await assert.rejects(
      retryAtomic(async () => {
        const { op } = await increment(kv, key);
        await kv.set(key, -1);
        return {
          op,
          value: null,
          onConflict: () => {
            if (++conflicts === 2) throw new AppError("CONFLICT", "That username is taken.");
          },
        };
      }, { attempts: 5 }),
      (err) => err instanceof AppError && err.message === "That username is taken.",
    );
    assert.equal(conflicts, 2);
  });

  await t.step("an error thrown by an attempt ends the loop", async () => {
    let attempts = 0;
    await assert.rejects(
      retryAtomic(() => {
        attempts++;
        throw new AppError("NOT_FOUND", "Post not found.");
      }, { attempts: 5 }),
      (err) => err instanceof AppError && err.code === "NOT_FOUND",
    );
    assert.equal(attempts, 1);
  });

  kv.close();
});

Deno.test("[kv] updateValue rewrites one value from its latest state", async (t) => {
  const kv = await Deno.openKv(":memory:");
  const key = ["post", "1"];
  await kv.set(key, { title: "a", edits: 0 });

  await t.step("a change that lost a race is made again on the new value", async () => {
    let calls = 0;
    const next = await updateValue<{ title: string; edits: number }>(kv, key, async (post) => {
      if (calls++ === 0) await kv.set(key, { title: "b", edits: 1 });
      return { ...post!, edits: post!.edits + 1 };
    }, { attempts: 5 });
    assert.equal(calls, 2);
    assert.deepEqual(next, { title: "b", edits: 2 });
    assert.deepEqual((await kv.get(key)).value, next);
  });

  await t.step("a missing value reaches the change as null, which may refuse", async () => {
    await assert.rejects(
      updateValue(kv, ["post", "2"], (post) => {
        if (!post) throw new AppError("NOT_FOUND", "Post not found.");
        return post;
      }, { attempts: 5 }),
      (err) => err instanceof AppError && err.code === "NOT_FOUND",
    );
  });

  kv.close();
});

Deno.test("[kv] getManyBatched reads any number of keys in order", async (t) => {
  const kv = await Deno.openKv(":memory:");
  for (let i = 0; i < 25; i++) if (i % 3 !== 0) await kv.set(["n", i], i);

  await t.step("25 keys: three calls, entries in the keys' order, missing ones null", async () => {
    let calls = 0;
    const counting = new Proxy(kv, {
      get(target, prop) {
        if (prop === "getMany") {
          return (keys: Deno.KvKey[]) => {
            calls++;
            assert.ok(keys.length <= 10);
            return target.getMany(keys);
          };
        }
        const v = Reflect.get(target, prop);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    const keys = Array.from({ length: 25 }, (_, i) => ["n", 24 - i]);
    const entries = await getManyBatched<number>(counting, keys);
    assert.equal(calls, 3);
    assert.deepEqual(entries.map((e) => e.key), keys);
    assert.deepEqual(
      entries.map((e) => e.value),
      keys.map(([, i]) => ((i as number) % 3 === 0 ? null : i)),
    );
  });

  await t.step("no keys: no call, no entries", async () => {
    assert.deepEqual(await getManyBatched(kv, []), []);
  });

  await t.step("getExisting keeps the values that exist, in the keys' order", async () => {
    const keys = Array.from({ length: 12 }, (_, i) => ["n", 11 - i]);
    assert.deepEqual(await getExisting(kv, keys), [11, 10, 8, 7, 5, 4, 2, 1]);
  });

  kv.close();
});

Deno.test("[kv] deleteListed removes a listed range in batches", async () => {
  const kv = await Deno.openKv(":memory:");
  for (let i = 0; i < 12; i++) await kv.set(["doomed", i], i);
  await kv.set(["kept", 0], 0);
  await deleteListed(kv, { prefix: ["doomed"] }, { batch: 5, where: (key) => key[1] !== 7 });
  const left = await Array.fromAsync(kv.list({ prefix: [] }), (e) => e.key);
  assert.deepEqual(left, [["doomed", 7], ["kept", 0]]);
  kv.close();
});
