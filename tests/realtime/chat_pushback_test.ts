/**
 * A flood of messages on one socket is pushed back at once ("slow down", with when to try again)
 * instead of queued without bound; what was accepted is stored once, in order, and a resend of
 * an accepted message answers the stored copy.
 */
import assert from "node:assert/strict";
import { MAX_IN_FLIGHT } from "../../src/realtime/hub.ts";
import { startServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { demoPairInChat } from "../helpers/users.ts";

type Msg = { _id: string; content: string; clientId: string | null };

Deno.test("[realtime] a flood on one socket is pushed back, and what was accepted is kept", async () => {
  const server = await startServer();
  const { a, b, chatId } = await demoPairInChat(server);
  const tab = await openSocket(server, a.client);
  const other = await openSocket(server, b.client);

  // All at once: more frames than a socket may have under way.
  const ids = Array.from({ length: MAX_IN_FLIGHT + 4 }, (_, i) => `flood${i}`);
  for (const [i, clientId] of ids.entries()) {
    tab.send("send_message", { chatId, content: `flood ${i}`, clientId });
  }
  const outcomes = await Promise.all(ids.map((clientId) =>
    Promise.race([
      tab.waitFor("message_sent", (d) => d.clientId === clientId),
      tab.waitFor("error", (d) => d.ref === clientId),
    ])
  ));
  const refused = outcomes.filter((f) => f.event === "error");
  const accepted = outcomes.filter((f) => f.event === "message_sent");
  assert.ok(refused.length > 0, "some frames were pushed back");
  for (const f of refused) {
    assert.equal(f.data.code, "TOO_MANY_REQUESTS");
    assert.equal(f.data.event, "send_message");
    assert.match(f.data.message as string, /too fast\. Try again in a moment\.$/);
    assert.ok((f.data.retryInMs as number) > 0, "says when to send it again");
  }

  const history = await a.client.request<{ messages: Msg[] }>(
    "GET",
    `/api/chat/${chatId}/messages?limit=200`,
  );
  const stored = history.body.messages;
  assert.deepEqual(
    stored.map((m) => m.clientId),
    accepted.map((f) => f.data.clientId),
    "each accepted message stored once, in the order sent",
  );
  for (const m of stored) {
    await other.waitFor("new_message", (d) => (d.message as Msg)._id === m._id);
  }

  // A resend of an accepted message answers the stored copy and stores nothing.
  const first = stored[0];
  const from = tab.frames.length;
  tab.send("send_message", { chatId, content: first.content, clientId: first.clientId });
  const again = await tab.waitFor("message_sent", (d) => d.clientId === first.clientId, from);
  assert.equal((again.data.message as Msg)._id, first._id);
  const after = await a.client.request<{ messages: Msg[] }>("GET", `/api/chat/${chatId}/messages`);
  assert.equal(after.body.messages.length, stored.length);
  const unread = await b.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count");
  assert.equal(unread.body.unreadCount, stored.length, "each counted once");

  tab.close();
  other.close();
  await server.close();
});
