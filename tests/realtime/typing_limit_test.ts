/**
 * A typing flood over the live socket: the other student receives a handful of `user_typing`
 * frames, not thousands; the sender is told once; honest typing (a start every few seconds and a
 * stop after each) always gets through.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { TYPING_BURST } from "../../src/chat/typing_pace.ts";
import { startServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { demoPairInChat } from "../helpers/users.ts";

Deno.test("[realtime] a typing flood is paced and the sender told once", async (t) => {
  const clock = manualClock(Date.now());
  const server = await startServer({ clock });
  const { a, b, chatId } = await demoPairInChat(server);
  const aTab = await openSocket(server, a.client);
  const bTab = await openSocket(server, b.client);
  const typing = () => bTab.frames.filter((f) => f.event === "user_typing");
  const told = () =>
    aTab.frames.filter((f) => f.event === "error" && f.data.code === "TOO_MANY_REQUESTS");

  /** Lets every frame sent so far be handled and delivered (handlers run concurrently). */
  const quiet = () => new Promise((r) => setTimeout(r, 300));

  try {
    await t.step("2,000 starts deliver only the burst; one notice", async () => {
      for (let i = 0; i < 2000; i++) aTab.send("typing_start", { chatId });
      await aTab.waitFor("error", (d) => d.code === "TOO_MANY_REQUESTS");
      await quiet();
      assert.equal(typing().length, TYPING_BURST);
      assert.equal(told().length, 1);
      assert.equal(
        told()[0].data.message,
        "You're sending typing updates too fast. Try again in 1 second.",
      );
      assert.equal(told()[0].data.event, "typing_start");
    });

    await t.step("a stop after delivered starts still arrives, repeated stops do not", async () => {
      const before = typing().length;
      for (let i = 0; i < 50; i++) aTab.send("typing_stop", { chatId });
      await bTab.waitFor("user_typing", (d) => d.isTyping === false);
      await quiet();
      assert.equal(typing().length, before + 1);
    });

    await t.step("honest typing afterwards gets through again", async () => {
      clock.advance(2_000);
      for (let round = 0; round < 3; round++) {
        const from = bTab.frames.length;
        aTab.send("typing_start", { chatId });
        await bTab.waitFor("user_typing", (d) => d.isTyping === true, from);
        aTab.send("typing_stop", { chatId });
        await bTab.waitFor("user_typing", (d) => d.isTyping === false, from);
        clock.advance(1_100);
      }
      assert.equal(told().length, 1, "told once for the whole flood");
    });
  } finally {
    aTab.close();
    bTab.close();
    await server.close();
  }
});
