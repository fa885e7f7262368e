import assert from "node:assert/strict";
import { newId } from "./ids.ts";
import { AppError } from "./errors.ts";
import { isCursor, listPage, listPageOf } from "./pagination.ts";

Deno.test("[kv] cursor pages walk a list without gaps or duplicates", async (t) => {
  const kv = await Deno.openKv(":memory:");
  const ids: string[] = [];
  for (let i = 0; i < 25; i++) {
    const id = newId();
    ids.push(id);
    await kv.set(["items", id], i);
  }
  // Another collection under a neighbouring prefix must never leak into pages.
  await kv.set(["items_other", "x"], -1);

  async function walk(limit: number, reverse: boolean) {
    const seen: number[] = [];
    const cursors: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listPage<number>>> = await listPage<number>(
        kv,
        { prefix: ["items"] },
        { limit, cursor, reverse },
      );
      assert.ok(page.values.length <= limit);
      seen.push(...page.values.map((e) => e.value));
      cursor = page.cursor;
      cursors.push(cursor);
    } while (cursor);
    return { seen, cursors };
  }

  await t.step("oldest first, pages of 10", async () => {
    const { seen, cursors } = await walk(10, false);
    assert.deepEqual(seen, [...Array(25).keys()]);
    assert.equal(cursors.length, 3);
  });

  await t.step("newest first", async () => {
    const { seen } = await walk(7, true);
    assert.deepEqual(seen, [...Array(25).keys()].reverse());
  });

  await t.step("an exact multiple ends without an empty page", async () => {
    const { cursors } = await walk(5, false);
    assert.equal(cursors.length, 5);
    assert.equal(cursors.at(-1), null);
  });

  await t.step("cursors are URL-safe tokens; other input is rejected", () => {
    assert.ok(isCursor("AmlkMDE="));
    assert.ok(isCursor("abc_-"));
    assert.equal(isCursor(""), false);
    assert.equal(isCursor("../etc"), false);
    assert.equal(isCursor("a b"), false);
  });

  await t.step("a client's bad cursor is a 400 naming the list to load again", async () => {
    const first = await listPage<number>(kv, { prefix: ["items"] }, { limit: 3 });
    const next = await listPageOf<number>(kv, { prefix: ["items"] }, {
      limit: 3,
      cursor: first.cursor,
    }, "the list");
    assert.deepEqual(next.values.map((e) => e.value), [3, 4, 5]);
    for (const cursor of ["../etc", "a b"]) {
      await assert.rejects(
        listPageOf(kv, { prefix: ["items"] }, { limit: 3, cursor }, "the comments"),
        (err) =>
          err instanceof AppError && err.code === "BAD_REQUEST" &&
          err.message === "The cursor is not valid. Load the comments again.",
      );
    }
  });
  kv.close();
});
