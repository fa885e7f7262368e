/**
 * The app started the ways most tests need it: with a real SMTP sink behind it (so students can
 * sign up), or with the demo students of `deno task seed` already in its KV.
 */
import { systemClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { seedStudents } from "../../src/users/seed.ts";
import { type StartOptions, startServer, type TestServer } from "./server.ts";
import { type SmtpSink, startSmtpSink } from "./smtp_sink.ts";

export type ServerWithSmtp = { server: TestServer; smtp: SmtpSink; close(): Promise<void> };

/** Starts an SMTP sink and the app sending its mail there; `close()` stops both. */
export async function startServerWithSmtp(options: StartOptions = {}): Promise<ServerWithSmtp> {
  const smtp = await startSmtpSink();
  const server = await startServer({ ...options, env: { ...options.env, SMTP_URL: smtp.url } });
  return {
    server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}

/** Starts the app with the six demo students (password `DEMO_PASSWORD`) in its KV. */
export async function startServerWithDemoStudents(options: StartOptions = {}): Promise<TestServer> {
  const server = await startServer(options);
  await seedStudents(server.kv, server.config);
  return server;
}

/** What the domain services need to be called directly, on `server`'s KV and event bus. */
export function serviceDeps(server: TestServer) {
  return {
    kv: server.kv,
    clock: systemClock,
    logger: createLogger("silent"),
    events: server.events,
    writeLimits: server.writeLimits,
  };
}
