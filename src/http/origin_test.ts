import assert from "node:assert/strict";
import { parseConfig, withBoundPort } from "../config.ts";
import { allowedOrigins, isSameOrigin } from "./origin.ts";

Deno.test("[origin] state changes are accepted only from our own origin", async (t) => {
  const config = withBoundPort(parseConfig({ PORT: "0" }), 8123);
  const allowed = allowedOrigins(config);

  await t.step("own origin and its loopback aliases pass", () => {
    for (const o of ["http://localhost:8123", "http://127.0.0.1:8123", "http://[::1]:8123"]) {
      assert.ok(isSameOrigin(new Headers({ origin: o }), allowed), o);
    }
  });

  await t.step("another origin, port or scheme is refused", () => {
    for (
      const o of ["https://evil.example", "http://localhost:9999", "https://localhost:8123", "null"]
    ) {
      assert.equal(isSameOrigin(new Headers({ origin: o }), allowed), false, o);
    }
  });

  await t.step("no Origin: refused only when the browser says cross-site", () => {
    assert.ok(isSameOrigin(new Headers(), allowed));
    assert.equal(isSameOrigin(new Headers({ "sec-fetch-site": "cross-site" }), allowed), false);
  });

  await t.step("a fixed APP_ORIGIN admits no loopback aliases", () => {
    const fixed = allowedOrigins(parseConfig({ APP_ORIGIN: "https://campus.example.edu" }));
    assert.deepEqual([...fixed], ["https://campus.example.edu"]);
  });
});
