import assert from "node:assert/strict";
import { clearedCookies, readCookie, sessionCookies } from "./cookies.ts";

/** A Set-Cookie value as its name=value and its set of attributes (their order is free). */
function parts(setCookie: string) {
  const [pair, ...attrs] = setCookie.split(";").map((s) => s.trim());
  return { pair, attrs: new Set(attrs) };
}

Deno.test("[auth] session cookies", async (t) => {
  await t.step("issued: HttpOnly, SameSite=Lax, Path=/, their lifetimes", () => {
    const [access, refresh] = sessionCookies({ accessToken: "a.b-c_d", refreshToken: "r.s" }, false)
      .map(parts);
    assert.equal(access.pair, "accessToken=a.b-c_d");
    assert.deepEqual(access.attrs, new Set(["Path=/", "Max-Age=900", "HttpOnly", "SameSite=Lax"]));
    assert.equal(refresh.pair, "refreshToken=r.s");
    assert.ok(refresh.attrs.has("Max-Age=2592000"));
  });

  await t.step("Secure under https; no refresh cookie when it did not rotate", () => {
    const cookies = sessionCookies({ accessToken: "a", refreshToken: null }, true).map(parts);
    assert.equal(cookies.length, 1);
    assert.ok(cookies[0].attrs.has("Secure"));
  });

  await t.step("cleared: both cookies empty with Max-Age=0", () => {
    const cookies = clearedCookies(false).map(parts);
    assert.deepEqual(cookies.map((c) => c.pair), ["accessToken=", "refreshToken="]);
    for (const c of cookies) assert.ok(c.attrs.has("Max-Age=0") && c.attrs.has("Path=/"));
  });

  await t.step("read from a Cookie header; missing and empty read as null", () => {
    const header = "theme=dark; accessToken=abc.def ; refreshToken=";
    assert.equal(readCookie(header, "accessToken"), "abc.def");
    assert.equal(readCookie(header, "refreshToken"), null);
    assert.equal(readCookie(header, "other"), null);
    assert.equal(readCookie(undefined, "accessToken"), null);
  });
});
