/** The client address counts trusted proxies from the right, so a client cannot pick its own. */
import assert from "node:assert/strict";
import { clientAddress } from "./request_context.ts";

const peer = {
  remoteAddr: { transport: "tcp", hostname: "10.0.0.9", port: 4000 },
} as Deno.ServeHandlerInfo;
const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

Deno.test("no trusted proxy: the peer, whatever the header says", () => {
  assert.equal(clientAddress(forwarded("1.2.3.4"), peer, 0), "10.0.0.9");
});

Deno.test("one proxy: the entry it wrote, not one the client put in front", () => {
  assert.equal(clientAddress(forwarded("6.6.6.6, 203.0.113.7"), peer, 1), "203.0.113.7");
  assert.equal(clientAddress(forwarded("203.0.113.7"), peer, 1), "203.0.113.7");
});

Deno.test("two proxies: two hops from the right; a short header falls back to the peer", () => {
  assert.equal(clientAddress(forwarded("6.6.6.6, 203.0.113.7, 10.0.0.2"), peer, 2), "203.0.113.7");
  assert.equal(clientAddress(forwarded("203.0.113.7"), peer, 2), "10.0.0.9");
  assert.equal(clientAddress(new Headers(), peer, 1), "10.0.0.9");
});
