/** The operators' functions and `deno task feedback`'s commands, on a `:memory:` KV. */
import assert from "node:assert/strict";
import { manualClock } from "../core/clock.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { formatItems, runFeedbackCommand } from "../tools/feedback.ts";
import { listForOperators, parseStatus, setHidden, setStatus } from "./moderation.ts";
import { createFeedback, listFeedback } from "./service.ts";

const visitor = { userId: null, clientIp: "10.0.0.1" };

async function setup() {
  const kv = await Deno.openKv(":memory:");
  const clock = manualClock(Date.UTC(2026, 4, 1, 9, 30));
  const deps = { kv, clock };
  const quick = await createFeedback({ kv, clock }, visitor, {
    type: "quick",
    name: "Priya",
    role: "CSE, 3rd year",
    text: "The notes\nhelped a lot, ".repeat(5),
    rating: 4,
  });
  clock.advance(60_000);
  const report = await createFeedback(deps, visitor, {
    type: "technical",
    name: "Arjun",
    role: "ECE, 2nd year",
    deviceInfo: "Android 14, Chrome",
    severity: "High",
    issues: "",
    featureRequest: "Dark mode for the editor",
    nonFunctional: "",
    generalFeedback: "",
    attachments: [],
  });
  return { kv, deps, quickId: quick._id, reportId: report._id };
}

/** Captures what a command prints. */
function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

Deno.test("[feedback] operators list, hide, show and set a report's status", async (t) => {
  const { kv, quickId, reportId } = await setup();

  await t.step("list: newest first, both types, hidden ones included", async () => {
    assert.deepEqual((await listForOperators(kv)).map((i) => i._id), [reportId, quickId]);
    assert.deepEqual((await listForOperators(kv, { type: "quick" })).map((i) => i._id), [quickId]);
    assert.equal((await listForOperators(kv, { limit: 1 })).length, 1);
  });

  await t.step("hide leaves the item out of the public list; show brings it back", async () => {
    const hidden = await setHidden(kv, quickId, true);
    assert.equal(hidden.hidden, true);
    assert.deepEqual((await listFeedback({ kv }, { type: "quick", limit: 10 })).feedback, []);
    assert.equal((await listForOperators(kv, { type: "quick" }))[0].hidden, true);
    // Hiding twice changes nothing.
    assert.equal((await setHidden(kv, quickId, true)).hidden, true);
    await setHidden(kv, quickId, false);
    const shown = (await listFeedback({ kv }, { type: "quick", limit: 10 })).feedback;
    assert.deepEqual(shown.map((i) => i._id), [quickId]);
  });

  await t.step("status: any spelling of a known status; reports only", async () => {
    assert.equal(parseStatus("in-review"), "In Review");
    assert.equal(parseStatus("RESOLVED"), "Resolved");
    assert.equal(parseStatus("done"), null);
    const changed = await setStatus(kv, reportId, "in review");
    assert.equal(changed.type === "technical" && changed.status, "In Review");
    const listed = (await listFeedback({ kv }, { type: "technical", limit: 10 })).feedback[0];
    assert.equal("status" in listed && listed.status, "In Review");
    await assert.rejects(() => setStatus(kv, reportId, "done"), {
      message: '"done" is not a status. Use one of: Pending, In Review, Resolved, Closed.',
    });
    await assert.rejects(() => setStatus(kv, quickId, "Closed"), {
      message: `${quickId} is a quick feedback; only reports have a status.`,
    });
  });

  await t.step("an unknown or malformed id is NOT_FOUND", async () => {
    for (const id of [newId(), "nope"]) {
      await assert.rejects(() => setHidden(kv, id, true), (err) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.code, "NOT_FOUND");
        assert.equal(err.message, `No feedback item has the id ${id}.`);
        return true;
      });
    }
  });

  kv.close();
});

Deno.test("[feedback] deno task feedback's commands and exit codes", async (t) => {
  const { kv, quickId, reportId } = await setup();

  await t.step("list prints a header and one padded line per item", async () => {
    const { lines, out } = capture();
    assert.equal(await runFeedbackCommand(kv, ["list"], out), 0);
    const [header, first, second] = lines.log;
    assert.match(header, /^id +type +date \(UTC\) +status +hidden +name +text$/);
    assert.match(
      first,
      new RegExp(
        `^${reportId} +technical +2026-05-01 09:31 +Pending +shown +Arjun +Dark mode for the editor$`,
      ),
    );
    // Quick feedback has no status; its text is cut at 60 characters, on one line.
    assert.match(
      second,
      new RegExp(`^${quickId} +quick +2026-05-01 09:30 +- +shown +Priya +The notes helped`),
    );
    assert.ok(second.endsWith("…"));
    assert.equal(second.split("  ").at(-1)!.length, 61);
  });

  await t.step("hide, show and status answer 0 and say what the item is now", async () => {
    const { lines, out } = capture();
    assert.equal(await runFeedbackCommand(kv, ["hide", quickId], out), 0);
    assert.equal(await runFeedbackCommand(kv, ["status", reportId, "Closed"], out), 0);
    assert.deepEqual(lines.log, [
      `${quickId} (quick) is hidden`,
      `${reportId} (technical) is shown, status Closed`,
    ]);
    const listed = capture();
    await runFeedbackCommand(kv, ["list", "--type", "quick"], listed.out);
    assert.equal(listed.lines.log.length, 2);
    assert.match(listed.lines.log[1], / hidden /);
    assert.equal(await runFeedbackCommand(kv, ["show", quickId], out), 0);
  });

  await t.step("refusals answer 1, wrong commands 2, each with a message", async () => {
    const cases: [string[], number, RegExp][] = [
      [["hide", newId()], 1, /^No feedback item has the id /],
      [["status", reportId, "Done"], 1, /^"Done" is not a status/],
      [["status", quickId, "Closed"], 1, /only reports have a status/],
      [["list", "--type", "bugs"], 2, /^--type must be quick or technical, not bugs\nusage:/],
      [["frobnicate"], 2, /^unknown command: frobnicate/],
      [[], 2, /^a command is needed/],
      [["hide"], 2, /^hide takes one id/],
      [["list", "--colour"], 2, /Unknown option '--colour'/],
    ];
    for (const [args, code, message] of cases) {
      const { lines, out } = capture();
      assert.equal(await runFeedbackCommand(kv, args, out), code, args.join(" "));
      assert.match(lines.error.join("\n"), message, args.join(" "));
    }
  });

  await t.step("an empty store says so", async () => {
    const empty = await Deno.openKv(":memory:");
    const { lines, out } = capture();
    assert.equal(await runFeedbackCommand(empty, ["list"], out), 0);
    assert.deepEqual(lines.log, ["no feedback yet"]);
    assert.deepEqual(formatItems([]).length, 1);
    empty.close();
  });

  kv.close();
});
