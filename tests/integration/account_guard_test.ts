/**
 * Accounts under attack, through the real server and SMTP sink: a guesser cannot keep the owner
 * out, an account's username and e-mail are one account to the limits, mail limits follow the
 * inbox, a burst of sign-ups stays within memory, and a client cannot pick its own address.
 */
import assert from "node:assert/strict";
import { passwordJobStats } from "../../src/auth/password.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import type { TestServer } from "../helpers/server.ts";
import type { SmtpSink } from "../helpers/smtp_sink.ts";
import { Client, completeTokenFor, signUp } from "../helpers/users.ts";

/** A client whose requests come through our proxy from `ip` (TRUST_PROXY=1 here); `written` is
 * what the client itself put in front of the header. */
function clientFrom(server: TestServer, ip: string, written?: () => string) {
  const c = new Client(server);
  const request = c.request.bind(c);
  c.request = (method, path, json, headers = {}) =>
    request(method, path, json, {
      "x-forwarded-for": written ? `${written()}, ${ip}` : ip,
      ...headers,
    });
  return c;
}

const login = (c: Client, emailOrUsername: string, password: string) =>
  c.request<{ message?: string; user?: { username: string } }>("POST", "/api/auth/login", {
    emailOrUsername,
    password,
  });

/** The sign-in code of the newest mail to `to` after the first `skip`. */
async function signInCode(smtp: SmtpSink, to: string, skip: number): Promise<string> {
  const mail = await smtp.waitForMail(to, skip);
  const m = /sign-in code is: (\d{6})/.exec(mail.raw);
  if (!m) throw new Error(`mail ${skip} to ${to} holds no sign-in code`);
  return m[1];
}

const mailsTo = (smtp: SmtpSink, to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

/** Numbers out, so two 429 sentences with different waits compare equal. */
const shape = (message: string | undefined) => (message ?? "").replace(/\d+/g, "N");

const HINT = "You can also sign in with a code sent to your e-mail.";

// First in the file, so the process's memory is not yet full of the other tests' garbage.
Deno.test("[auth] 24 sign-ups at once hash two at a time and stay within memory", async () => {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    const ready = [];
    for (let i = 0; i < 24; i++) {
      const client = clientFrom(server, `10.40.0.${i + 1}`);
      const token = await completeTokenFor(client, smtp, `burst${i}@college.edu`);
      ready.push({ client, token, i });
    }
    const before = Deno.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => peak = Math.max(peak, Deno.memoryUsage().rss), 5);
    const answers = await Promise.all(
      ready.map(({ client, token, i }) =>
        client.request("POST", "/api/auth/signup/complete", {
          completeToken: token,
          name: `Burst ${i}`,
          username: `burst_${i}`,
          password: "correct horse battery",
        })
      ),
    );
    clearInterval(sampler);
    assert.deepEqual(answers.map((a) => a.status), Array(24).fill(201));
    const grewMb = (peak - before) / 2 ** 20;
    // Unbounded, the 24 hashes held ~480 MB at once; two at a time with recycled workers ~130 MB.
    assert.ok(grewMb < 250, `RSS grew ${Math.round(grewMb)} MB`);
    assert.ok(passwordJobStats().peak <= 2, `peak ${passwordJobStats().peak} hashes at once`);
  } finally {
    await close();
  }
});

Deno.test("[auth] a guesser's wrong passwords slow the guesser, never lock out the owner", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    await signUp(server, smtp, {
      email: "victim1@college.edu",
      username: "victim1",
      password: "owner's own password",
    });
    const attacker = clientFrom(server, "203.0.113.66");
    const secondAddress = clientFrom(server, "203.0.113.67");
    let accountLimited = "";

    await t.step(
      "username and e-mail are one account: 10 guesses from one address, then 429",
      async () => {
        const statuses = [];
        // 24: the 25th attempt from this address is the owner's, below.
        for (let i = 0; i < 24; i++) {
          const name = i % 2 ? "victim1" : "VICTIM1@college.edu";
          const res = await login(attacker, name, `guess number ${i}`);
          statuses.push(res.status);
          if (res.status === 429) {
            assert.match(res.body.message!, /^Too many sign-in attempts for this account\./);
            assert.ok(res.body.message!.endsWith(HINT));
          }
        }
        assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(14).fill(429)]);
      },
    );

    await t.step("a second address of the guesser gets its own 10, no more", async () => {
      const statuses = [];
      for (let i = 0; i < 14; i++) {
        statuses.push((await login(secondAddress, "victim1", `second guess ${i}`)).status);
      }
      assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(4).fill(429)]);
    });

    await t.step(
      "after 38 wrong passwords the owner's password works from another address",
      async () => {
        const owner = clientFrom(server, "198.51.100.7");
        const res = await login(owner, "victim1", "owner's own password");
        assert.equal(res.status, 200);
        assert.equal(res.body.user?.username, "victim1");
      },
    );

    await t.step("from the guesser's address the owner signs in with a mailed code", async () => {
      const owner = clientFrom(server, "203.0.113.66");
      const refused = await login(owner, "victim1", "owner's own password");
      assert.equal(refused.status, 429);
      assert.ok(refused.body.message!.endsWith(HINT));
      accountLimited = refused.body.message!;

      const seen = mailsTo(smtp, "victim1@college.edu");
      const asked = await owner.request("POST", "/api/auth/login/code", {
        emailOrUsername: "victim1",
      });
      assert.equal(asked.status, 200);
      assert.deepEqual(asked.body, {
        message: "If that account exists, a sign-in code is on its way to its e-mail.",
        expiresInSeconds: 600,
      });
      const code = await signInCode(smtp, "victim1@college.edu", seen);
      const wrong = await attacker.request("POST", "/api/auth/login/code/verify", {
        emailOrUsername: "victim1",
        otp: code === "000000" ? "111111" : "000000",
      });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, "That code is not right. 4 tries left.");

      const signedIn = await owner.request<{ user: { username: string } }>(
        "POST",
        "/api/auth/login/code/verify",
        { emailOrUsername: "victim1", otp: code },
      );
      assert.equal(signedIn.status, 200);
      assert.equal(signedIn.body.user.username, "victim1");
      assert.equal((await owner.request("GET", "/api/auth/me")).status, 200);
      // The code works once.
      const again = await attacker.request("POST", "/api/auth/login/code/verify", {
        emailOrUsername: "victim1",
        otp: code,
      });
      assert.equal(again.status, 400);
    });

    await t.step(
      "an unknown account is limited alike, and asking for its code says the same",
      async () => {
        const guesser = clientFrom(server, "203.0.113.99");
        const last = [];
        for (let i = 0; i < 11; i++) last.push(await login(guesser, "nobody_here", `guess ${i}`));
        assert.equal(last[9].status, 401);
        assert.equal(last[10].status, 429);
        assert.equal(shape(last[10].body.message), shape(accountLimited));
        const asked = await guesser.request("POST", "/api/auth/login/code", {
          emailOrUsername: "nobody_here",
        });
        assert.equal(asked.status, 200);
        assert.equal(
          asked.body.message,
          "If that account exists, a sign-in code is on its way to its e-mail.",
        );
        const tried = await guesser.request("POST", "/api/auth/login/code/verify", {
          emailOrUsername: "nobody_here",
          otp: "123456",
        });
        assert.equal(tried.status, 400);
        assert.equal(tried.body.message, "This code has expired. Please request a new code.");
      },
    );
  } finally {
    await close();
  }
});

Deno.test("[auth] guesses from many addresses meet an account-wide cap; the owner still gets in by code", async () => {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    await signUp(server, smtp, {
      email: "victim2@college.edu",
      username: "victim2",
      password: "owner's own password",
    });
    // 5 addresses × 10 guesses: each stays under its own limit, together they reach the cap.
    for (let a = 0; a < 5; a++) {
      const bot = clientFrom(server, `192.0.2.${a + 1}`);
      for (let i = 0; i < 10; i++) {
        assert.equal((await login(bot, "victim2", `guess ${a}.${i}`)).status, 401);
      }
    }
    const owner = clientFrom(server, "198.51.100.8");
    const refused = await login(owner, "victim2", "owner's own password");
    assert.equal(refused.status, 429);
    assert.ok(refused.headers.get("retry-after"));
    assert.ok(refused.body.message!.endsWith(HINT));

    const seen = mailsTo(smtp, "victim2@college.edu");
    await owner.request("POST", "/api/auth/login/code", { emailOrUsername: "victim2@college.edu" });
    const code = await signInCode(smtp, "victim2@college.edu", seen);
    const res = await owner.request("POST", "/api/auth/login/code/verify", {
      emailOrUsername: "victim2@college.edu",
      otp: code,
    });
    assert.equal(res.status, 200);
  } finally {
    await close();
  }
});

Deno.test("[auth] mail limits count per inbox (+tags and dots) and per address", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    let n = 0;
    // A fresh address per request, so only the per-inbox limit can answer 429.
    const fresh = () => clientFrom(server, `10.20.0.${++n}`);
    const aliases = [
      "name@college.edu",
      "name+1@college.edu",
      "na.me@college.edu",
      "N.A.M.E+x@college.edu",
      "name+2@college.edu",
      "n.ame+3@college.edu",
    ];

    await t.step("sign-up codes", async () => {
      const statuses = [];
      for (const email of aliases) {
        statuses.push((await fresh().request("POST", "/api/auth/signup/start", { email })).status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    });

    await t.step("reset codes", async () => {
      const statuses = [];
      for (const email of aliases) {
        statuses.push(
          (await fresh().request("POST", "/api/auth/password/forgot", { email })).status,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    });

    await t.step("one address asking for many inboxes stops at 20", async () => {
      const one = clientFrom(server, "10.30.0.1");
      const statuses = [];
      for (let i = 0; i < 21; i++) {
        const email = `student${i}@college.edu`;
        statuses.push((await one.request("POST", "/api/auth/signup/start", { email })).status);
      }
      assert.deepEqual(statuses, [...Array(20).fill(200), 429]);
    });
    // Identity keeps the address as typed: a tagged address is still its own account.
    assert.ok(smtp.mails.some((m) => m.to.includes("name+1@college.edu")));
  } finally {
    await close();
  }
});

Deno.test("[http] TRUST_PROXY=1: an entry the client writes cannot dodge a per-address limit", async () => {
  const { server, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    let n = 0;
    // Each request claims a new origin in front; our proxy's own entry stays the same.
    const client = clientFrom(server, "203.0.113.50", () => `6.6.6.${++n}`);
    const statuses = [];
    for (let i = 0; i < 26; i++) {
      // A new unknown name each time, so only the per-address limit applies.
      statuses.push((await login(client, `nobody_${i}`, "a guess")).status);
    }
    assert.deepEqual(statuses, [...Array(25).fill(401), 429]);
    const last = await login(client, "nobody_x", "a guess");
    assert.match(last.body.message!, /^Too many sign-in attempts from your network\./);
    // Another address behind the same proxy is not held back.
    assert.equal((await login(clientFrom(server, "203.0.113.51"), "nobody_y", "x")).status, 401);
  } finally {
    await close();
  }
});
