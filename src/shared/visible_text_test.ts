import assert from "node:assert/strict";
import { hasHiddenCharacters, withoutHiddenCharacters } from "./visible_text.ts";

Deno.test("[visible text] hidden, reordering and broken characters are found", async (t) => {
  await t.step("refused", () => {
    const hidden = [
      "a\u200bb", // zero-width space
      "a\u200cb",
      "a\u200db",
      "a\u200eb", // left-to-right mark
      "a\u200fb",
      "\u202eevil", // right-to-left override
      "a\u202ab",
      "a\u2066b", // isolates
      "a\u2069b",
      "\ufeffa",
      "a\u00adb", // soft hyphen
      "a\ud800b", // lone high surrogate
      "a\udc00b", // lone low surrogate
      "a\u0007b",
      "a\u2028b",
      "\u3164", // Hangul filler: a blank "letter"
      "a\ue000b", // private use
      "a\u{e0041}b", // tag character
    ];
    for (const text of hidden) assert.ok(hasHiddenCharacters(text), JSON.stringify(text));
  });
  await t.step("kept", () => {
    const shown = [
      "Asha Rao",
      "José Müller",
      "अनन्या",
      "محمد",
      "王小明",
      "👩‍💻 builds",
      "👍🏽",
      "C++ & Go",
    ];
    for (const text of shown) assert.ok(!hasHiddenCharacters(text), text);
  });
});

Deno.test("[visible text] hidden characters can be taken out, an emoji's joiner stays", () => {
  assert.equal(withoutHiddenCharacters("ma\u200bin\u202etxt.exe\u0000"), "maintxt.exe");
  assert.equal(withoutHiddenCharacters("a\ud800b\u2066c"), "abc");
  assert.equal(withoutHiddenCharacters("👩\u200d💻 notes"), "👩\u200d💻 notes");
  assert.equal(withoutHiddenCharacters("plain name"), "plain name");
});
