/** `deno task feedback` as an operator runs it: a subprocess on the KV file `DENO_KV_PATH` names. */
import assert from "node:assert/strict";
import { operatorTask } from "../helpers/operator_task.ts";
import { createFeedback } from "../../src/feedback/service.ts";
import { systemClock } from "../../src/core/clock.ts";
import { newId } from "../../src/core/ids.ts";

const task = (kvPath: string, ...args: string[]) => operatorTask("feedback", kvPath, ...args);

Deno.test("[feedback] deno task feedback lists and hides on the configured KV file", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "campus-feedback-cli-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const kv = await Deno.openKv(kvPath);
  const sender = { userId: null, clientIp: "10.0.0.1" };
  const item = await createFeedback({ kv, clock: systemClock }, sender, {
    type: "quick",
    name: "Priya",
    role: "CSE",
    text: "Loved the roadmaps.",
    rating: 5,
  });
  kv.close();

  try {
    await t.step("list prints the item and exits 0", async () => {
      const { code, out } = await task(kvPath, "list");
      assert.equal(code, 0);
      const lines = out.trimEnd().split("\n");
      assert.equal(lines.length, 2);
      assert.match(lines[0], /^id +type +date \(UTC\) +status +hidden +name +text$/);
      assert.match(
        lines[1],
        new RegExp(`^${item._id} +quick .* - +shown +Priya +Loved the roadmaps\\.$`),
      );
    });

    await t.step("hide exits 0 and the next list shows it hidden", async () => {
      const hidden = await task(kvPath, "hide", item._id);
      assert.equal(hidden.code, 0);
      assert.equal(hidden.out.trim(), `${item._id} (quick) is hidden`);
      assert.match((await task(kvPath, "list", "--type", "quick")).out, / hidden +Priya/);
    });

    await t.step("an unknown id exits 1, a wrong command 2, each with a message", async () => {
      const id = newId();
      const unknown = await task(kvPath, "status", id, "Resolved");
      assert.equal(unknown.code, 1);
      assert.equal(unknown.err.trim(), `No feedback item has the id ${id}.`);
      const wrong = await task(kvPath, "list", "--type", "bugs");
      assert.equal(wrong.code, 2);
      assert.match(
        wrong.err,
        /--type must be quick or technical, not bugs\nusage: deno task feedback/,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
