/** The room's local copy under `collabRooms` and `collabRooms:lang`, and bad storage as empty. */
import assert from "node:assert/strict";
import {
  forgetFile,
  forgetRoom,
  LANG_KEY,
  readMap,
  renameStored,
  ROOMS_KEY,
  saveContent,
  saveLanguage,
} from "./local_store.ts";

Deno.test("[collab] the local copy follows saves, renames and deletes, and is forgotten", () => {
  const before = [localStorage.getItem(ROOMS_KEY), localStorage.getItem(LANG_KEY)];
  try {
    localStorage.setItem(ROOMS_KEY, JSON.stringify({ other: { main: "keep me" } }));
    localStorage.removeItem(LANG_KEY);
    saveContent("r1", "main", "print(1)");
    saveLanguage("r1", "main", "python");
    assert.deepEqual(readMap(ROOMS_KEY), { other: { main: "keep me" }, r1: { main: "print(1)" } });
    assert.deepEqual(readMap(LANG_KEY), { r1: { main: "python" } });
    renameStored("r1", "main", "solution");
    assert.deepEqual(readMap(ROOMS_KEY).r1, { solution: "print(1)" });
    assert.deepEqual(readMap(LANG_KEY).r1, { solution: "python" });
    forgetFile("r1", "solution");
    assert.deepEqual(readMap(ROOMS_KEY).r1, {});
    saveContent("r1", "main", "x");
    forgetRoom("r1");
    assert.deepEqual(readMap(ROOMS_KEY), { other: { main: "keep me" } });
    assert.deepEqual(readMap(LANG_KEY), {});
    localStorage.setItem(ROOMS_KEY, "{not json");
    assert.deepEqual(readMap(ROOMS_KEY), {});
    localStorage.setItem(ROOMS_KEY, "[1,2]");
    assert.deepEqual(readMap(ROOMS_KEY), {});
  } finally {
    for (const [key, value] of [[ROOMS_KEY, before[0]], [LANG_KEY, before[1]]] as const) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }
});
