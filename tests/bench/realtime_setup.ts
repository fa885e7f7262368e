/**
 * What the realtime benches share: students in chatting pairs written to a KV file before any
 * server starts, a fresh copy of that file per run, and the two servers started the same way.
 */
import { createSession } from "../../src/auth/sessions.ts";
import { openChat } from "../../src/chat/service.ts";
import { parseConfig } from "../../src/config.ts";
import { systemClock } from "../../src/core/clock.ts";
import type { AppDeps } from "../../src/deps.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { type Child, openFilesLimit, serverArgs, startProcess } from "./processes.ts";

const SECRET = "bench-secret-bench-secret-bench-secret-0123";
const ROOT = new URL("../../", import.meta.url).pathname;

/** One connected student: sockets 2i and 2i + 1 are the two students of chat i. */
export type BenchStudent = { id: string; cookie: string; chatId: string; partner: string };

/** Writes `pairs` chats of two students each, with a login each, to a new KV file at `path`. */
export async function prepareStudents(path: string, pairs: number): Promise<BenchStudent[]> {
  const kv = await Deno.openKv(path);
  const config = parseConfig({ SESSION_SECRET: SECRET, APP_ENV: "test" });
  const deps = { kv, config, clock: systemClock, hub: {} as AppDeps["hub"] };
  const out: BenchStudent[] = [];
  const make = async (i: number) => {
    const user = await makeStudent(kv, "Bench", i);
    const tokens = await createSession(deps, user._id);
    return { id: user._id, cookie: `accessToken=${tokens.accessToken}` };
  };
  for (let i = 0; i < pairs; i++) {
    const [a, b] = await Promise.all([make(2 * i), make(2 * i + 1)]);
    const chat = await openChat(deps, a.id, b.id);
    out.push({ ...a, chatId: chat._id, partner: b.id }, { ...b, chatId: chat._id, partner: a.id });
  }
  kv.close();
  return out;
}

/** Copies a closed KV file (and its journal, if any) so each run starts from the same state. The
 * copy reaches the disk with `settleDisk`, before the run. */
export async function copyKv(from: string, to: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      await Deno.copyFile(from + suffix, to + suffix);
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
  }
}

/** Writes every file's pending pages to disk (`sync`), so a run does not pay for what ran before
 * it (a KV copy, earlier benches): left to the kernel, they would be written back during the run,
 * beside the fsyncs each server's message writes wait for. */
export async function settleDisk(): Promise<void> {
  const { success } = await new Deno.Command("sync").output();
  if (!success) throw new Error("sync failed");
}

/**
 * Throws a clear message when this process (and so a server, which inherits its limit) could not
 * hold `sockets` sockets. Deno raises its soft limit to the hard one at start, so only a low hard
 * limit stops a run.
 */
export function checkOpenFiles(sockets: number): void {
  const limit = openFilesLimit();
  if (limit < sockets + 200) {
    throw new Error(
      `${sockets} sockets need an open-files limit above ${sockets + 200} (it is ${limit}): ` +
        `raise it (\`ulimit -Hn 20000; ulimit -n 20000\` as root) first`,
    );
  }
}

/** Our server (main.ts) on `kvPath`, pinned to `core`, with `env` added (the Redis bus). */
export function startOurs(
  kvPath: string,
  dir: string,
  core = 0,
  env: Record<string, string> = {},
): Promise<Child> {
  return startProcess(serverArgs(), {
    cwd: ROOT,
    core,
    env: {
      PORT: "0",
      // As deployed: tests also check every outgoing frame against the contract, which the peer
      // does not pay for.
      APP_ENV: "production",
      DENO_KV_PATH: kvPath,
      DATA_DIR: dir,
      SESSION_SECRET: SECRET,
      ...env,
    },
  });
}

/** The Socket.IO peer (socketio_server.ts) storing into its own KV file, pinned to `core`. */
export function startPeer(kvPath: string, core = 0): Promise<Child> {
  return startProcess(["run", "-A", `${ROOT}tests/bench/socketio_server.ts`], {
    cwd: ROOT,
    core,
    env: { BENCH_KV_PATH: kvPath },
  });
}
