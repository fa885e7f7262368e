/**
 * Realtime: 1,000 connected sockets (500 chatting pairs) on our server, and the same load on a
 * Socket.IO server in the same run. Prints message delivery p50/p99 (sent → received by the
 * other student) and server memory per socket (RSS growth ÷ sockets). Asserts nothing.
 */
import { io as ioClient, type Socket } from "socket.io-client";
import { createSession } from "../../src/auth/sessions.ts";
import { parseConfig } from "../../src/config.ts";
import { systemClock } from "../../src/core/clock.ts";
import { openChat } from "../../src/chat/service.ts";
import type { AppDeps } from "../../src/deps.ts";
import { percentile } from "./load.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { pinSelf, startProcess } from "./processes.ts";

const PAIRS = Number(Deno.env.get("BENCH_PAIRS") ?? 500);
const ROUNDS = 6;
const SECRET = "bench-secret-bench-secret-bench-secret-0123";

function rssKb(pid: number): number {
  const status = new TextDecoder().decode(
    new Deno.Command("cat", { args: [`/proc/${pid}/status`], stdout: "piped" }).outputSync().stdout,
  );
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

type Pair = { a: string; b: string; chatId: string; cookieA: string; cookieB: string };

async function prepare(path: string): Promise<Pair[]> {
  const kv = await Deno.openKv(path);
  const config = parseConfig({ SESSION_SECRET: SECRET, APP_ENV: "test" });
  const deps = { kv, config, clock: systemClock, hub: {} as AppDeps["hub"] };
  const pairs: Pair[] = [];
  const make = async (i: number) => {
    const user = await makeStudent(kv, "Bench", i);
    const tokens = await createSession(deps, user._id);
    return { id: user._id, cookie: `accessToken=${tokens.accessToken}` };
  };
  for (let i = 0; i < PAIRS; i++) {
    const [a, b] = [await make(2 * i), await make(2 * i + 1)];
    const chat = await openChat(deps, a.id, b.id);
    pairs.push({ a: a.id, b: b.id, chatId: chat._id, cookieA: a.cookie, cookieB: b.cookie });
  }
  kv.close();
  return pairs;
}

type Endpoint = {
  connect(
    userId: string,
    cookie: string,
    onMessage: (m: { clientId: string }) => void,
  ): Promise<void>;
  send(from: string, to: string, chatId: string, clientId: string): void;
  closeAll(): void;
};

function ours(url: string): Endpoint {
  const sockets = new Map<string, WebSocket>();
  return {
    connect(userId, cookie, onMessage) {
      return new Promise((resolve, reject) => {
        const ws = new WebSocket(
          `${url.replace("http", "ws")}/ws`,
          {
            headers: { cookie, origin: url.replace("127.0.0.1", "localhost") },
          } as unknown as string[],
        );
        ws.onerror = () => reject(new Error("socket refused"));
        ws.onmessage = (e) => {
          const f = JSON.parse(e.data);
          if (f.event === "ready") {
            sockets.set(userId, ws);
            resolve();
          }
          if (f.event === "new_message" && f.data.message.sender._id !== userId) {
            onMessage(f.data.message);
          }
        };
      });
    },
    send(from, _to, chatId, clientId) {
      sockets.get(from)!.send(
        JSON.stringify({
          event: "send_message",
          data: { chatId, content: `hello ${clientId}`, clientId },
        }),
      );
    },
    closeAll: () => sockets.forEach((s) => s.close()),
  };
}

function socketIo(url: string): Endpoint {
  const sockets = new Map<string, Socket>();
  return {
    connect(userId, _cookie, onMessage) {
      return new Promise((resolve, reject) => {
        const s = ioClient(url, {
          transports: ["websocket"],
          auth: { userId },
          reconnection: false,
        });
        s.on("connect", () => {
          sockets.set(userId, s);
          resolve();
        });
        s.on("connect_error", reject);
        s.on("new_message", (d: { message: { senderId: string; clientId: string } }) => {
          if (d.message.senderId !== userId) onMessage(d.message);
        });
      });
    },
    send(from, to, chatId, clientId) {
      sockets.get(from)!.emit("send_message", {
        chatId,
        to,
        content: `hello ${clientId}`,
        clientId,
      });
    },
    closeAll: () => sockets.forEach((s) => s.close()),
  };
}

async function run(name: string, pid: number, endpoint: Endpoint, pairs: Pair[]) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onMessage = (m: { clientId: string }) => {
    const t = sentAt.get(m.clientId);
    if (t !== undefined) latencies.push(performance.now() - t);
  };
  await new Promise((r) => setTimeout(r, 500));
  const before = rssKb(pid);
  // Connect in batches, so the server is not handed 1,000 handshakes at once.
  for (let i = 0; i < pairs.length; i += 25) {
    await Promise.all(
      pairs.slice(i, i + 25).flatMap((p) => [
        endpoint.connect(p.a, p.cookieA, onMessage),
        endpoint.connect(p.b, p.cookieB, onMessage),
      ]),
    );
  }
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssKb(pid);
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Spread each round's messages over a second, as real conversations are.
    for (const [i, p] of pairs.entries()) {
      const [from, to] = round % 2 ? [p.b, p.a] : [p.a, p.b];
      const clientId = `m${n++}`;
      sentAt.set(clientId, performance.now());
      endpoint.send(from, to, p.chatId, clientId);
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 100));
    }
  }
  const deadline = Date.now() + 15_000;
  while (latencies.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  endpoint.closeAll();
  latencies.sort((a, b) => a - b);
  return {
    name,
    sockets: pairs.length * 2,
    delivered: `${latencies.length}/${n}`,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    kbPerSocket: (after - before) / (pairs.length * 2),
  };
}

export async function realtimeBench(): Promise<void> {
  const root = new URL("../../", import.meta.url).pathname;
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/kv.sqlite3`;
  const pairs = await prepare(kvPath);
  pinSelf(1);
  const results = [];
  const server = await startProcess(["run", "-A", "main.ts"], {
    cwd: root,
    core: 0,
    env: {
      PORT: "0",
      APP_ENV: "test",
      DENO_KV_PATH: kvPath,
      DATA_DIR: dir,
      SESSION_SECRET: SECRET,
    },
  });
  try {
    results.push(
      await run("Campus /ws (Deno, native WebSocket)", server.pid, ours(server.url), pairs),
    );
  } finally {
    await server.stop();
  }
  const sio = await startProcess(["run", "-A", `${root}tests/bench/socketio_server.ts`], {
    cwd: root,
    core: 0,
  });
  try {
    results.push(await run("Socket.IO 4.8 (same work)", sio.pid, socketIo(sio.url), pairs));
  } finally {
    await sio.stop();
  }
  await Deno.remove(dir, { recursive: true });
  console.log(
    `\nrealtime: ${pairs.length} pairs, ${ROUNDS} messages per pair, each stored in KV before delivery`,
  );
  console.log(
    "server                                 sockets  delivered    p50 ms   p99 ms   KB/socket",
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(38)} ${String(r.sockets).padStart(7)} ${r.delivered.padStart(10)} ${
        r.p50.toFixed(2).padStart(9)
      } ${r.p99.toFixed(2).padStart(8)} ${r.kbPerSocket.toFixed(1).padStart(11)}`,
    );
  }
}

if (import.meta.main) await realtimeBench();
