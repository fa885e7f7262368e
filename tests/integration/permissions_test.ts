/**
 * The permission matrix: student B tries student A's ids on every route that changes A's data
 * or reads A's private data, over REST and tRPC, and is refused every time; A's data is
 * unchanged afterwards.
 */
import assert from "node:assert/strict";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../../src/http/app_router.ts";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { type Client, signUp } from "../helpers/users.ts";

function trpcAs(client: Client) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({
      url: `${client.server.url}/trpc`,
      transformer: superjson,
      headers: () => ({ cookie: client.cookieHeader, origin: client.server.origin }),
    })],
  });
}

Deno.test("[permissions] another student's ids are refused everywhere", async (t) => {
  const smtp = await startSmtpSink();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const a = await signUp(server, smtp, { username: "owner_a", name: "Owner A" });
  const b = await signUp(server, smtp, { username: "intruder_b" });
  const fan = await signUp(server, smtp, { username: "fan_of_a" });
  await fan.client.request("POST", `/api/follow/${a.user._id}`);
  const saved = await a.client.request<{ file: { _id: string } }>("POST", "/api/files/save", {
    roomId: "room1",
    filename: "secret.py",
    content: "API_KEY = 'hunter2'",
  });
  const fileId = saved.body.file._id;
  const A = a.user._id;

  const rest: [string, string, unknown, number[]][] = [
    ["PUT", `/api/users/${A}`, { name: "Pwned" }, [403]],
    ["PUT", `/api/users/${A}`, { profilePicture: null }, [403]],
    ["PUT", `/api/files/${fileId}/visibility`, { visibility: "public" }, [403, 404]],
    ["GET", `/api/files/${A}/${fileId}`, undefined, [404]],
  ];
  for (const [method, path, body, allowed] of rest) {
    await t.step(`REST ${method} ${path.replace(A, "{A}").replace(fileId, "{file}")}`, async () => {
      const res = await b.client.request(method, path, body);
      assert.ok(allowed.includes(res.status), `${res.status}: ${JSON.stringify(res.body)}`);
    });
  }

  await t.step("REST: A's private files are not in A's list for B", async () => {
    const res = await b.client.request<{ files: unknown[] }>("GET", `/api/files/${A}`);
    assert.deepEqual(res.body.files, []);
  });

  await t.step("REST: B's remove-follower only touches B's own followers", async () => {
    const res = await b.client.request("DELETE", `/api/follow/remove-follower/${fan.user._id}`);
    assert.deepEqual(res.body, { removed: false, followersCount: 0 });
  });

  await t.step("tRPC: the same refusals", async () => {
    const trpc = trpcAs(b.client);
    const attempts: [string, () => Promise<unknown>, string[]][] = [
      ["users.update", () => trpc.users.update.mutate({ id: A, changes: { bio: "x" } }), [
        "FORBIDDEN",
      ]],
      [
        "files.setVisibility",
        () => trpc.files.setVisibility.mutate({ fileId, visibility: "public" }),
        ["FORBIDDEN", "NOT_FOUND"],
      ],
      ["files.byId", () => trpc.files.byId.query({ userId: A, fileId }), ["NOT_FOUND"]],
    ];
    for (const [name, call, codes] of attempts) {
      await assert.rejects(call, (e: unknown) => {
        assert.ok(e instanceof TRPCClientError, name);
        assert.ok(codes.includes(e.data?.code), `${name}: ${e.data?.code}`);
        return true;
      });
    }
    assert.deepEqual(await trpc.files.list.query({ userId: A }), []);
  });

  await t.step("A's data is exactly as before", async () => {
    const me = await a.client.request<{ user: { name: string; profilePicture: null } }>(
      "GET",
      "/api/auth/me",
    );
    assert.equal(me.body.user.name, "Owner A");
    const files = await a.client.request<{ files: { visibility: string }[] }>(
      "GET",
      `/api/files/${A}`,
    );
    assert.equal(files.body.files[0].visibility, "private");
    const followers = await a.client.request<{ followers: { _id: string }[] }>(
      "GET",
      `/api/follow/${A}/followers`,
    );
    assert.deepEqual(followers.body.followers.map((f) => f._id), [fan.user._id]);
  });

  await server.close();
  await smtp.close();
});
