/**
 * Generated bad input at every door, a small seed-fixed set (the bench sends 1,000 per door): no
 * REST operation of the OpenAPI document answers a 5xx or hangs, no socket closes as a server
 * error, and the server still answers its health check afterwards.
 */
import assert from "node:assert/strict";
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";
import { runFuzz } from "../helpers/fuzz_run.ts";

Deno.test({
  name: "every REST operation and socket holds under generated bad input",
  // Sockets the server closes mid-frame leave nothing behind that a later test sees.
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const server = await startServerWithDemoStudents();
    try {
      const { client } = await loginDemo(server, "aarav");
      const report = await runFuzz(server, client.cookieHeader, {
        perDoor: 24,
        perSocket: 100,
        seed: 20261124,
      });
      console.log(
        `fuzz: ${report.requests} requests to ${report.doors} operations, ` +
          `${report.frames} socket frames, ${report.failures.length} failures; answers: ` +
          [...report.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" "),
      );
      assert.deepEqual(report.failures.slice(0, 20), []);
    } finally {
      await server.close();
    }
  },
});
