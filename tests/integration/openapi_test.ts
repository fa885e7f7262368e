/**
 * The generated API reference: `/api/openapi.json` holds every REST call that `docs/api.md`
 * documents, with the same method, and `/api/docs` shows them all without loading anything from
 * another site.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { fetchJson, fetchText } from "../helpers/http.ts";

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { "x-trpc"?: string; operationId?: string }>>;
};

/** Every `METHOD /api/...` the contract document names, query strings left off. */
async function documentedCalls(): Promise<[string, string][]> {
  const text = await Deno.readTextFile(new URL("../../docs/api.md", import.meta.url));
  const calls = [...text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`?\s]+)/g)]
    .map((m) => [m[1].toLowerCase(), m[2]] as [string, string]);
  return [...new Map(calls.map((c) => [c.join(" "), c])).values()];
}

Deno.test("[openapi] the generated document and the reference page", async (t) => {
  const server = await startServer();
  const res = await fetchJson<Document>(`${server.url}/api/openapi.json`);
  const doc = res.body;

  await t.step("an OpenAPI 3.1 document answers", () => {
    assert.equal(res.status, 200);
    assert.equal(doc.openapi, "3.1.0");
  });

  await t.step("every call of docs/api.md is in it with the same method", async () => {
    const calls = await documentedCalls();
    assert.ok(calls.length >= 50, `only ${calls.length} calls read from docs/api.md`);
    const missing = calls.filter(([method, path]) => !doc.paths[path]?.[method]);
    assert.deepEqual(missing, []);
  });

  await t.step("each JSON operation names its tRPC procedure, and ids are unique", () => {
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        assert.ok(op.operationId && !ids.has(op.operationId), `${method} ${path}`);
        ids.add(op.operationId);
        const handWritten = path === "/api/upload" || path.startsWith("/api/upload/") ||
          path.startsWith("/api/attachments/") || path === "/api/openapi.json" ||
          path === "/api/files/{fileId}/download";
        if (!handWritten) assert.ok(op["x-trpc"], `${method} ${path}`);
      }
    }
  });

  await t.step("a body's input schema is the procedure's own", () => {
    const login = doc.paths["/api/auth/login"].post as Record<string, unknown>;
    const body = JSON.stringify(login.requestBody);
    assert.match(body, /emailOrUsername/);
    const feed = doc.paths["/api/feed/global"].get as { parameters: { name: string }[] };
    assert.deepEqual(feed.parameters.map((p) => p.name).sort(), [
      "category",
      "cursor",
      "limit",
      "page",
      "type",
    ]);
  });

  await t.step("/api/docs shows every path and loads nothing from elsewhere", async () => {
    const page = await fetchText(`${server.url}/api/docs`);
    assert.equal(page.status, 200);
    for (const path of Object.keys(doc.paths)) {
      assert.ok(page.text.includes(path), `${path} on the page`);
    }
    // The canonical link names the page by its own absolute URL: that is not elsewhere.
    const external = [...page.text.matchAll(/(?:src|href)="((?:https?:)?\/\/[^"]+)"/g)]
      .map((m) => m[1]).filter((url) => !url.startsWith(`${server.origin}/`));
    assert.deepEqual(external, []);
  });

  await server.close();
});
