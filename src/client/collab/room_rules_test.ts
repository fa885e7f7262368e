/** The page's copy of the room rules must match the room's own (`src/collab/room_doc.ts`). */
import assert from "node:assert/strict";
import * as doc from "../../collab/room_doc.ts";
import * as rules from "./room_rules.ts";

Deno.test("[collab] the page's room rules equal room_doc's", () => {
  assert.equal(rules.ROOM_ID_PATTERN.source, doc.ROOM_ID_PATTERN.source);
  assert.equal(rules.ROOM_ID_LENGTH, doc.ROOM_ID_LENGTH);
  assert.equal(rules.MAX_FILE_NAME, doc.MAX_FILE_NAME);
  assert.equal(rules.MAX_CHAT_TEXT, doc.MAX_CHAT_TEXT);
  assert.equal(rules.MAX_SENDER, doc.MAX_SENDER);
  assert.equal(rules.MAX_VERSION, doc.MAX_VERSION);
});

Deno.test("[collab] a new room id is 8 base-36 characters and valid", () => {
  const ids = new Set(Array.from({ length: 200 }, () => rules.newRoomId()));
  assert.ok(ids.size > 190);
  for (const id of ids) {
    assert.match(id, /^[0-9a-z]{8}$/);
    assert.ok(doc.ROOM_ID_PATTERN.test(id));
  }
});
