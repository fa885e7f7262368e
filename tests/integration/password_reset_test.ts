/** "Forgot password?" over REST with a real SMTP sink: the same answer for any address, codes
 * limited like sign-up's, and a reset that ends every login of the account. */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import type { TestServer } from "../helpers/server.ts";
import type { SmtpSink } from "../helpers/smtp_sink.ts";
import { Client, signUp } from "../helpers/users.ts";

const SAME = {
  message: "If an account uses that e-mail, a code is on its way.",
  expiresInSeconds: 600,
};
const EXPIRED = "This code has expired. Please request a new code.";

/** A client that appears to come from its own address (TRUST_PROXY is on here). */
function clientFrom(server: TestServer, ip: string) {
  const c = new Client(server);
  const request = c.request.bind(c);
  c.request = (method, path, json, headers = {}) =>
    request(method, path, json, { "x-forwarded-for": ip, ...headers });
  return c;
}

/** The reset code in the `n`-th mail (0-based) to `to`. */
async function resetCode(smtp: SmtpSink, to: string, n: number): Promise<string> {
  const mail = await smtp.waitForMail(to, n);
  const m = /password reset code is: (\d{6})/.exec(mail.raw);
  if (!m) throw new Error(`mail ${n} to ${to} holds no reset code`);
  return m[1];
}

async function setup() {
  const clock = manualClock(Date.now());
  const started = await startServerWithSmtp({ env: { TRUST_PROXY: "true" }, clock });
  const asha = await signUp(started.server, started.smtp, {
    email: "asha@college.edu",
    username: "asha_v",
    password: "correct horse",
  });
  return { ...started, clock, asha };
}

Deno.test("[auth] forgot password: enumeration-safe codes, limits, and a reset that ends every login", async (t) => {
  const s = await setup();
  const { server, smtp, asha } = s;
  const client = clientFrom(server, "10.1.0.1");
  const login = (password: string) =>
    new Client(server).request("POST", "/api/auth/login", { emailOrUsername: "asha_v", password });
  // A second device of Asha's, signed in before the reset.
  const laptop = new Client(server);
  assert.equal((await login("correct horse")).status, 200);
  assert.equal(
    (await laptop.request("POST", "/api/auth/login", {
      emailOrUsername: "asha@college.edu",
      password: "correct horse",
    })).status,
    200,
  );
  const before = smtp.mails.filter((m) => m.to.includes("asha@college.edu")).length;

  await t.step("known and unknown addresses get the same answer", async () => {
    const known = await client.request("POST", "/api/auth/password/forgot", {
      email: "ASHA@college.edu",
    });
    const unknown = await client.request("POST", "/api/auth/password/forgot", {
      email: "nobody@college.edu",
    });
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    assert.deepEqual(known.body, SAME);
    assert.deepEqual(unknown.body, SAME);
  });

  await t.step("only the account's address gets a code by mail", async () => {
    await resetCode(smtp, "asha@college.edu", before);
    const note = await smtp.waitForMail("nobody@college.edu");
    // The body only: the headers' random Message-ID may hold six digits in a row.
    const body = note.raw.slice(note.raw.indexOf("\r\n\r\n"));
    assert.doesNotMatch(body, /\b\d{6}\b/);
    assert.match(note.raw, /no Campus account uses it/);
  });

  await t.step("a non-college address is refused like sign-up", async () => {
    const res = await client.request("POST", "/api/auth/password/forgot", { email: "a@gmail.com" });
    assert.equal(res.status, 400);
  });

  await t.step("an unknown address's reset answers like a known one without a code", async () => {
    const res = await client.request("POST", "/api/auth/password/reset", {
      email: "nobody@college.edu",
      otp: "123456",
      password: "a new password",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, EXPIRED);
  });

  await t.step("the new password follows the sign-up rules", async () => {
    const res = await client.request("POST", "/api/auth/password/reset", {
      email: "asha@college.edu",
      otp: "123456",
      password: "short",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Password must be at least 8 characters");
  });

  await t.step("wrong codes are limited to 5, then a new code is needed", async () => {
    const code = await resetCode(smtp, "asha@college.edu", before);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.request("POST", "/api/auth/password/reset", {
        email: "asha@college.edu",
        otp: i === 5 ? code : wrong,
        password: "a new password",
      });
      assert.equal(res.status, 400);
      messages.push(res.body.message);
    }
    assert.deepEqual(messages, [
      "That code is not right. 4 tries left.",
      "That code is not right. 3 tries left.",
      "That code is not right. 2 tries left.",
      "That code is not right. 1 try left.",
      "That code is not right. Please request a new code.",
      "Too many wrong codes. Please request a new code.",
    ]);
    assert.equal((await login("correct horse")).status, 200);
  });

  await t.step("a fresh code resets the password and ends every login", async () => {
    await client.request("POST", "/api/auth/password/forgot", { email: "asha@college.edu" });
    const code = await resetCode(smtp, "asha@college.edu", before + 1);
    const res = await client.request("POST", "/api/auth/password/reset", {
      email: "asha@college.edu",
      otp: code,
      password: "a brand new password",
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      message: "Your password has been changed. Please sign in with your new password.",
    });
    assert.equal((await login("correct horse")).status, 401);
    assert.equal((await login("a brand new password")).status, 200);
    assert.equal((await laptop.request("POST", "/api/auth/refresh")).status, 401);
    assert.equal((await laptop.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await asha.client.request("GET", "/api/auth/me")).status, 401);
    assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 401);
  });

  await t.step("the code works once", async () => {
    const code = await resetCode(smtp, "asha@college.edu", before + 1);
    const res = await client.request("POST", "/api/auth/password/reset", {
      email: "asha@college.edu",
      otp: code,
      password: "yet another password",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, EXPIRED);
  });

  await t.step("a code expires after 10 minutes", async () => {
    await client.request("POST", "/api/auth/password/forgot", { email: "asha@college.edu" });
    const code = await resetCode(smtp, "asha@college.edu", before + 2);
    s.clock.advance(10 * 60_000 + 1);
    const res = await client.request("POST", "/api/auth/password/reset", {
      email: "asha@college.edu",
      otp: code,
      password: "yet another password",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, EXPIRED);
  });

  await t.step("5 codes per address per 30 minutes, then 429 with Retry-After", async () => {
    const other = clientFrom(server, "10.1.0.2");
    const email = "carol@college.edu";
    for (let i = 0; i < 5; i++) {
      const ok = await other.request("POST", "/api/auth/password/forgot", { email });
      assert.equal(ok.status, 200);
    }
    const res = await other.request("POST", "/api/auth/password/forgot", { email });
    assert.equal(res.status, 429);
    assert.match(res.body.message as string, /^Too many codes were requested for this address\./);
    assert.ok(Number(res.headers.get("retry-after")) > 0);
  });

  await t.step("20 resets per client address per 30 minutes, then 429", async () => {
    const flood = clientFrom(server, "10.1.0.3");
    let res;
    for (let i = 0; i < 21; i++) {
      res = await flood.request("POST", "/api/auth/password/forgot", {
        email: `flood${i}@college.edu`,
      });
    }
    assert.equal(res!.status, 429);
    assert.match(res!.body.message as string, /^Too many password resets from your network\./);
  });

  await s.close();
});
