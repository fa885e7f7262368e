/**
 * Editor rooms on two instances of the app that share one KV store and one bus, as processes
 * behind a proxy share KV Connect and Redis: students on different instances edit one room
 * together, the room survives both instances restarting, and runs stay one at a time.
 */
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../helpers/server.ts";
import { type CollabClient, joinRoom, waitFor } from "../helpers/collab.ts";
import type { Bus } from "../../src/realtime/bus.ts";
import { linkedBuses } from "../helpers/linked_buses.ts";
import { mainText, person, sameText, typeRandomly } from "../helpers/collab_typing.ts";
import { runLeaseKey } from "../../src/collab/keys.ts";
import {
  chat,
  createFile,
  lastRun,
  listFiles,
  readRun,
  requestRun,
  sendChat,
} from "../../src/shared/room_doc.ts";

/** Each instance's bus, linked to the other's: the one line to change for Redis buses. */
const instanceBuses = () => linkedBuses(2);

function twoInstances(kv: Deno.Kv, buses: Bus[], roomResyncMs?: number): Promise<TestServer[]> {
  return Promise.all(buses.map((bus) => startServer({ kv, bus, roomResyncMs })));
}

async function closeAll(servers: TestServer[]) {
  await Promise.all(servers.map((s) => s.close()));
}

Deno.test("[collab instances] students on two instances converge, and the room outlives both", async () => {
  const kv = await Deno.openKv(":memory:");
  const buses = instanceBuses();
  let expected: { text: string; files: unknown; chat: unknown };
  {
    const [one, two] = await twoInstances(kv, buses);
    const a = await joinRoom(one.url, "across1", person("Asha"));
    const b = await joinRoom(two.url, "across1", person("Bo"));
    try {
      assert.equal(listFiles(b.doc).length, 1, "the second instance finds the room seeded");
      // Enough typing to pass the log's compaction point on each instance.
      await Promise.all([
        typeRandomly(mainText(a), "let a = 1;\n".repeat(60), 1),
        typeRandomly(mainText(b), "let b = 2;\n".repeat(60), 2),
      ]);
      createFile(b.doc, { name: "notes", language: "python", content: "print('hi')" });
      sendChat(a.doc, { sender: "Asha", text: "hello from one", time: 1 });
      await waitFor(
        () => sameText(a, b) && listFiles(a.doc).length === 2 && chat(b.doc).length === 1,
        "both instances' students to converge",
      );
      // Each sees the other's presence, though they are connected to different instances.
      const names = (c: CollabClient) =>
        [...c.provider.awareness.getStates().values()].map((s) => s.user?.name).sort();
      await waitFor(
        () => names(a).join() === "Asha,Bo" && names(b).join() === "Asha,Bo",
        "presence across instances",
      );
      for (const server of [one, two]) {
        const c = await joinRoom(server.url, "across1");
        try {
          assert.equal(mainText(c).toString(), mainText(a).toString());
          assert.deepEqual(listFiles(c.doc), listFiles(a.doc));
          assert.deepEqual(chat(c.doc).toArray(), chat(a.doc).toArray());
        } finally {
          c.close();
        }
      }
      expected = {
        text: mainText(a).toString(),
        files: listFiles(a.doc),
        chat: chat(a.doc).toArray(),
      };
      // One student leaves: the other instance stops listing them.
      b.close();
      await waitFor(() => names(a).join() === "Asha", "the leaver to disappear across instances");
    } finally {
      a.close();
      b.close();
      await closeAll([one, two]);
    }
  }
  // Both instances stopped; two new ones start on the same store.
  const servers = await twoInstances(kv, buses);
  try {
    for (const server of servers) {
      const c = await joinRoom(server.url, "across1");
      try {
        assert.equal(mainText(c).toString(), expected.text);
        assert.deepEqual(listFiles(c.doc), expected.files);
        assert.deepEqual(chat(c.doc).toArray(), expected.chat);
      } finally {
        c.close();
      }
    }
  } finally {
    await closeAll(servers);
    kv.close();
  }
});

Deno.test("[collab instances] a new room opened on two instances at once gets one main file", async () => {
  const kv = await Deno.openKv(":memory:");
  const servers = await twoInstances(kv, instanceBuses());
  try {
    for (let i = 0; i < 5; i++) {
      // Both instances load the empty room side by side: each finds no file in KV.
      await Promise.all(servers.map((s) => s.collab.open(`fresh${i}`)));
      const [a, b] = await Promise.all(servers.map((s) => joinRoom(s.url, `fresh${i}`)));
      try {
        // Give a second seed, if there were one, the time to arrive.
        await new Promise((r) => setTimeout(r, 50));
        assert.deepEqual(listFiles(a.doc).map((f) => f.name), ["main"]);
        assert.deepEqual(listFiles(b.doc), listFiles(a.doc));
      } finally {
        a.close();
        b.close();
      }
    }
  } finally {
    await closeAll(servers);
    kv.close();
  }
});

Deno.test("[collab instances] a run on one instance makes a run from the other wait its turn", async () => {
  const kv = await Deno.openKv(":memory:");
  const [one, two] = await twoInstances(kv, instanceBuses());
  const a = await joinRoom(one.url, "runs1");
  let b: CollabClient | undefined;
  try {
    const slow = createFile(a.doc, {
      name: "slow",
      language: "javascript",
      content: "const t = Date.now();\nwhile (Date.now() - t < 1200) {}\nconsole.log('slow done');",
    });
    const quick = createFile(a.doc, {
      name: "quick",
      language: "javascript",
      content: "console.log('quick done');",
    });
    const seen: string[] = [];
    const outputs: [string, string][] = [];
    const watch = (c: CollabClient, into: string[]) =>
      lastRun(c.doc).observe(() => {
        const run = readRun(c.doc);
        if (run) into.push(`${run.fileName}:${run.status}`);
        if (run?.status === "done") outputs.push([run.id, run.output]);
      });
    watch(a, seen);
    const first = requestRun(a.doc, {
      fileId: slow,
      language: "javascript",
      version: "*",
      by: "A",
    });
    await waitFor(() => readRun(a.doc)?.status === "running", "the first run to start");
    // The second instance loads the room while the first one's run is under way: it must not
    // take that run for one a restart cut short.
    b = await joinRoom(two.url, "runs1");
    const seenByB: string[] = [];
    watch(b, seenByB);
    const second = requestRun(b.doc, {
      fileId: quick,
      language: "javascript",
      version: "*",
      by: "B",
    });
    for (const client of [a, b]) {
      await waitFor(
        () => readRun(client.doc)?.handled?.includes(second) ?? false,
        "both runs",
        20_000,
      );
    }
    // Only real results: the first run was not taken for one a restart cut short.
    assert.deepEqual([...new Set(outputs.map(([id, out]) => `${id === first}:${out}`))], [
      "true:slow done\n",
      "false:quick done\n",
    ]);
    const slowDone = seen.indexOf("slow:done");
    const quickStarted = seen.findIndex((s) => s.startsWith("quick:"));
    assert.ok(slowDone >= 0, `the first run finished (${seen.join(" ")})`);
    assert.ok(quickStarted > slowDone, `the second run waited for the first (${seen.join(" ")})`);
    assert.ok(readRun(a.doc)?.handled?.includes(first));
    assert.ok(seenByB.includes("quick:done"), "the run's output reached the other instance");
    const stored = await kv.get(runLeaseKey("runs1"));
    assert.equal(stored.value, null, "the lease is given back after the run");
  } finally {
    a.close();
    b?.close();
    await closeAll([one, two]);
    kv.close();
  }
});

Deno.test("[collab instances] copies that missed each other's changes while the bus was down come together", async () => {
  const kv = await Deno.openKv(":memory:");
  const buses = instanceBuses();
  const [one, two] = await twoInstances(kv, buses, 200);
  const a = await joinRoom(one.url, "outage1");
  const b = await joinRoom(two.url, "outage1");
  try {
    mainText(a).insert(0, "// shared start\n");
    await waitFor(() => sameText(a, b), "the first change to cross");
    buses.down = true;
    mainText(a).insert(0, "// typed on one\n");
    mainText(b).delete(0, 3);
    mainText(b).insert(mainText(b).length, "// typed on two\n");
    sendChat(b.doc, { sender: "Bo", text: "anyone there?", time: 3 });
    await new Promise((r) => setTimeout(r, 300));
    assert.ok(!sameText(a, b), "nothing crossed while the bus was down");
    buses.down = false;
    await waitFor(
      () => sameText(a, b) && chat(a.doc).length === 1,
      "the copies to come together",
      5_000,
    );
    const text = mainText(a).toString();
    assert.ok(text.includes("// typed on one") && text.includes("// typed on two"), text);
    assert.ok(!text.includes("// shared start"), "the deletion made on two reached one");
  } finally {
    a.close();
    b.close();
    await closeAll([one, two]);
    kv.close();
  }
});
