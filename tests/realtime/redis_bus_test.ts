/**
 * The Redis bus against a real redis-server: each message reaches every subscriber of every
 * instance exactly once, locally even while Redis is down, and an outage's end is announced so
 * sockets catch up.
 */
import assert from "node:assert/strict";
import { createLogger } from "../../src/core/log.ts";
import type { BusMessage } from "../../src/realtime/bus.ts";
import { type RedisBus, redisBus } from "../../src/realtime/redis_bus.ts";
import { hasRedis, startRedis } from "../helpers/redis.ts";

const logger = createLogger("error");

async function until(test: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const user = (frame: string): BusMessage => ({ kind: "user", userId: "u1", frame });

Deno.test({
  name: "[realtime] the Redis bus delivers once everywhere and announces the end of an outage",
  ignore: !hasRedis(),
  fn: async (t) => {
    const redis = await startRedis();
    const one = redisBus(redis.url, { logger });
    const two = redisBus(redis.url, { logger });
    const got = { one: [] as string[], two: [] as string[] };
    one.subscribe((m) => m.kind === "user" && got.one.push(m.frame));
    two.subscribe((m) => m.kind === "user" && got.two.push(m.frame));
    let gaps = 0;
    two.onGap(() => gaps++);
    let gapsOfOne = 0;
    one.onGap(() => gapsOfOne++);
    try {
      await t.step(
        "every subscriber of every instance gets each message exactly once",
        async () => {
          // Until both links are up, a message may not reach the other instance.
          await until(() => {
            one.publish(user("probe 1"));
            two.publish(user("probe 2"));
            return got.two.includes("probe 1") && got.one.includes("probe 2");
          }, "both instances connected");
          await new Promise((r) => setTimeout(r, 100));
          got.one.length = got.two.length = 0;
          for (let i = 0; i < 50; i++) (i % 2 ? two : one).publish(user(`m${i}`));
          const all = Array.from({ length: 50 }, (_, i) => `m${i}`);
          await until(() => got.one.length === 50 && got.two.length === 50, "50 each");
          await new Promise((r) => setTimeout(r, 100));
          assert.deepEqual([...got.one].sort(), [...all].sort());
          assert.deepEqual([...got.two].sort(), [...all].sort());
          // One publisher's messages keep their order on the other instance.
          const fromOne = got.two.filter((f) => Number(f.slice(1)) % 2 === 0);
          assert.deepEqual(fromOne, all.filter((_, i) => i % 2 === 0));
        },
      );

      await t.step("while Redis is down, local subscribers still get messages", async () => {
        await redis.kill();
        got.one.length = got.two.length = 0;
        two.publish(user("alone"));
        assert.deepEqual(got.two, ["alone"]);
        assert.deepEqual(got.one, []);
      });

      await t.step("when Redis is back, the instances reconnect and say so", async () => {
        await redis.restart();
        // Both lost the subscription. The second's notice that "alone" was dropped reaches the
        // first only if it is subscribed again by then; its own gap covers it otherwise.
        await until(() => gaps >= 1 && gapsOfOne >= 1, "gaps announced");
        got.one.length = got.two.length = 0;
        await until(() => {
          one.publish(user("again"));
          return got.two.includes("again");
        }, "delivery across instances again");
      });
    } finally {
      await one.close();
      await two.close();
      await redis.stop();
    }
  },
});

Deno.test({
  name: "[realtime] an instance's first connection to Redis is treated as the end of an outage",
  ignore: !hasRedis(),
  fn: async (t) => {
    const redis = await startRedis();
    const buses: RedisBus[] = [];
    try {
      await t.step(
        "an instance that started before Redis answered catches up once it is subscribed",
        async () => {
          await redis.kill();
          const early = redisBus(redis.url, { logger });
          buses.push(early);
          let gaps = 0;
          early.onGap(() => gaps++);
          await new Promise((r) => setTimeout(r, 300));
          assert.equal(gaps, 0, "nothing to catch up from while Redis is still away");
          await redis.restart();
          await until(() => gaps === 1, "a catch-up after the first subscription");
        },
      );

      await t.step(
        "a message published before the publisher's first connection is announced to others",
        async () => {
          const listener = redisBus(redis.url, { logger });
          buses.push(listener);
          let gaps = 0;
          listener.onGap(() => gaps++);
          // Its own first subscription announces itself once; count from there.
          await until(() => gaps === 1, "the listener subscribed");
          const late = redisBus(redis.url, { logger });
          buses.push(late);
          const got: string[] = [];
          listener.subscribe((m) => m.kind === "user" && got.push(m.frame));
          // A publish straight after start can never have reached Redis yet.
          late.publish(user("too early"));
          await until(() => gaps === 2, "the other instance told of the dropped message");
          assert.deepEqual(got, [], "the dropped message itself never travelled");
        },
      );
    } finally {
      for (const bus of buses) await bus.close();
      await redis.stop();
    }
  },
});
