/** The API plumbing over real HTTP: REST shims, tRPC with superjson, errors, origin checks. */
import assert from "node:assert/strict";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../../src/http/app_router.ts";
import { startServer } from "../helpers/server.ts";
import { fetchJson } from "../helpers/http.ts";

Deno.test("[api] REST and tRPC over HTTP", async (t) => {
  const server = await startServer();

  await t.step("GET /api/health reports the server and KV as ok", async () => {
    const res = await fetchJson(`${server.url}/api/health`);
    assert.equal(res.status, 200);
    assert.equal(res.body.status, "ok");
    assert.equal(res.body.kv, "ok");
    assert.match(res.headers.get("x-request-id")!, /^[0-9a-f-]{36}$/);
  });

  await t.step("tRPC answers through the typed client with superjson", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/trpc`, transformer: superjson })],
    });
    const health = await client.health.check.query();
    assert.equal(health.status, "ok");
  });

  await t.step("an unknown tRPC procedure is a 404, not a 500", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/trpc`, transformer: superjson })],
    });
    // deno-lint-ignore no-explicit-any
    const anyClient = client as any;
    await assert.rejects(() => anyClient.nothing.here.query(), (e: unknown) => {
      assert.ok(e instanceof TRPCClientError);
      assert.equal(e.data?.httpStatus, 404);
      return true;
    });
  });

  await t.step("unknown API routes are a JSON 404 naming the route", async () => {
    const res = await fetchJson(`${server.url}/api/nothing/here`);
    assert.equal(res.status, 404);
    assert.equal(res.body.message, "There is no API route GET /api/nothing/here.");
  });

  await t.step("a state-changing request from another origin is refused with 403", async () => {
    for (const path of ["/api/health", "/trpc/health.check"]) {
      const res = await fetchJson(`${server.url}${path}`, {
        method: "POST",
        headers: { origin: "https://evil.example" },
        json: {},
      });
      assert.equal(res.status, 403, path);
      assert.equal(res.body.message, "This request came from another site and was refused.");
    }
  });

  await t.step(
    "tRPC refuses other content types and huge bodies, without stack traces",
    async () => {
      const url = `${server.url}/trpc/health.check`;
      const wrongMethod = await fetchJson(url, {
        method: "POST",
        headers: { "content-type": "text/plain", origin: server.origin },
        body: "hello",
      });
      assert.equal(wrongMethod.status, 415);
      assert.equal(JSON.stringify(wrongMethod.body).includes("stack"), false);
      const huge = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin },
        body: JSON.stringify({ x: "y".repeat(2 * 1024 * 1024) }),
      });
      await huge.body?.cancel();
      assert.equal(huge.status, 413);
    },
  );

  await t.step("a huge body to a REST path is a 413 before routing", async () => {
    const res = await fetchJson(`${server.url}/api/health`, {
      method: "POST",
      headers: { origin: server.origin, "content-length": String(2 * 1024 * 1024) },
      json: { x: "y".repeat(2 * 1024 * 1024 - 10) },
    });
    assert.equal(res.status, 413);
    assert.match(res.body.message as string, /too large/);
  });

  await server.close();
});
