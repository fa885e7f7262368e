import assert from "node:assert/strict";
import { decodeTime, encodeTime } from "ulid";
import { isId } from "../shared/ids.ts";
import { newId } from "./ids.ts";

Deno.test("[ids] ULIDs sort in creation order, also within one millisecond", () => {
  const ids = Array.from({ length: 1000 }, () => newId());
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
});

Deno.test("[ids] isId accepts ULIDs only", () => {
  assert.ok(isId(newId()));
  assert.equal(isId("01HZZZZZZZZZZZZZZZZZZZZZZ"), false);
  assert.equal(isId("01HZZZZZZZZZZZZZZZZZZZZZZI"), false);
  assert.equal(isId("../../etc/passwd"), false);
  assert.equal(isId(""), false);
});

Deno.test("[ids] an id made with a clock carries that time", () => {
  const now = Date.now();
  const id = newId(now + 5000);
  assert.equal(decodeTime(id), now + 5000);
  assert.equal(encodeTime(now + 5000), id.slice(0, 10));
});

Deno.test("[ids] the random part differs from one millisecond to the next", () => {
  const start = Date.now();
  // Each id in its own millisecond: the random part is drawn anew, not counted up.
  const randoms = Array.from({ length: 5000 }, (_, i) => newId(start + 10_000 + i).slice(10));
  assert.equal(new Set(randoms).size, randoms.length);
  // Every character of the alphabet turns up in every position of the random part.
  for (let at = 0; at < 16; at++) {
    assert.equal(new Set(randoms.map((r) => r[at])).size, 32, `position ${at}`);
  }
});
