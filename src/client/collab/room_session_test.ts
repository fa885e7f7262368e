/**
 * RoomSession against the real server over WebSockets: two sessions share files, chat and a run;
 * Template is one undoable step; leaving removes one's presence; a full room ends the session
 * with the server's reason and no reconnecting.
 */
import assert from "node:assert/strict";
import { startServer } from "../../../tests/helpers/server.ts";
import { type CollabClient, joinRoom, waitFor } from "../../../tests/helpers/collab.ts";
import { STARTER_TEMPLATES } from "../../shared/room_templates.ts";
import { RoomSession } from "./room_session.ts";
import type { RoomSnapshot } from "./room_state.ts";

function open(url: string, roomId: string, name: string) {
  const seen: { snapshot: RoomSnapshot | null; closed: string | null } = {
    snapshot: null,
    closed: null,
  };
  const session = new RoomSession({
    roomId,
    name,
    serverUrl: `${url.replace(/^http/, "ws")}/collab`,
    onChange: (s) => seen.snapshot = s,
    onClosed: (reason) => seen.closed = reason,
  });
  session.connect();
  return { session, seen, snap: () => session.snapshot };
}

Deno.test({
  name: "[collab] two sessions share files, chat and runs; leaving removes the participant",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const server = await startServer();
    const a = open(server.url, "sessions1", "Asha");
    const b = open(server.url, "sessions1", "Ravi");
    try {
      await waitFor(
        () => a.snap().status === "connected" && b.snap().status === "connected",
        "sync",
      );
      await waitFor(() => b.snap().participants.length === 2, "both to see each other");

      await t.step("both see the seeded main file, and a new file goes to everyone", async () => {
        assert.deepEqual(a.snap().files.map((f) => f.name), ["main"]);
        a.session.newFile("python");
        await waitFor(() => b.snap().files.length === 2, "the new file");
        const created = b.snap().files[1];
        assert.deepEqual([created.name, created.language], ["newFile_1", "python"]);
        // Switching is the room's: the other session follows to the new file.
        await waitFor(() => b.snap().activeId === created._id, "the switch");
        const me = b.snap().participants.find((p) => p.name === "Asha")!;
        await waitFor(
          () => b.snap().participants.find((p) => p.name === "Asha")?.fileId === created._id,
          `Asha's presence on the new file (was ${me.fileId})`,
        );
      });

      await t.step("Template replaces the file in one step that undo takes back", async () => {
        const id = a.snap().activeId!;
        a.session.applyTemplate(id, "python");
        await waitFor(() => b.session.text(id) === STARTER_TEMPLATES.python, "the template");
        a.session.undoManager(id)!.undo();
        await waitFor(() => b.session.text(id) === "", "the undo");
      });

      await t.step(
        "chat reaches the other session; a run is 'running' until answered",
        async () => {
          b.session.sendChat("hello Asha");
          await waitFor(() => a.snap().chat.length === 1, "the message");
          assert.equal(a.snap().chat[0].sender, "Ravi");
          const id = a.snap().files.find((f) => f.name === "main")!._id;
          a.session.selectFile(id);
          await waitFor(() => a.snap().activeId === id, "main to open");
          a.session.run("*");
          assert.equal(a.snap().running, true);
          await waitFor(() => a.snap().run?.status === "done" && !a.snap().running, "the run");
          await waitFor(() => b.snap().run?.output === a.snap().run?.output, "the output for Ravi");
          assert.match(a.snap().run!.output, /Hello, Campus!/);
        },
      );

      await t.step("renaming to a new name reaches the other session", async () => {
        const id = a.snap().files[1]._id;
        a.session.renameFile(id, "solution");
        await waitFor(() => b.snap().files[1].name === "solution", "the rename");
        a.session.deleteFile(id);
        await waitFor(() => b.snap().files.length === 1, "the delete");
      });

      await t.step("leaving removes the participant for the others", async () => {
        b.session.destroy();
        await waitFor(() => a.snap().participants.length === 1, "Ravi to leave");
        assert.equal(a.snap().participants[0].name, "Asha");
      });
    } finally {
      a.session.destroy();
      b.session.destroy();
      await server.close();
    }
  },
});

Deno.test({
  name: "[collab] a full room ends the session with the server's reason, without reconnecting",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const server = await startServer();
    const others: CollabClient[] = [];
    try {
      for (let i = 0; i < 50; i++) others.push(await joinRoom(server.url, "fullroom"));
      const late = open(server.url, "fullroom", "Late");
      await waitFor(() => late.seen.closed !== null, "the room to refuse");
      assert.equal(late.seen.closed, "This room is full (50 people). Try another room.");
      assert.equal(late.session.provider.shouldConnect, false);
      late.session.destroy();
    } finally {
      for (const c of others) c.close();
      await server.close();
    }
  },
});
