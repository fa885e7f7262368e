/** The typing pace: honest typing always passes, a flood is cut to the burst and told once. */
import assert from "node:assert/strict";
import { TYPING_BURST, TypingPace } from "./typing_pace.ts";

Deno.test("[chat] typing pace", async (t) => {
  let now = 0;
  const pace = new TypingPace(() => now);

  await t.step("a start every second with a stop between always passes", () => {
    for (let i = 0; i < 100; i++) {
      assert.equal(pace.judge("u", "c", true), "deliver");
      now += 400;
      assert.equal(pace.judge("u", "c", false), "deliver");
      now += 600;
    }
  });

  await t.step("a flood passes the burst, tells once, then drops", () => {
    now += 10_000;
    const verdicts = Array.from({ length: 50 }, () => pace.judge("u", "c", true));
    assert.deepEqual(verdicts.slice(0, TYPING_BURST), Array(TYPING_BURST).fill("deliver"));
    assert.deepEqual(verdicts[TYPING_BURST], { tell: 1000 });
    assert.ok(verdicts.slice(TYPING_BURST + 1).every((v) => v === "drop"));
    assert.equal(pace.judge("u", "c", false), "deliver", "the stop after them passes");
    assert.equal(pace.judge("u", "c", false), "drop", "a second stop changes nothing");
  });

  await t.step("each student and chat has its own pace; the next stretch is told again", () => {
    assert.equal(pace.judge("other", "c", true), "deliver");
    assert.equal(pace.judge("u", "d", true), "deliver");
    now += 1000;
    assert.equal(pace.judge("u", "c", true), "deliver");
    assert.deepEqual(pace.judge("u", "c", true), { tell: 1000 });
  });
});
