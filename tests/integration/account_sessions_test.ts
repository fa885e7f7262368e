/** A student's own logins over REST: listed with `current`, ended one by one or all but this
 * one, never another student's; a password change keeps this login and ends the others. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUp } from "../helpers/users.ts";

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type SessionsBody = {
  sessions: {
    _id: string;
    createdAt: number;
    lastSeenAt: number;
    userAgent: string;
    current: boolean;
  }[];
};

Deno.test("[auth] sessions list, sign-out of one or the others, password change", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const asha = await signUp(server, smtp, { email: "asha@college.edu", password: "correct horse" });
  const bob = await signUp(server, smtp, { email: "bob@college.edu" });
  async function device(userAgent: string, password = "correct horse") {
    const c = new Client(server);
    const res = await c.request("POST", "/api/auth/login", {
      emailOrUsername: "asha@college.edu",
      password,
    }, { "user-agent": userAgent });
    assert.equal(res.status, 200);
    return c;
  }
  const list = async (c: Client) => {
    const res = await c.request<SessionsBody>("GET", "/api/auth/sessions");
    assert.equal(res.status, 200);
    return res.body.sessions;
  };
  const phone = await device(FIREFOX_WINDOWS);
  let phoneId = "";

  await t.step("two logins list two sessions, `current` right on each", async () => {
    const mine = await list(asha.client);
    assert.equal(mine.length, 2);
    assert.deepEqual(mine.map((s) => s.current).sort(), [false, true]);
    const other = mine.find((s) => !s.current)!;
    assert.equal(other.userAgent, "Firefox on Windows");
    assert.ok(other.createdAt > 0 && other.lastSeenAt >= other.createdAt);
    phoneId = other._id;
    const fromPhone = await list(phone);
    assert.equal(fromPhone.find((s) => s.current)!._id, phoneId);
  });

  await t.step("signed out: 401", async () => {
    const res = await new Client(server).request("GET", "/api/auth/sessions");
    assert.equal(res.status, 401);
  });

  await t.step("another student's session id is 404, and stays alive", async () => {
    const res = await bob.client.request("DELETE", `/api/auth/sessions/${phoneId}`);
    assert.equal(res.status, 404);
    assert.equal(res.body.message, "That session was not found.");
    assert.equal((await bob.client.request("DELETE", "/api/auth/sessions/nope")).status, 404);
    assert.equal((await phone.request("GET", "/api/auth/me")).status, 200);
  });

  await t.step("deleting one ends it: its refresh fails", async () => {
    const res = await asha.client.request("DELETE", `/api/auth/sessions/${phoneId}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, current: false });
    assert.equal((await phone.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await phone.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal((await list(asha.client)).length, 1);
  });

  await t.step("a wrong current password is 403 and changes nothing", async () => {
    const res = await asha.client.request("POST", "/api/auth/password/change", {
      currentPassword: "not my password",
      password: "a brand new password",
    });
    assert.equal(res.status, 403);
    assert.equal(res.body.message, "Your current password is not right.");
    const weak = await asha.client.request("POST", "/api/auth/password/change", {
      currentPassword: "correct horse",
      password: "short",
    });
    assert.equal(weak.status, 400);
    assert.equal(weak.body.message, "Password must be at least 8 characters");
  });

  await t.step("change password keeps this login and ends the other", async () => {
    const laptop = await device(CHROME_LINUX);
    assert.equal((await list(asha.client)).length, 2);
    const res = await asha.client.request("POST", "/api/auth/password/change", {
      currentPassword: "correct horse",
      password: "a brand new password",
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, endedSessions: 1 });
    assert.equal((await laptop.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 200);
    assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 200);
    const sessions = await list(asha.client);
    assert.equal(sessions.length, 1);
    assert.equal(sessions[0].current, true);
    const old = await new Client(server).request("POST", "/api/auth/login", {
      emailOrUsername: "asha@college.edu",
      password: "correct horse",
    });
    assert.equal(old.status, 401);
  });

  await t.step("DELETE /api/auth/sessions ends every other login", async () => {
    const a = await device(CHROME_LINUX, "a brand new password");
    const b = await device(FIREFOX_WINDOWS, "a brand new password");
    const res = await asha.client.request("DELETE", "/api/auth/sessions");
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, endedSessions: 2 });
    assert.equal((await a.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal((await b.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 200);
  });

  await t.step("ending the current session signs this browser out", async () => {
    const [me] = await list(asha.client);
    const res = await asha.client.request("DELETE", `/api/auth/sessions/${me._id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, current: true });
    assert.equal(asha.client.cookies.size, 0);
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 401);
  });

  await close();
});
