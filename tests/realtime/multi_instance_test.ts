/**
 * Two real app processes on one KV file with the Redis bus between them, as behind a proxy:
 * chat across instances survives drops landing on either one, the bell rises live, logging out
 * on one closes sockets on the other, a picture uploaded through one is served by the other, and
 * an outage of Redis loses and doubles nothing.
 */
import assert from "node:assert/strict";
import { CLOSE_CATCH_UP } from "../../src/shared/close_codes.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";
import { ChatRoamer } from "../helpers/chat_roamer.ts";
import { pngWithText } from "../helpers/images.ts";
import { startInstances } from "../helpers/instances.ts";
import { hasRedis } from "../helpers/redis.ts";
import { openSocket } from "../helpers/socket.ts";
import { Client } from "../helpers/users.ts";
import { seeded } from "../helpers/seeded_random.ts";

async function signIn(client: Client, username: string): Promise<string> {
  const res = await client.request<{ user: { _id: string } }>("POST", "/api/auth/login", {
    emailOrUsername: username,
    password: DEMO_PASSWORD,
  });
  assert.equal(res.status, 200, `${username} signs in`);
  return res.body.user._id;
}

/** aarav (A) on instance 0 and diya (B) on instance 1, in their chat. */
async function pairAcross(at: (i: number) => { url: string; origin: string }) {
  const probe = new Client(at(0));
  await signIn(probe, "aarav");
  const diya = await probe.request<{ users: { _id: string; username: string }[] }>(
    "GET",
    "/api/users/search?username=diya",
  );
  const bId = diya.body.users.find((u) => u.username === "diya")!._id;
  const chat = await probe.request<{ chat: { _id: string } }>("POST", `/api/chat/user/${bId}`);
  const chatId = chat.body.chat._id;
  const a = new ChatRoamer("A", at(0), chatId);
  const b = new ChatRoamer("B", at(1), chatId);
  const aId = await signIn(a.client, "aarav");
  await signIn(b.client, "diya");
  await a.connect();
  await b.connect();
  return { a, b, aId, bId, chatId };
}

/** Every message of the chat as stored, oldest first. */
async function stored(client: Client, chatId: string): Promise<string[]> {
  const res = await client.request<{ messages: { _id: string }[] }>(
    "GET",
    `/api/chat/${chatId}/messages?limit=200`,
  );
  return res.body.messages.map((m) => m._id);
}

/** Every acknowledged message is stored once, each view holds exactly the stored ones in
 * order, each student's own in the order sent, and no socket got one twice. */
async function assertNoLossNoDoubles(a: ChatRoamer, b: ChatRoamer, chatId: string) {
  const all = await stored(a.client, chatId);
  assert.equal(new Set(all).size, all.length, "stored once each");
  assert.deepEqual([...all].sort(), [...a.acked, ...b.acked].sort(), "every ack stored");
  for (const r of [a, b]) {
    assert.deepEqual([...r.view.keys()].sort(), all, `${r.name} holds every message in order`);
    assert.deepEqual(all.filter((id) => r.acked.includes(id)), r.acked, `${r.name}'s in order`);
    assert.deepEqual(r.repeats, [], `no message pushed twice to one socket of ${r.name}`);
  }
}

Deno.test({
  name: "[realtime] two instances with Redis: chat, bell, logout and pictures cross over",
  ignore: !hasRedis(),
  sanitizeResources: false,
  fn: async (t) => {
    const instances = await startInstances(2);
    const { at } = instances;
    const { a, b, aId, bId, chatId } = await pairAcross(at);
    try {
      await t.step("chat both ways across 20 drops, each landing on either instance", async () => {
        const rand = seeded(17);
        for (let round = 0; round < 20; round++) {
          // Both connected: messages reach the other instance live.
          const fromA = await a.send(1);
          const fromB = await b.send(1);
          await a.waitFor(fromB, true);
          await b.waitFor(fromA, true);
          // One drops; the other writes meanwhile; the first comes back anywhere.
          const [gone, stays] = round % 2 === 0 ? [a, b] : [b, a];
          await gone.disconnect();
          const meanwhile = await stays.send(2);
          gone.moveTo(at(rand() < 0.5 ? 0 : 1));
          await gone.connect();
          await gone.waitFor(meanwhile);
        }
        const lastA = await a.send(1);
        const lastB = await b.send(1);
        await a.waitFor(lastB, true);
        await b.waitFor(lastA, true);
        await assertNoLossNoDoubles(a, b, chatId);
        assert.equal(a.acked.length + b.acked.length, 20 * 4 + 2);
      });

      await t.step("B's bell rises live when A follows B through the other instance", async () => {
        a.moveTo(at(0));
        b.moveTo(at(1));
        await a.disconnect();
        await b.disconnect();
        await a.connect();
        await b.connect();
        const from = b.socket!.frames.length;
        const follow = await a.client.request("POST", `/api/users/${bId}/follow`);
        assert.equal(follow.status, 200);
        const bell = await b.socket!.waitFor(
          "new_notification",
          (d) => d.type === "new_follower",
          from,
        );
        assert.equal((bell.data.sender as { _id: string })._id, aId);
        const unread = await b.client.request<{ unreadCount: number }>(
          "GET",
          "/api/notifications/unread-count",
        );
        assert.equal(unread.body.unreadCount, 1);
      });

      await t.step("logging out on one instance closes the sockets on the other", async () => {
        const kabir = new Client(at(1));
        await signIn(kabir, "kabir");
        const onOther = await openSocket(at(1), kabir, at(1).origin);
        const onSame = await openSocket(at(0), kabir, at(0).origin);
        const started = Date.now();
        (kabir.server as { url: string }).url = at(0).url;
        const out = await kabir.request("POST", "/api/auth/logout");
        assert.equal(out.status, 200);
        const [other, same] = await Promise.all([onOther.closed, onSame.closed]);
        const took = Date.now() - started;
        assert.equal(other.code, 4001);
        assert.equal(same.code, 4001);
        assert.ok(took < 1000, `closed within a second (took ${took} ms)`);
      });

      await t.step("a picture uploaded through one instance is served by the other", async () => {
        const form = new FormData();
        const png = pngWithText(16, 16) as Uint8Array<ArrayBuffer>;
        form.set("profilePicture", new File([png], "me.png", { type: "image/png" }));
        const res = await fetch(`${at(0).url}/api/upload/profile-picture`, {
          method: "POST",
          headers: { cookie: a.client.cookieHeader, origin: at(0).origin },
          body: form,
        });
        const body = await res.json();
        assert.equal(res.status, 200, JSON.stringify(body));
        const served = await fetch(`${at(1).url}${body.profilePicture}`);
        const bytes = new Uint8Array(await served.arrayBuffer());
        assert.equal(served.status, 200);
        assert.equal(served.headers.get("content-type"), "image/png");
        const direct = await fetch(`${at(0).url}${body.profilePicture}`);
        assert.deepEqual(bytes, new Uint8Array(await direct.arrayBuffer()));
      });
    } finally {
      await a.disconnect();
      await b.disconnect();
      await instances.stop();
    }
  },
});

Deno.test({
  name: "[realtime] Redis killed mid-conversation: messages sent meanwhile arrive once",
  ignore: !hasRedis(),
  sanitizeResources: false,
  fn: async () => {
    const instances = await startInstances(2);
    const { a, b, chatId } = await pairAcross(instances.at);
    try {
      const before = [...await a.send(3), ...await b.send(3)];
      await a.waitFor(before, true);
      await b.waitFor(before, true);

      await instances.redis.kill();
      // Stored and acknowledged by each student's own instance, though the other cannot hear.
      const meanwhile = [...await a.send(5), ...await b.send(5)];
      await new Promise((r) => setTimeout(r, 300));
      await instances.redis.restart();

      // Each instance, back on the bus, closes its sockets so their clients catch up; the
      // students reconnect where they were, as the browser does.
      for (const r of [a, b]) {
        const end = Date.now() + 10_000;
        while (!r.closedByServer.includes(CLOSE_CATCH_UP) && Date.now() < end) {
          await new Promise((res) => setTimeout(res, 20));
        }
        assert.deepEqual([...new Set(r.closedByServer)], [CLOSE_CATCH_UP], `${r.name} catches up`);
      }
      await a.waitFor(meanwhile, false, 10_000);
      await b.waitFor(meanwhile, false, 10_000);
      // And live delivery across instances works again.
      // Live across instances again. The other instance's notice (it dropped messages too) may
      // close a socket once more; what is sent meanwhile comes by catch-up, so try again then.
      for (let tries = 0;; tries++) {
        // A socket closed a moment ago is not back yet: what reaches its student meanwhile comes
        // by catch-up, not live.
        await a.reconnected;
        await b.reconnected;
        const closes = a.closedByServer.length + b.closedByServer.length;
        const after = [...await a.send(1), ...await b.send(1)];
        try {
          await a.waitFor(after, true, 3000);
          await b.waitFor(after, true, 3000);
          break;
        } catch (err) {
          if (a.closedByServer.length + b.closedByServer.length === closes || tries === 3) {
            throw err;
          }
          await a.waitFor(after, false, 10_000);
          await b.waitFor(after, false, 10_000);
        }
      }
      await assertNoLossNoDoubles(a, b, chatId);
    } finally {
      await a.disconnect();
      await b.disconnect();
      await instances.stop();
    }
  },
});
