/**
 * Editor rooms across two real app processes on one KV file with the Redis bus between them, as
 * behind a proxy: two students on different instances type at once and converge, a third joining
 * on either instance gets the same text, and the room is intact after both instances restart.
 */
import assert from "node:assert/strict";
import { type CollabClient, joinRoom, waitFor } from "../helpers/collab.ts";
import { mainText, person, sameText, typeRandomly } from "../helpers/collab_typing.ts";
import { SHARED_ORIGIN, startInstances } from "../helpers/instances.ts";
import { hasRedis } from "../helpers/redis.ts";
import { startAppProcess } from "../helpers/app_process.ts";
import { createFile, listFiles } from "../../src/shared/room_doc.ts";

const ROOM = "redis-room";

Deno.test({
  name: "[collab instances] two processes with Redis: typing at once converges and outlives both",
  ignore: !hasRedis(),
  async fn() {
    const instances = await startInstances(2);
    const clients: CollabClient[] = [];
    const join = async (i: number, name: string) => {
      const client = await joinRoom(instances.at(i).url, ROOM, person(name));
      clients.push(client);
      return client;
    };
    try {
      const a = await join(0, "Asha");
      const b = await join(1, "Bo");
      await Promise.all([
        typeRandomly(mainText(a), "let a = 1;\n".repeat(40), 11),
        typeRandomly(mainText(b), "let b = 2;\n".repeat(40), 12),
      ]);
      createFile(b.doc, { name: "notes", language: "python", content: "print('hi')" });
      await waitFor(
        () => sameText(a, b) && listFiles(a.doc).length === 2,
        "the students on both instances to converge",
      );
      const text = mainText(a).toString();
      assert.ok(text.includes("a") && text.includes("b"), "both students' typing is there");

      for (const i of [0, 1]) {
        const third = await join(i, `Third ${i}`);
        await waitFor(() => sameText(third, a), `a third student on instance ${i + 1} to catch up`);
        assert.equal(listFiles(third.doc).length, 2);
      }
      for (const c of clients.splice(0)) c.close();

      // Both instances stop (their rooms are written as they go) and two new ones start.
      await Promise.all(instances.apps.map((app) => app.stop()));
      for (let i = 0; i < 2; i++) {
        instances.apps[i] = await startAppProcess({
          DENO_KV_PATH: instances.kvPath,
          DATA_DIR: instances.dataDir,
          REDIS_URL: instances.redis.url,
          APP_ORIGIN: SHARED_ORIGIN,
        });
      }
      for (const i of [0, 1]) {
        const back = await join(i, `Back ${i}`);
        assert.equal(mainText(back).toString(), text, `instance ${i + 1} has the room as it was`);
        assert.deepEqual(listFiles(back.doc).map((f) => f.name).sort(), ["main", "notes"]);
      }
    } finally {
      for (const c of clients) c.close();
      await instances.stop();
    }
  },
});
