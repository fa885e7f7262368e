/** `deno task seed` creates demo students who can sign in with the documented password. */
import assert from "node:assert/strict";
import { DEMO_PASSWORD, demoStudents, seedStudents } from "../../src/users/seed.ts";
import { startServer } from "../helpers/server.ts";
import { Client } from "../helpers/users.ts";

Deno.test("[seed] demo students exist once and can sign in", async () => {
  const server = await startServer();
  const first = await seedStudents(server.kv, server.config);
  assert.match(first, /^6 demo students created/);
  const second = await seedStudents(server.kv, server.config);
  assert.match(second, /^0 demo students created \(6 already there\)/);
  for (const s of demoStudents.slice(0, 2)) {
    const res = await new Client(server).request("POST", "/api/auth/login", {
      emailOrUsername: s.username,
      password: DEMO_PASSWORD,
    });
    assert.equal(res.status, 200);
    assert.equal((res.body.user as { name: string }).name, s.name);
  }
  await server.close();
});
