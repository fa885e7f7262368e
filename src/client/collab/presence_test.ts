/** Participants from awareness, their colours, the typing text and the cursor rules. */
import assert from "node:assert/strict";
import {
  PALETTE,
  readParticipants,
  resolveColor,
  toParticipant,
  typingName,
  typingText,
} from "./presence.ts";
import { cssString, cursorCss } from "./cursor_styles.ts";

const user = (name: string, color: string = PALETTE[0]) => ({
  user: { name, color, colorLight: `${color}33` },
  fileId: "f1",
  typing: false,
});

Deno.test("[collab] the typing indicator cuts names at 20 characters with '...'", () => {
  assert.equal(typingName("Asha"), "Asha");
  assert.equal(typingName("a".repeat(20)), "a".repeat(20));
  assert.equal(typingName("Bartholomew Fitzgerald-Smith"), "Bartholomew Fitzgera...");
  assert.equal(typingText([]), "");
  assert.equal(typingText(["Asha"]), "Asha is typing...");
  assert.equal(typingText(["Asha", "Ravi"]), "Asha and Ravi are typing...");
  assert.equal(typingText(["Asha", "Ravi", "Meera"]), "Asha, Ravi and Meera are typing...");
});

Deno.test("[collab] a colour clash moves the later participant to a free colour", () => {
  const others = new Map([[5, PALETTE[0]], [9, PALETTE[1]]]);
  assert.equal(resolveColor(7, PALETTE[0], others), PALETTE[2], "7 joined after 5: it moves");
  assert.equal(resolveColor(3, PALETTE[0], others), PALETTE[0], "3 came first: it keeps");
  assert.equal(resolveColor(7, PALETTE[4], others), PALETTE[4], "no clash: unchanged");
  const full = new Map(PALETTE.map((c, i) => [i, c] as const));
  assert.equal(resolveColor(99, PALETTE[0], full), PALETTE[0], "no free colour: unchanged");
});

Deno.test("[collab] remote presence is checked before the page uses it", async (t) => {
  await t.step("unusable states are skipped", () => {
    for (const state of [null, {}, { user: {} }, { user: { name: "   " } }, "x"]) {
      assert.equal(toParticipant(1, state, 0), null);
    }
  });
  await t.step("a bad colour falls back to the palette, long names are cut", () => {
    const p = toParticipant(12, { user: { name: "x".repeat(99), color: "red;}" } }, 0)!;
    assert.equal(p.color, PALETTE[12 % PALETTE.length]);
    assert.equal(p.name.length, 60);
    assert.equal(p.fileId, null);
    assert.equal(p.typing, false);
  });
  await t.step("ourselves first, then by name", () => {
    const states = new Map<number, unknown>([[3, user("Zed")], [1, user("Asha")], [2, user("Me")]]);
    assert.deepEqual(readParticipants(states, 2).map((p) => [p.name, p.isMe]), [
      ["Me", true],
      ["Asha", false],
      ["Zed", false],
    ]);
  });
});

Deno.test("[collab] cursor rules colour each other participant and escape names", () => {
  assert.equal(cssString('a"}b\\\n'), '"a\\22 \\7d b\\5c \\a "');
  const participants = readParticipants(
    new Map<number, unknown>([[1, user("Me")], [42, user('Ravi"}*{x', PALETTE[3])]]),
    1,
  );
  const css = cursorCss(participants, new Set([42]));
  assert.ok(!css.includes("yRemoteSelection-1{"), "no rule for ourselves");
  assert.ok(css.includes(`.yRemoteSelection-42{background-color:${PALETTE[3]}33}`));
  assert.ok(css.includes(`.yRemoteSelectionHead-42{border-color:${PALETTE[3]}}`));
  assert.ok(css.includes(";opacity:1;transform:none}"), "an active participant's label shows");
  assert.ok(!css.includes('"}*{'), "the name cannot end the rule");
  assert.ok(!cursorCss(participants).includes("opacity:1"), "idle labels stay folded");
});
