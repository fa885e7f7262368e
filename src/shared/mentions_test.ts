import assert from "node:assert/strict";
import { mentionAtCaret, mentionedUsernames, newlyMentioned, splitMentions } from "./mentions.ts";

Deno.test("[mentions] usernames are found once, lowercased, never inside an e-mail", () => {
  assert.deepEqual(mentionedUsernames("hi @Asha and @asha, ask @bhavin_2!", "@ravi"), [
    "asha",
    "bhavin_2",
    "ravi",
  ]);
  assert.deepEqual(mentionedUsernames("mail asha@college.edu or @@x or @ab or @1abc"), []);
  assert.deepEqual(newlyMentioned(["asha"], ["asha", "ravi"]), ["ravi"]);
});

Deno.test("[mentions] text splits into plain runs and mentions", () => {
  assert.deepEqual(splitMentions("(@Asha) see <b>@ravi</b>"), [
    { text: "(" },
    { mention: "@Asha", username: "asha" },
    { text: ") see <b>" },
    { mention: "@ravi", username: "ravi" },
    { text: "</b>" },
  ]);
  assert.deepEqual(splitMentions("no mention"), [{ text: "no mention" }]);
});

Deno.test("[mentions] the word being typed at the caret", () => {
  assert.deepEqual(mentionAtCaret("hello @as", 9), { start: 6, query: "as" });
  assert.deepEqual(mentionAtCaret("@", 1), { start: 0, query: "" });
  assert.equal(mentionAtCaret("mail a@b", 8), null);
  assert.equal(mentionAtCaret("hello @as there", 15), null);
});
