import assert from "node:assert/strict";
import { reconnectDelay } from "./socket.ts";

Deno.test("[socket] reconnect waits 1 s growing to 5 s, with a 0.5 random factor", () => {
  assert.equal(reconnectDelay(0, 0.5), 1000);
  assert.equal(reconnectDelay(1, 0.5), 2000);
  assert.equal(reconnectDelay(2, 0.5), 4000);
  assert.equal(reconnectDelay(3, 0.5), 5000);
  assert.equal(reconnectDelay(50, 0.5), 5000);
  assert.equal(reconnectDelay(0, 0), 500);
  assert.equal(reconnectDelay(0, 1), 1500);
  assert.equal(reconnectDelay(9, 1), 5000, "the cap holds after the random factor");
  assert.equal(reconnectDelay(2, 0), 2000);
});
