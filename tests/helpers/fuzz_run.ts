/**
 * Runs the fuzz inputs of `fuzz.ts` against a real server: the chat socket and an editor room
 * first (they need the login the REST fuzz may end), then every REST operation, half signed in and
 * half signed out, then a health check. Answers what broke and how much was sent.
 */
import { clientEvents } from "../../src/shared/socket_contract.ts";
import { pageRoutes } from "../../routes/_routes.ts";
import {
  doorsOf,
  type Failure,
  type OpenApi,
  requestsFor,
  roomFrames,
  send,
  socketFrames,
} from "./fuzz.ts";

export type FuzzTarget = { url: string; origin: string };
export type FuzzReport = {
  failures: Failure[];
  requests: number;
  frames: number;
  doors: number;
  /** How many answers had each status. */
  statuses: Map<number, number>;
};

const CONCURRENCY = 4;

function open(target: FuzzTarget, path: string, cookie: string): Promise<WebSocket | null> {
  const headers: Record<string, string> = { origin: target.origin };
  if (cookie) headers.cookie = cookie;
  // Deno's WebSocket takes headers, unlike a browser's.
  const ws = new WebSocket(`${target.url.replace("http", "ws")}${path}`, {
    headers,
  } as unknown as string[]);
  ws.binaryType = "arraybuffer";
  return new Promise((resolve) => {
    ws.addEventListener("open", () => resolve(ws));
    ws.addEventListener("error", () => resolve(null));
  });
}

/** Sends `frames` on sockets of `path`, opening a new one when the server closes one; a close
 * as a server error (1011) or a socket that cannot be opened at all is a failure. */
async function fuzzSocket(
  target: FuzzTarget,
  path: string,
  cookie: string,
  frames: (string | Uint8Array)[],
  failures: Failure[],
): Promise<number> {
  let sent = 0;
  let reopened = 0;
  while (sent < frames.length && reopened < 40) {
    const ws = await open(target, path, cookie);
    if (!ws) {
      // Reconnecting is rate-limited per address; what was sent so far still counts.
      if (reopened === 0) failures.push({ request: `socket ${path}`, outcome: "cannot connect" });
      return sent;
    }
    const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener("close", resolve));
    let open_ = true;
    closed.then(() => open_ = false);
    while (open_ && sent < frames.length) {
      ws.send(frames[sent++]);
      // A breath now and then lets the server answer (and close) between frames.
      if (sent % 20 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    if (open_) ws.close(1000);
    const close = await closed;
    if (close.code === 1011) {
      failures.push({ request: `socket ${path} frame ${sent - 1}`, outcome: "closed with 1011" });
    }
    reopened++;
  }
  return sent;
}

export async function runFuzz(
  target: FuzzTarget,
  cookie: string,
  options: {
    perDoor: number; /** Frames per chat event, and for the editor room. */
    perSocket: number;
    seed: number;
  },
): Promise<FuzzReport> {
  const failures: Failure[] = [];
  let frames = await fuzzSocket(
    target,
    "/ws",
    cookie,
    // `perSocket` frames for each event of the contract, and as many of the editor room's.
    socketFrames(
      Object.keys(clientEvents),
      options.perSocket * Object.keys(clientEvents).length,
      options.seed,
    ),
    failures,
  );
  frames += await fuzzSocket(
    target,
    "/collab/fuzz-room",
    cookie,
    roomFrames(options.perSocket, options.seed),
    failures,
  );

  const doc = await (await fetch(`${target.url}/api/openapi.json`)).json() as OpenApi;
  const doors = doorsOf(doc, pageRoutes.map(([path]) => path));
  let requests = 0;
  const statuses = new Map<number, number>();
  for (const [i, door] of doors.entries()) {
    const batch = requestsFor(door, options.perDoor, options.seed + i);
    for (let j = 0; j < batch.length; j += CONCURRENCY) {
      const answers = await Promise.all(
        batch.slice(j, j + CONCURRENCY).map((req, k) =>
          send(target, req, (j + k) % 2 === 0 ? cookie : "", statuses)
        ),
      );
      for (const a of answers) if (a) failures.push(a);
      requests += answers.length;
    }
  }
  const health = await fetch(`${target.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.status, (err) => String(err));
  if (health !== 200) failures.push({ request: "GET /api/health", outcome: String(health) });
  return { failures, requests, frames, doors: doors.length, statuses };
}
