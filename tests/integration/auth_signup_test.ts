/** Sign-up over REST with a real SMTP sink (spec 000 §4, §5; issue "Accounts"). */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import type { TestServer } from "../helpers/server.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, completeTokenFor, signUp } from "../helpers/users.ts";

const COLLEGE = "Please use your college email ending with @college.edu";

async function setup(clock = manualClock(Date.now())) {
  const started = await startServerWithSmtp({ env: { TRUST_PROXY: "true" }, clock });
  return { ...started, clock };
}

/** A client that appears to come from its own address (TRUST_PROXY is on in these tests). */
function clientFrom(server: TestServer, ip: string) {
  const c = new Client(server);
  const request = c.request.bind(c);
  c.request = (method, path, json, headers = {}) =>
    request(method, path, json, { "x-forwarded-for": ip, ...headers });
  return c;
}

Deno.test("[auth] sign-up end to end through SMTP", async (t) => {
  const s = await setup();
  const { server, smtp } = s;
  const email = "Asha.Verma@College.EDU";
  const client = clientFrom(server, "10.0.0.1");

  const start = await client.request("POST", "/api/auth/signup/start", { email });
  await t.step("step 1 sends a 6-digit code to the lowercased address", async () => {
    assert.equal(start.status, 200);
    assert.match(start.body.message as string, /asha\.verma@college\.edu/);
    assert.equal(start.body.expiresInSeconds, 600);
    const mail = await smtp.waitForMail("asha.verma@college.edu");
    assert.match(mail.raw, /sign-up code is: \d{6}/);
    assert.match(mail.raw, /expires in 10 minutes/);
  });

  let completeToken = "";
  await t.step("step 2 trades the code for a complete token", async () => {
    const otp = await smtp.codeFor("asha.verma@college.edu");
    const res = await client.request<{ completeToken: string }>("POST", "/api/auth/signup/verify", {
      email,
      otp,
    });
    assert.equal(res.status, 200);
    assert.match(res.body.completeToken, /^[A-Za-z0-9_-]{43}$/);
    completeToken = res.body.completeToken;
  });

  await t.step("step 3 creates the account and signs it in", async () => {
    const res = await client.request<{ user: Record<string, unknown> }>(
      "POST",
      "/api/auth/signup/complete",
      { completeToken, name: "  Asha Verma ", username: "asha_v", password: "correct horse" },
    );
    assert.equal(res.status, 201);
    assert.equal(res.body.user.name, "Asha Verma");
    assert.equal(res.body.user.username, "asha_v");
    assert.equal(res.body.user.email, "asha.verma@college.edu");
    assert.equal(res.body.user.passwordHash, undefined);
    const cookies = res.headers.getSetCookie();
    assert.equal(cookies.length, 2);
    for (const c of cookies) {
      assert.match(c, /HttpOnly/);
      assert.match(c, /SameSite=Lax/);
      assert.equal(/Secure/.test(c), false, "no Secure flag over plain http");
    }
    const me = await client.request<{ user: { username: string } }>("GET", "/api/auth/me");
    assert.equal(me.status, 200);
    assert.equal(me.body.user.username, "asha_v");
  });

  await t.step("the complete token works once", async () => {
    const res = await client.request("POST", "/api/auth/signup/complete", {
      completeToken,
      name: "Asha",
      username: "asha_again",
      password: "correct horse",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Your sign-up session has expired. Please start again.");
  });

  await s.close();
});

Deno.test("[auth] e-mail rules: college domain only, any case", async (t) => {
  const s = await setup();
  const client = clientFrom(s.server, "10.0.0.2");
  const cases: [unknown, number, string | null][] = [
    ["", 400, "Email is required"],
    [undefined, 400, "Email is required"],
    ["asha@gmail.com", 400, COLLEGE],
    ["asha@college.edu.evil.com", 400, COLLEGE],
    ["asha@sub.college.edu", 400, COLLEGE],
    ["not an email", 400, COLLEGE],
    ["a b@college.edu", 400, COLLEGE],
    ["<script>@college.edu", 400, COLLEGE],
    ["MIXED.Case+tag@COLLEGE.edu", 200, null],
  ];
  for (const [email, status, message] of cases) {
    await t.step(`${JSON.stringify(email)} → ${status}`, async () => {
      const res = await client.request(
        "POST",
        "/api/auth/signup/start",
        email === undefined ? {} : { email },
      );
      assert.equal(res.status, status);
      if (message) assert.equal(res.body.message, message);
    });
  }
  await t.step("the mail went to the lowercased address", async () => {
    await s.smtp.waitForMail("mixed.case+tag@college.edu");
  });
  await s.close();
});

Deno.test("[auth] one-time codes: wrong, expired, reused, brute-forced", async (t) => {
  const s = await setup();
  const { server, smtp, clock } = s;
  const client = clientFrom(server, "10.0.0.3");
  const email = "codes@college.edu";
  await client.request("POST", "/api/auth/signup/start", { email });
  const code = await smtp.codeFor(email);
  const wrong = code === "000000" ? "111111" : "000000";

  await t.step("a wrong code says how many tries are left", async () => {
    const res = await client.request("POST", "/api/auth/signup/verify", { email, otp: wrong });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "That code is not right. 4 tries left.");
  });

  await t.step("malformed codes are refused before they count", async () => {
    for (const otp of ["12345", "1234567", "12a456", ""]) {
      const res = await client.request("POST", "/api/auth/signup/verify", { email, otp });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, "Enter the 6-digit code from your e-mail");
    }
  });

  await t.step("the right code works once; reused it has expired", async () => {
    const ok = await client.request("POST", "/api/auth/signup/verify", { email, otp: code });
    assert.equal(ok.status, 200);
    const again = await client.request("POST", "/api/auth/signup/verify", { email, otp: code });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, "This code has expired. Please request a new code.");
  });

  await t.step("a code older than 10 minutes has expired", async () => {
    const e = "late@college.edu";
    await client.request("POST", "/api/auth/signup/start", { email: e });
    const late = await smtp.codeFor(e);
    clock.advance(10 * 60_000 + 1);
    const res = await client.request("POST", "/api/auth/signup/verify", { email: e, otp: late });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "This code has expired. Please request a new code.");
  });

  await t.step("after 5 wrong guesses, even parallel ones, the code is dead", async () => {
    const e = "brute@college.edu";
    await client.request("POST", "/api/auth/signup/start", { email: e });
    const right = await smtp.codeFor(e);
    const guesses = Array.from(
      { length: 30 },
      (_, i) => String((Number(right) + 1 + i) % 1e6).padStart(6, "0"),
    );
    const answers = await Promise.all(
      guesses.map((otp) =>
        clientFrom(server, `10.1.0.${guesses.indexOf(otp)}`).request(
          "POST",
          "/api/auth/signup/verify",
          { email: e, otp },
        )
      ),
    );
    const counted = answers.filter((a) => /not right/.test(a.body.message as string));
    assert.equal(counted.length, 5, "exactly five wrong guesses are judged");
    assert.ok(answers.every((a) => a.status === 400));
    const res = await client.request("POST", "/api/auth/signup/verify", { email: e, otp: right });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Too many wrong codes. Please request a new code.");
  });

  await t.step("a new code brings a fresh allowance", async () => {
    const e = "brute@college.edu";
    await client.request("POST", "/api/auth/signup/start", { email: e });
    const fresh = await smtp.codeFor(e);
    const res = await client.request("POST", "/api/auth/signup/verify", { email: e, otp: fresh });
    assert.equal(res.status, 200);
  });

  await s.close();
});

Deno.test("[auth] account rules: name, username, password, duplicates", async (t) => {
  const s = await setup();
  const { server, smtp } = s;
  await signUp(server, smtp, { username: "Taken_Name" });

  async function token() {
    const c = clientFrom(server, `10.2.0.${Math.floor(Math.random() * 250)}`);
    const email = `rules${crypto.randomUUID().slice(0, 8)}@college.edu`;
    return { c, completeToken: await completeTokenFor(c, smtp, email) };
  }

  const { c, completeToken } = await token();
  const base = { completeToken, name: "Ravi", username: "ravi_k", password: "long enough" };
  const cases: [Partial<typeof base>, number, string][] = [
    [{ name: "   " }, 400, "Name is required"],
    [{ name: "x".repeat(61) }, 400, "Name must be at most 60 characters"],
    [{ name: "Bad\u0007Name" }, 400, "Name cannot contain control characters"],
    [{ username: "" }, 400, "Username is required"],
    [{ username: "ab" }, 400, "Username must be at least 3 characters"],
    [{ username: "a".repeat(21) }, 400, "Username must be at most 20 characters"],
    [{ username: "ravi k" }, 400, "Username can use only letters, digits and underscores"],
    [{ username: "9ravi" }, 400, "Username must start with a letter"],
    [{ username: "Admin" }, 400, "That username is reserved"],
    [{ username: "taken_NAME" }, 409, "That username is taken. Please choose another."],
    [{ password: "" }, 400, "Password is required"],
    [{ password: "short" }, 400, "Password must be at least 8 characters"],
    [{ password: "p".repeat(129) }, 400, "Password must be at most 128 characters"],
  ];
  for (const [change, status, message] of cases) {
    await t.step(`${JSON.stringify(change).slice(0, 40)} → ${message}`, async () => {
      const res = await c.request("POST", "/api/auth/signup/complete", { ...base, ...change });
      assert.equal(res.status, status);
      assert.equal(res.body.message, message);
    });
  }

  await t.step("the token survived the refusals and still completes", async () => {
    const res = await c.request("POST", "/api/auth/signup/complete", base);
    assert.equal(res.status, 201);
  });

  await t.step("two students racing for one username: one wins, one gets 409", async () => {
    const [a, b] = [await token(), await token()];
    const results = await Promise.all(
      [a, b].map((x, i) =>
        x.c.request("POST", "/api/auth/signup/complete", {
          completeToken: x.completeToken,
          name: `Racer ${i}`,
          username: "racer",
          password: "long enough",
        })
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
  });

  await s.close();
});

Deno.test("[auth] registered and unknown addresses get the same answer", async (t) => {
  const s = await setup();
  const { server, smtp } = s;
  const known = await signUp(server, smtp, { email: "known@college.edu" });
  void known;
  const a = await clientFrom(server, "10.3.0.1").request("POST", "/api/auth/signup/start", {
    email: "known@college.edu",
  });
  const b = await clientFrom(server, "10.3.0.2").request("POST", "/api/auth/signup/start", {
    email: "unknown@college.edu",
  });

  await t.step("same status, same fields, same sentence", () => {
    assert.equal(a.status, b.status);
    assert.deepEqual(Object.keys(a.body).sort(), Object.keys(b.body).sort());
    assert.equal(
      (a.body.message as string).replace("known@", "X@"),
      (b.body.message as string).replace("unknown@", "X@"),
    );
  });

  await t.step("the registered address gets a sign-in mail and no code", async () => {
    const mail = await smtp.waitForMail("known@college.edu", 1);
    assert.match(mail.raw, /already have an account/);
    assert.equal(/sign-up code is/.test(mail.raw), false);
  });

  await s.close();
});

Deno.test("[auth] direct registration needs the OTP flow", async (t) => {
  const s = await setup();
  const { server, smtp } = s;
  const c = clientFrom(server, "10.4.0.1");

  await t.step("name, username and password alone are refused", async () => {
    const res = await c.request("POST", "/api/auth/register", {
      name: "Eve",
      username: "eve_x",
      password: "long enough",
      email: "eve@gmail.com",
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Use OTP signup flow.");
    const empty = await c.request("POST", "/api/auth/register", {});
    assert.equal(empty.body.message, "Use OTP signup flow.");
  });

  await t.step("with a valid complete token it behaves as complete", async () => {
    const email = "direct@college.edu";
    await c.request("POST", "/api/auth/signup/start", { email });
    const otp = await smtp.codeFor(email);
    const v = await c.request<{ completeToken: string }>("POST", "/api/auth/signup/verify", {
      email,
      otp,
    });
    const res = await c.request("POST", "/api/auth/register", {
      completeToken: v.body.completeToken,
      name: "Direct",
      username: "direct_one",
      password: "long enough",
    });
    assert.equal(res.status, 201);
  });

  await s.close();
});

Deno.test("[auth] sign-up rate limits answer 429 with Retry-After", async (t) => {
  const s = await setup();
  const { server } = s;

  await t.step("at most 5 codes per address per 30 minutes", async () => {
    const email = "many@college.edu";
    for (let i = 0; i < 5; i++) {
      const ok = await clientFrom(server, `10.5.0.${i}`).request("POST", "/api/auth/signup/start", {
        email,
      });
      assert.equal(ok.status, 200);
    }
    const res = await clientFrom(server, "10.5.0.99").request("POST", "/api/auth/signup/start", {
      email,
    });
    assert.equal(res.status, 429);
    assert.equal(res.headers.get("retry-after"), "1800");
    assert.equal(
      res.body.message,
      "Too many codes were requested for this address. Try again in 30 minutes.",
    );
  });

  await t.step("the window slides: after 30 minutes one more code is allowed", async () => {
    s.clock.advance(30 * 60_000 + 1);
    const res = await clientFrom(server, "10.5.1.1").request("POST", "/api/auth/signup/start", {
      email: "many@college.edu",
    });
    assert.equal(res.status, 200);
  });

  await t.step("one client address is limited; a neighbour behind the proxy is not", async () => {
    const one = clientFrom(server, "10.6.0.1");
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await one.request("POST", "/api/auth/signup/start", { email: `ip${i}@college.edu` }))
        .status;
    }
    assert.equal(last, 429);
    const other = await clientFrom(server, "10.6.0.2").request("POST", "/api/auth/signup/start", {
      email: "neighbour@college.edu",
    });
    assert.equal(other.status, 200);
  });

  await s.close();
});
