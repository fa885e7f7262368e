/**
 * Peak memory of password hashing under a burst: 8 sign-ups finish at once (each hashes a
 * password) while the process's RSS is sampled every 5 ms.
 */
import { stopPasswordWorker } from "../../src/auth/password.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, completeTokenFor } from "../helpers/users.ts";

export async function passwordBench(burst = 8): Promise<void> {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "1" } });
  try {
    // Steps 1 and 2 hash nothing; they are done first, one at a time.
    const ready = [];
    for (let i = 0; i < burst; i++) {
      // Each from its own address, so the per-address sign-up limit stays out of the way.
      const client = new Client(server);
      const request = client.request.bind(client);
      client.request = (method, path, json, headers = {}) =>
        request(method, path, json, { "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`, ...headers });
      const email = `burst${i}@${server.config.collegeEmailDomain}`;
      ready.push({ client, token: await completeTokenFor(client, smtp, email), i });
    }
    const before = Deno.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => peak = Math.max(peak, Deno.memoryUsage().rss), 5);
    const started = performance.now();
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
    const ms = performance.now() - started;
    clearInterval(sampler);
    const created = answers.filter((a) => a.status === 201).length;
    const mb = (n: number) => Math.round(n / 2 ** 20);
    console.log(
      `${created}/${burst} sign-ups at once in ${Math.round(ms)} ms; ` +
        `RSS before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
  } finally {
    await close();
    stopPasswordWorker();
  }
}

if (import.meta.main) await passwordBench(Number(Deno.args[0] ?? 8));
