/** How a repeating task finds its next occurrence, in the student's calendar. */
import assert from "node:assert/strict";
import { localDay, localWeekday, nextOccurrence } from "./planner_rules.ts";

const at = (iso: string) => Date.parse(iso);

Deno.test("[planner] next occurrence of a repeating task", async (t) => {
  // Monday 24 Nov 2025, 18:00 in India (UTC+5:30).
  const monday = at("2025-11-24T12:30:00Z");
  const ist = 330;

  await t.step("a one-off task has none", () => {
    const task = { dueAt: monday, repeat: "none" as const, repeatDays: [], utcOffsetMinutes: ist };
    assert.equal(nextOccurrence(task, monday), null);
  });

  await t.step("daily: the next day at the same time", () => {
    const task = { dueAt: monday, repeat: "daily" as const, repeatDays: [], utcOffsetMinutes: ist };
    assert.equal(nextOccurrence(task, monday), at("2025-11-25T12:30:00Z"));
  });

  await t.step("weekly: the next chosen weekday, in the student's calendar", () => {
    const task = {
      dueAt: monday,
      repeat: "weekly" as const,
      repeatDays: [3, 5],
      utcOffsetMinutes: ist,
    };
    const next = nextOccurrence(task, monday)!;
    assert.equal(next, at("2025-11-26T12:30:00Z"));
    assert.equal(localWeekday(next, ist), 3);
  });

  await t.step("finished late: the first occurrence after now", () => {
    const task = { dueAt: monday, repeat: "daily" as const, repeatDays: [], utcOffsetMinutes: ist };
    assert.equal(nextOccurrence(task, at("2025-11-28T00:00:00Z")), at("2025-11-28T12:30:00Z"));
  });

  await t.step("a day is the student's own: 20:00 UTC is the next day in India", () => {
    assert.equal(localDay(at("2025-11-24T20:00:00Z"), ist), "2025-11-25");
    assert.equal(localDay(at("2025-11-24T20:00:00Z"), 0), "2025-11-24");
  });
});
