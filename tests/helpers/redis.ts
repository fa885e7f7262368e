/**
 * A real Redis for tests: Debian's `redis-server` on a free loopback port, no persistence. It can
 * be stopped and started again on the same port, as an outage and its end.
 */

export const REDIS_SERVER = "/usr/bin/redis-server";

export type RedisServer = {
  url: string;
  port: number;
  /** Ends the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was saved). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** True when `redis-server` is installed (`.ci/run` installs it). */
export function hasRedis(): boolean {
  try {
    return Deno.statSync(REDIS_SERVER).isFile;
  } catch {
    return false;
  }
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Resolves once something answers PING on `port` with +PONG; fails after 10 s. */
async function answers(port: number): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      try {
        await conn.write(new TextEncoder().encode("PING\r\n"));
        const buf = new Uint8Array(16);
        const n = await conn.read(buf);
        if (n && new TextDecoder().decode(buf.subarray(0, n)).startsWith("+PONG")) return;
      } finally {
        conn.close();
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within 10 s`);
}

/** Starts `redis-server` bound to 127.0.0.1 on a free port and waits until it answers. */
export async function startRedis(): Promise<RedisServer> {
  const port = freePort();
  let child: Deno.ChildProcess | null = null;
  const start = async () => {
    child = new Deno.Command(REDIS_SERVER, {
      args: [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--daemonize",
        "no",
        "--loglevel",
        "warning",
      ],
      stdout: "null",
      stderr: "inherit",
    }).spawn();
    await answers(port);
  };
  const end = async (signal: Deno.Signal) => {
    const c = child as Deno.ChildProcess | null;
    child = null;
    if (!c) return;
    try {
      c.kill(signal);
    } catch {
      // Already gone.
    }
    await c.status;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end("SIGKILL"),
    restart: start,
    stop: () => end("SIGTERM"),
  };
}
