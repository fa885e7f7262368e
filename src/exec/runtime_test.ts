/** The jailed JavaScript runtime folder: readable by the sandbox users, ours alone to write. */
import assert from "node:assert/strict";
import { jsRuntime, PRELOAD } from "./runtime.ts";

Deno.test("[exec] the JavaScript runtime folder is shared, readable by all, writable by us only", async () => {
  const dir = await jsRuntime();
  assert.equal(await jsRuntime(), dir, "made once, then reused");
  assert.ok(!dir.startsWith(Deno.cwd()), "not inside the app's folder");
  const binary = await Deno.stat(`${dir}/deno`);
  assert.equal(binary.size, (await Deno.stat(Deno.execPath())).size);
  for (const [path, mode] of [[dir, 0o755], [`${dir}/deno`, 0o755], [`${dir}/preload.js`, 0o644]]) {
    const s = await Deno.stat(path as string);
    assert.equal((s.mode ?? 0) & 0o777, mode, String(path));
    assert.equal(s.uid, Deno.uid());
  }
  assert.equal(await Deno.readTextFile(`${dir}/preload.js`), PRELOAD);
});
