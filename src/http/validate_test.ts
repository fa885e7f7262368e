import assert from "node:assert/strict";
import { Hono } from "hono";
import { z } from "zod";
import { createLogger } from "../core/log.ts";
import type { AppEnv } from "./env.ts";
import { errorResponse, toAppError } from "./errors.ts";
import { limitBody } from "./rest.ts";
import { readJson, readQuery } from "./validate.ts";

/** A REST sub-app built from the real edge helpers, as domain shims use them. */
function app() {
  const a = new Hono<AppEnv>();
  a.use("*", async (c, next) => {
    c.set("logger", createLogger("silent"));
    c.set("requestId", "test");
    await next();
  });
  a.use("*", limitBody(1024));
  const body = z.object({
    name: z.string().trim().min(1, "Name is required"),
    age: z.number().int(),
  });
  a.post("/echo", async (c) => c.json(await readJson(c, body)));
  a.get(
    "/q",
    (c) => c.json(readQuery(c, z.object({ limit: z.coerce.number().int().min(1).max(50) }))),
  );
  a.get("/boom", () => {
    throw new Error("secret internal detail");
  });
  a.onError((err, c) => errorResponse(c, toAppError(err, c)));
  return a;
}

async function call(path: string, init?: RequestInit) {
  const res = await app().request(path, init);
  return { status: res.status, body: await res.json() };
}

Deno.test("[http] bad input gets 400/413/415 with a message, never a 500", async (t) => {
  const json = { "content-type": "application/json" };

  await t.step("valid JSON passes through", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: json,
      body: '{"name":" Asha ","age":20}',
    });
    assert.deepEqual(r, { status: 200, body: { name: "Asha", age: 20 } });
  });

  await t.step("malformed JSON is a 400", async () => {
    const r = await call("/echo", { method: "POST", headers: json, body: '{"name":' });
    assert.equal(r.status, 400);
    assert.equal(r.body.message, "The request body is not valid JSON.");
  });

  await t.step("a body that is not JSON is a 415", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=Asha",
    });
    assert.equal(r.status, 415);
    assert.match(r.body.message, /Content-Type: application\/json/);
  });

  await t.step("zod failures are a 400 with issues and the first problem as message", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: json,
      body: '{"name":"  ","age":"x"}',
    });
    assert.equal(r.status, 400);
    assert.equal(r.body.message, "Name is required");
    assert.deepEqual(r.body.issues.map((i: { path: string }) => i.path), ["name", "age"]);
  });

  await t.step("an oversized body is a 413", async () => {
    const r = await call("/echo", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "x".repeat(5000), age: 1 }),
    });
    assert.equal(r.status, 413);
    assert.match(r.body.message, /too large/);
  });

  await t.step("query strings are validated too", async () => {
    assert.equal((await call("/q?limit=20")).status, 200);
    const r = await call("/q?limit=500");
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.issues[0].path, "limit");
  });

  await t.step("an unexpected error is a 500 without internals", async () => {
    const r = await call("/boom");
    assert.equal(r.status, 500);
    assert.equal(JSON.stringify(r.body).includes("secret"), false);
  });
});
