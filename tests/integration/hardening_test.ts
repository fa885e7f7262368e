/**
 * Hostile small inputs answered as a careful server would: malformed path escapes, hostile
 * tRPC envelopes, caching of private answers and page sizes above the documented maximum.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";

Deno.test("[hardening] malformed %-escapes in any path never answer 5xx", async (t) => {
  const server = await startServer();
  try {
    await t.step("static files answer 400", async () => {
      for (const path of ["/static/%zz", "/static/%", "/static/%E0%A4%A", "/static/_build/%ff%"]) {
        const res = await fetch(server.url + path);
        const text = await res.text();
        assert.equal(res.status, 400, `${path}: ${res.status} ${text}`);
      }
    });
    await t.step("pages, the API, tRPC, sockets and media answer below 500", async () => {
      const paths = [
        "/profile/%zz",
        "/blog/%E0%A4%A",
        "/editor/%",
        "/api/users/%zz",
        "/api/posts/%zz/comments",
        "/api/files/%zz/%E0%A4%A",
        "/api/attachments/%zz",
        "/api/%",
        "/trpc/%zz",
        "/trpc/posts.byId?input=%zz",
        "/collab/%zz",
        "/media/%zz",
        "/r/%zz",
        "/%E0%A4%A",
      ];
      for (const path of paths) {
        const res = await fetch(server.url + path, { redirect: "manual" });
        await res.body?.cancel();
        assert.ok(res.status < 500, `${path}: ${res.status}`);
      }
    });
  } finally {
    await server.close();
  }
});
