/** A real WebSocket client of `/ws` for tests: keeps every frame and waits for the ones asked for. */
import type { TestServer } from "./server.ts";
import type { Client } from "./users.ts";

export type Frame = { event: string; data: Record<string, unknown> };

export type TestSocket = {
  frames: Frame[];
  send(event: string, data?: unknown): void;
  /** The first frame (after `from`) with `event` matching `test`; fails after 5 s. */
  waitFor(
    event: string,
    test?: (data: Record<string, unknown>) => boolean,
    from?: number,
  ): Promise<Frame>;
  close(): void;
  closed: Promise<CloseEvent>;
};

/** Opens a socket as `client` (cookies) from `origin`; resolves once the server says ready. */
export function openSocket(
  server: Pick<TestServer, "url" | "origin">,
  client?: Client,
  origin = server.origin,
): Promise<TestSocket> {
  const headers: Record<string, string> = { origin };
  if (client?.cookieHeader) headers.cookie = client.cookieHeader;
  // Deno's WebSocket takes headers, unlike a browser's.
  const ws = new WebSocket(
    `${server.url.replace("http", "ws")}/ws`,
    { headers } as unknown as string[],
  );
  const frames: Frame[] = [];
  const listeners = new Set<() => void>();
  const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener("close", resolve));
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(e.data));
    for (const l of listeners) l();
  });
  const socket: TestSocket = {
    frames,
    send: (event, data) => ws.send(JSON.stringify({ event, data })),
    waitFor(event, test = () => true, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find((f) => f.event === event && test(f.data ?? {}));
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`no ${event} frame within 5 s; got ${frames.map((f) => f.event).join(", ")}`),
          );
        }, 5000);
        listeners.add(check);
        check();
      });
    },
    close: () => ws.close(),
    closed,
  };
  return new Promise((resolve, reject) => {
    ws.addEventListener("error", () => reject(new Error("socket refused")), { once: true });
    socket.waitFor("ready").then(() => resolve(socket), reject);
  });
}
