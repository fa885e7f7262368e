/** "Join" calls to action ask visitors to sign up and send a signed-in student to the feed. */
import assert from "node:assert/strict";
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";

Deno.test("[pages] join buttons fit who is looking", async () => {
  const server = await startServerWithDemoStudents();
  try {
    const student = await loginDemo(server, "diya");
    const cookie = [...student.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const page = async (path: string, signedIn: boolean) =>
      await (await fetch(`${server.url}${path}`, { headers: signedIn ? { cookie } : {} })).text();
    /** The page's primary buttons as `href label`. */
    const buttons = (html: string) =>
      [...html.matchAll(/<a class="btn btn-primary" href="([^"]+)">([^<]+)/g)]
        .map((m) => `${m[1]} ${m[2].trim()}`);
    for (
      const [path, visitorLabel] of [
        ["/", "Join with your college e-mail"],
        ["/team", "Join Campus"],
        ["/guide", "Start Learning"],
      ]
    ) {
      const visitor = buttons(await page(path, false));
      assert.ok(visitor.includes(`/signup ${visitorLabel}`), `${path}: ${visitor}`);
      const student = buttons(await page(path, true));
      assert.ok(student.includes("/feed Go to your feed"), `${path}: ${student}`);
      assert.ok(!student.some((b) => b.startsWith("/signup")), `${path}: ${student}`);
    }
  } finally {
    await server.close();
  }
});
