/** Login, rotating refresh tokens, reuse detection, logout and the origin check over REST. */
import assert from "node:assert/strict";
import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import { manualClock } from "../../src/core/clock.ts";
import type { AppRouter } from "../../src/http/app_router.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUp } from "../helpers/users.ts";

const FAILED = "Incorrect e-mail/username or password.";

async function setup() {
  const clock = manualClock(Date.now());
  const { server, smtp, close } = await startServerWithSmtp({ clock });
  const asha = await signUp(server, smtp, {
    email: "asha@college.edu",
    username: "Asha_V",
    password: "correct horse",
  });
  return { clock, server, asha, close };
}

Deno.test("[auth] login by e-mail or username, one message for every failure", async (t) => {
  const s = await setup();
  const login = (emailOrUsername: string, password: string) =>
    new Client(s.server).request("POST", "/api/auth/login", { emailOrUsername, password });

  await t.step("by e-mail, in any case", async () => {
    const res = await login("ASHA@College.edu", "correct horse");
    assert.equal(res.status, 200);
    assert.equal((res.body.user as { username: string }).username, "Asha_V");
    assert.equal(res.headers.getSetCookie().length, 2);
  });

  await t.step("by username, in any case", async () => {
    const res = await login("asha_v", "correct horse");
    assert.equal(res.status, 200);
  });

  await t.step("wrong password, unknown user and unknown e-mail answer alike", async () => {
    for (const [who, pw] of [["asha_v", "wrong horse"], ["nobody", "x"], ["no@college.edu", "y"]]) {
      const res = await login(who, pw);
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { message: FAILED });
      assert.equal(res.headers.getSetCookie().length, 0);
    }
  });

  await t.step("empty fields get their own message", async () => {
    const res = await login("", "");
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Enter your e-mail or username");
  });

  await t.step("10 attempts per account from one address per 15 minutes, then 429", async () => {
    const statuses = [];
    let res;
    for (let i = 0; i < 11; i++) {
      res = await login("victim_account", "guess" + i);
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    assert.match(res!.body.message as string, /^Too many sign-in attempts/);
    assert.ok(Number(res!.headers.get("retry-after")) > 0);
  });

  await s.close();
});

Deno.test("[auth] sessions: me, expiry, rotation, reuse, two tabs, logout", async (t) => {
  const s = await setup();
  const { asha, clock, server } = s;

  await t.step("me answers the signed-in user, 401 for a visitor", async () => {
    const me = await asha.client.request<{ user: { email: string } }>("GET", "/api/auth/me");
    assert.equal(me.status, 200);
    assert.equal(me.body.user.email, "asha@college.edu");
    const visitor = await new Client(server).request("GET", "/api/auth/me");
    assert.equal(visitor.status, 401);
    assert.equal(visitor.body.message, "Please sign in to continue.");
  });

  await t.step("tRPC sees the same session", async () => {
    const trpc = createTRPCClient<AppRouter>({
      links: [httpLink({
        url: `${server.url}/trpc`,
        transformer: superjson,
        headers: () => ({ cookie: asha.client.cookieHeader }),
      })],
    });
    const me = await trpc.auth.me.query();
    assert.equal(me.user?.username, "Asha_V");
  });

  await t.step("an access token expires after 15 minutes; refresh renews it", async () => {
    clock.advance(15 * 60_000 + 1000);
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 401);
    const before = asha.client.cookies.get("refreshToken");
    const res = await asha.client.request("POST", "/api/auth/refresh");
    assert.equal(res.status, 200);
    assert.notEqual(asha.client.cookies.get("refreshToken"), before, "the refresh token rotated");
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 200);
  });

  await t.step("two tabs refreshing at the same moment both stay signed in", async () => {
    const tabA = new Client(server);
    const tabB = new Client(server);
    tabA.cookies = new Map(asha.client.cookies);
    tabB.cookies = new Map(asha.client.cookies);
    const [a, b] = await Promise.all([
      tabA.request("POST", "/api/auth/refresh"),
      tabB.request("POST", "/api/auth/refresh"),
    ]);
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    const rotated = [a, b].filter((r) =>
      r.headers.getSetCookie().some((c) => c.startsWith("refreshToken="))
    );
    assert.equal(rotated.length, 1, "exactly one of them rotated the refresh token");
    // The browser's shared jar now holds the winner's token, which keeps working.
    const winner = rotated[0] === a ? tabA : tabB;
    asha.client.cookies = new Map(winner.cookies);
    assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 200);
  });

  await t.step("replaying a rotated token after the grace period revokes the login", async () => {
    const stolen = asha.client.cookies.get("refreshToken")!;
    assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 200);
    clock.advance(31_000);
    const thief = new Client(server);
    thief.cookies.set("refreshToken", stolen);
    const replay = await thief.request("POST", "/api/auth/refresh");
    assert.equal(replay.status, 401);
    assert.equal(replay.body.message, "Your session has ended. Please sign in again.");
    // The victim's current tokens died with the login.
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal(asha.client.cookies.size, 0, "a refused refresh clears the cookies");
  });

  await t.step("logout revokes the login and clears the cookies", async () => {
    const c = new Client(server);
    await c.request("POST", "/api/auth/login", {
      emailOrUsername: "asha_v",
      password: "correct horse",
    });
    const saved = new Map(c.cookies);
    const out = await c.request("POST", "/api/auth/logout");
    assert.equal(out.status, 200);
    assert.deepEqual(out.body, { success: true });
    assert.equal(c.cookies.size, 0);
    const replay = new Client(server);
    replay.cookies = saved;
    assert.equal((await replay.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await replay.request("POST", "/api/auth/refresh")).status, 401);
  });

  await t.step("garbage cookies are a visitor, not an error", async () => {
    const c = new Client(server);
    c.cookies.set("accessToken", "not.a.jwt");
    c.cookies.set("refreshToken", "nonsense");
    assert.equal((await c.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await c.request("POST", "/api/auth/refresh")).status, 401);
  });

  await s.close();
});

Deno.test("[auth] cross-origin state changes are refused", async () => {
  const s = await setup();
  for (
    const path of [
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/signup/start",
      "/api/auth/refresh",
    ]
  ) {
    const res = await s.asha.client.request("POST", path, {
      emailOrUsername: "asha_v",
      password: "correct horse",
    }, {
      origin: "https://evil.example",
    });
    assert.equal(res.status, 403, path);
  }
  // The session survived the forged logout.
  assert.equal((await s.asha.client.request("GET", "/api/auth/me")).status, 200);
  await s.close();
});
