/** The outbox worker: a task that cannot be applied never holds back the ones behind it. */
import assert from "node:assert/strict";
import { createLogger } from "../core/log.ts";
import { followingKey } from "../follow/keys.ts";
import { outboxPrefix, setAsideKey, standingKey } from "./keys.ts";
import { recordTrending, type TrendingTask } from "./outbox.ts";
import { TrendingWorker } from "./worker.ts";

Deno.test("a task that keeps failing is set aside and the rest are applied", async () => {
  const kv = await Deno.openKv(":memory:");
  const worker = new TrendingWorker(kv, createLogger("silent"), { retryMs: 5 });
  try {
    const now = Date.now();
    // An id that is not a valid key part makes every attempt at this task throw.
    const broken = { kind: "like", postId: {}, userId: "x" } as unknown as TrendingTask;
    await recordTrending(kv.atomic(), broken, now).commit();
    await recordTrending(kv.atomic().set(followingKey("a", "b"), now), {
      kind: "follow",
      followerId: "a",
      followeeId: "b",
    }, now).commit();
    worker.start();
    await worker.idle();
    assert.notEqual((await kv.get(standingKey("profiles", "b"))).value, null);

    let left = 1;
    for (let i = 0; i < 200 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
      left = (await Array.fromAsync(kv.list({ prefix: outboxPrefix }))).length;
    }
    assert.equal(left, 0, "the broken task left the outbox");
    const aside = await Array.fromAsync(kv.list({ prefix: setAsideKey("").slice(0, 1) }));
    assert.equal(aside.length, 1);
    assert.deepEqual((aside[0].value as { task: unknown }).task, broken);
  } finally {
    await worker.stop();
    kv.close();
  }
});
