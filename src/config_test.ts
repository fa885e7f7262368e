import assert from "node:assert/strict";
import { ConfigError, parseConfig, withBoundPort } from "./config.ts";

Deno.test("[config] defaults match the configuration table", () => {
  const c = parseConfig({});
  assert.equal(c.port, 8000);
  assert.equal(c.host, "127.0.0.1");
  assert.equal(c.appOrigin, "http://localhost:8000");
  assert.equal(c.appEnv, "development");
  assert.equal(c.kvPath, "./data/kv.sqlite3");
  assert.equal(c.dataDir, "./data");
  assert.equal(c.collegeEmailDomain, "college.edu");
  assert.equal(c.mailFrom, "Campus <no-reply@college.edu>");
  assert.equal(c.trustProxy, 0);
  assert.equal(c.execBackend, "sandbox");
  assert.equal(c.smtpUrl, undefined);
  assert.equal(c.redisUrl, undefined);
  assert.equal(c.blobStore, "disk");
  assert.equal(c.onDeploy, false);
  assert.equal(parseConfig({ BLOB_STORE: "kv" }).blobStore, "kv");
});

Deno.test("[config] a bad value stops start-up with one line naming the variable", async (t) => {
  const cases: [Record<string, string>, string][] = [
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ APP_ENV: "staging" }, "APP_ENV"],
    [{ APP_ORIGIN: "localhost:8000" }, "APP_ORIGIN"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY"],
    [{ EXEC_BACKEND: "docker" }, "EXEC_BACKEND"],
    [{ BLOB_STORE: "s3" }, "BLOB_STORE"],
    [{ COLLEGE_EMAIL_DOMAIN: "@college" }, "COLLEGE_EMAIL_DOMAIN"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
  ];
  for (const [env, variable] of cases) {
    await t.step(`${variable}=${Object.values(env)[0]}`, () => {
      assert.throws(() => parseConfig(env), (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.match(e.message, new RegExp(`\\b${variable}\\b`));
        assert.equal(e.message.includes("\n"), false);
        return true;
      });
    });
  }
});

Deno.test("[config] production refuses to start without SESSION_SECRET", () => {
  assert.throws(() => parseConfig({ APP_ENV: "production" }), /SESSION_SECRET/);
  const ok = parseConfig({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) });
  assert.equal(ok.appEnv, "production");
});

Deno.test("[config] piston needs PISTON_URL and KV Connect needs a token", () => {
  assert.throws(() => parseConfig({ EXEC_BACKEND: "piston" }), /PISTON_URL/);
  assert.throws(
    () => parseConfig({ DENO_KV_PATH: "https://kv.example/db" }),
    /DENO_KV_ACCESS_TOKEN/,
  );
});

Deno.test("[config] REDIS_URL takes redis:// and rediss:// URLs", () => {
  assert.equal(
    parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl,
    "redis://127.0.0.1:6379",
  );
  assert.equal(
    parseConfig({ REDIS_URL: "rediss://user:pw@cache.example:6380/0" }).redisUrl,
    "rediss://user:pw@cache.example:6380/0",
  );
});

Deno.test("[config] empty values count as unset; domain is lowercased", () => {
  const c = parseConfig({ PORT: "", COLLEGE_EMAIL_DOMAIN: "Student.IITX.ac.in" });
  assert.equal(c.port, 8000);
  assert.equal(c.collegeEmailDomain, "student.iitx.ac.in");
  assert.equal(c.mailFrom, "Campus <no-reply@student.iitx.ac.in>");
});

Deno.test("[config] the origin follows the bound port unless APP_ORIGIN is set", () => {
  assert.equal(withBoundPort(parseConfig({ PORT: "0" }), 4321).appOrigin, "http://localhost:4321");
  const fixed = parseConfig({ PORT: "0", APP_ORIGIN: "https://campus.example.edu/" });
  assert.equal(fixed.appOrigin, "https://campus.example.edu");
  assert.equal(withBoundPort(fixed, 4321).appOrigin, "https://campus.example.edu");
});

Deno.test("TRUST_PROXY takes true, false or a count of proxies", () => {
  const base = { DENO_KV_PATH: ":memory:" };
  assert.equal(parseConfig({ ...base, TRUST_PROXY: "true" }).trustProxy, 1);
  assert.equal(parseConfig({ ...base, TRUST_PROXY: "false" }).trustProxy, 0);
  assert.equal(parseConfig({ ...base, TRUST_PROXY: "2" }).trustProxy, 2);
  assert.throws(() => parseConfig({ ...base, TRUST_PROXY: "many" }));
});

Deno.test("[config] on Deno Deploy: the platform's KV, blobs in KV, no sandbox", async (t) => {
  const deploy = { DENO_DEPLOYMENT_ID: "abc123", APP_ORIGIN: "https://campus.example.deno.net" };
  await t.step("with nothing else set, nothing needs a disk", () => {
    const c = parseConfig(deploy);
    assert.equal(c.onDeploy, true);
    assert.equal(c.kvPath, null, "Deno.openKv() with no path opens the platform's KV");
    assert.equal(c.blobStore, "kv");
    assert.equal(c.execBackend, "off");
    assert.equal(c.host, "0.0.0.0");
  });
  await t.step("a setting that needs a disk or a sandbox is refused by name", () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...deploy, BLOB_STORE: "disk" }, /^BLOB_STORE=disk .*BLOB_STORE=kv$/],
      [{ ...deploy, EXEC_BACKEND: "sandbox" }, /^EXEC_BACKEND=sandbox .*piston/],
      [{ DENO_DEPLOYMENT_ID: "abc123" }, /^missing APP_ORIGIN/],
    ];
    for (const [env, message] of refused) {
      assert.throws(() => parseConfig(env), (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.match(e.message, message);
        return true;
      });
    }
  });
  await t.step("running code through piston works there", () => {
    const c = parseConfig({
      ...deploy,
      EXEC_BACKEND: "piston",
      PISTON_URL: "https://piston.example",
    });
    assert.equal(c.execBackend, "piston");
  });
});
