import assert from "node:assert/strict";
import { forgetCounts, readCounts } from "./counts.ts";
import { postStatKey } from "./keys.ts";

const like = (kv: Deno.Kv, postId: string) =>
  kv.atomic().sum(postStatKey(postId, "likes"), 1n).commit();

Deno.test("[post counts] read lately, believed until a write here forgets them", async (t) => {
  using kv = await Deno.openKv(":memory:");
  await kv.atomic()
    .sum(postStatKey("p1", "likes"), 3n)
    .sum(postStatKey("p1", "comments"), 2n)
    .sum(postStatKey("p2", "shares"), 1n)
    .commit();

  await t.step("counts come in the order asked, absent counters as 0", async () => {
    assert.deepEqual(await readCounts(kv, ["p2", "p1", "p3", "p1"]), [
      { likes: 0, comments: 0, shares: 1 },
      { likes: 3, comments: 2, shares: 0 },
      { likes: 0, comments: 0, shares: 0 },
      { likes: 3, comments: 2, shares: 0 },
    ]);
  });

  await t.step("a change written elsewhere is not read again at once", async () => {
    await like(kv, "p1");
    assert.equal((await readCounts(kv, ["p1"]))[0].likes, 3);
  });

  await t.step("a write here forgets the post's counts, so its own change shows", async () => {
    forgetCounts(kv, "p1");
    assert.equal((await readCounts(kv, ["p1"]))[0].likes, 4);
  });

  await t.step("a read begun before a forgetting does not hold what it read", async () => {
    forgetCounts(kv, "p2");
    const before = readCounts(kv, ["p2"]);
    // A write here lands while that read is under way: what it read may be older than the write.
    forgetCounts(kv, "p2");
    assert.equal((await before)[0].shares, 1);
    await kv.atomic().sum(postStatKey("p2", "shares"), 1n).commit();
    assert.equal((await readCounts(kv, ["p2"]))[0].shares, 2);
  });

  await t.step("each store holds its own", async () => {
    using other = await Deno.openKv(":memory:");
    assert.equal((await readCounts(other, ["p1"]))[0].likes, 0);
  });
});
