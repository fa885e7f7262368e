/** The `/ws` hub over real WebSockets: who may connect, bad frames, and logout closing sockets. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { Client } from "../helpers/users.ts";
import { DEMO_PASSWORD, seedStudents } from "../../src/users/seed.ts";
import { refreshPresence } from "../../src/users/presence.ts";
import { presenceKey } from "../../src/users/keys.ts";
import { CLOSE_AFTER_SWEEPS, PING_AFTER_SWEEPS } from "../../src/realtime/silence.ts";
import { CLOSE_SILENT } from "../../src/shared/close_codes.ts";

async function signedIn(server: Awaited<ReturnType<typeof startServer>>, username: string) {
  const c = new Client(server);
  await c.request("POST", "/api/auth/login", {
    emailOrUsername: username,
    password: DEMO_PASSWORD,
  });
  return c;
}

Deno.test("[realtime] the socket hub", async (t) => {
  const server = await startServer();
  await seedStudents(server.kv, server.config);
  const aarav = await signedIn(server, "aarav");

  await t.step("a socket without a session is refused", async () => {
    await assert.rejects(() => openSocket(server), /refused/);
  });

  await t.step("a socket from a foreign origin is refused", async () => {
    await assert.rejects(() => openSocket(server, aarav, "https://evil.example"), /refused/);
  });

  await t.step("a plain GET on /ws asks for a WebSocket", async () => {
    const res = await fetch(`${server.url}/ws`);
    assert.equal(res.status, 426);
    await res.body?.cancel();
  });

  await t.step("bad frames get an error frame and the socket stays open", async () => {
    const s = await openSocket(server, aarav);
    s.send("nope", {});
    await s.waitFor("error", (d) => d.message === "Unknown event nope.");
    const raw = s.frames.length;
    (s as unknown as { send: (e: string) => void }).send("join_chat");
    await s.waitFor("error", (d) => d.event === "join_chat", raw);
    s.send("ping", 7);
    assert.equal((await s.waitFor("pong")).data, 7);
    s.close();
    await s.closed;
  });

  await t.step("a silent socket is pinged, then closed; one that answers stays", async () => {
    const silent = await openSocket(server, aarav);
    const answering = await openSocket(server, aarav);
    // The first sweep only takes note of the frames since the one before (here: the opening).
    for (let i = 0; i <= PING_AFTER_SWEEPS; i++) server.hub.sweepSilent();
    await silent.waitFor("ping");
    await answering.waitFor("ping");
    answering.send("pong", null);
    // Frames of one socket are handled in order: once this pong is back, the pong above counted.
    answering.send("ping", "after the pong");
    await answering.waitFor("pong", (d) => (d as unknown) === "after the pong");
    for (let i = PING_AFTER_SWEEPS + 1; i <= CLOSE_AFTER_SWEEPS; i++) server.hub.sweepSilent();
    const closed = await silent.closed;
    assert.equal(closed.code, CLOSE_SILENT);
    assert.equal(silent.frames.filter((f) => f.event === "ping").length, 1, "pinged once");
    // The answering socket's silence began again at its pong: not pinged again, still open.
    answering.send("ping", "still here");
    await answering.waitFor("pong", (d) => (d as unknown) === "still here");
    assert.equal(answering.frames.filter((f) => f.event === "ping").length, 1);
    answering.close();
    await answering.closed;
  });

  await t.step("while connected the student is online", async () => {
    const s = await openSocket(server, aarav);
    const me = await aarav.request<{ user: { _id: string } }>("GET", "/api/auth/me");
    const profile = await aarav.request<{ user: { isOnline: boolean } }>(
      "GET",
      `/api/users/${me.body.user._id}`,
    );
    assert.equal(profile.body.user.isOnline, true);
    s.close();
    await s.closed;
    await new Promise((r) => setTimeout(r, 50));
    const after = await aarav.request<{ user: { isOnline: boolean } }>(
      "GET",
      `/api/users/${me.body.user._id}`,
    );
    assert.equal(after.body.user.isOnline, false);
  });

  await t.step("the periodic renewal brings back every connected student's presence", async () => {
    const names = ["diya", "kabir", "ananya"];
    const clients = await Promise.all(names.map((n) => signedIn(server, n)));
    const sockets = await Promise.all(clients.map((c) => openSocket(server, c)));
    const ids = await Promise.all(
      clients.map(async (c) =>
        (await c.request<{ user: { _id: string } }>("GET", "/api/auth/me")).body.user._id
      ),
    );
    const online = async () =>
      await Promise.all(
        ids.map(async (id) =>
          (await aarav.request<{ user: { isOnline: boolean } }>("GET", `/api/users/${id}`)).body
            .user.isOnline
        ),
      );
    // As if their presence had expired between two renewals.
    for (const id of ids) await server.kv.delete(presenceKey(id));
    assert.deepEqual(await online(), [false, false, false]);
    await refreshPresence(server.hub, server.kv);
    assert.deepEqual(await online(), [true, true, true]);
    for (const s of sockets) s.close();
    await Promise.all(sockets.map((s) => s.closed));
  });

  await t.step("logout closes every socket of that login within a second", async () => {
    const tab1 = await openSocket(server, aarav);
    const tab2 = await openSocket(server, aarav);
    const started = performance.now();
    await aarav.request("POST", "/api/auth/logout");
    const [c1, c2] = await Promise.all([tab1.closed, tab2.closed]);
    assert.ok(performance.now() - started < 1000);
    assert.equal(c1.code, 4001);
    assert.equal(c2.code, 4001);
    await assert.rejects(() => openSocket(server, aarav), /refused/);
  });

  await server.close();
});
