/**
 * Password hashing with Argon2id (hash-wasm, WebAssembly, so it also runs where native addons
 * cannot), off the main thread in a worker. At most two jobs run at once; the rest queue here.
 */
import { semaphore } from "../core/semaphore.ts";

type Pending = { resolve(value: unknown): void; reject(err: Error): void };
type Reply = { id: number; result?: unknown; error?: string };

/**
 * Each hash instantiates its own 19 MiB WebAssembly memory, which V8 frees only at a garbage
 * collection it runs late (about every 19 hashes here), and a worker interleaves the jobs it is
 * given: 8 sign-ups at once held 8 memories. So jobs are handed over two at a time, and a worker
 * retires after `JOBS_PER_WORKER` of them: ending it frees its whole heap at once, and a fresh
 * one costs ~0.1 s of start-up once per that many hashes.
 */
export const PASSWORD_JOBS_AT_ONCE = 2;
const JOBS_PER_WORKER = 4;

type Slot = { worker: Worker; pending: Map<number, Pending>; started: number };

const gate = semaphore(PASSWORD_JOBS_AT_ONCE);
let current: Slot | null = null;
let nextId = 1;

/** How many jobs run, wait, and the most that ever ran at once. */
export const passwordJobStats = () => gate.stats();

function startWorker(): Slot {
  const worker = new Worker(new URL("./password_worker.ts", import.meta.url).href, {
    type: "module",
  });
  const slot: Slot = { worker, pending: new Map(), started: 0 };
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const job = slot.pending.get(event.data.id);
    if (!job) return;
    slot.pending.delete(event.data.id);
    if (event.data.error) job.reject(new Error(event.data.error));
    else job.resolve(event.data.result);
    retireIfSpent(slot);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const job of slot.pending.values()) {
      job.reject(new Error(`password worker: ${event.message}`));
    }
    slot.pending.clear();
    if (current === slot) current = null;
    worker.terminate();
  };
  return slot;
}

/** Ends a worker that took its share of jobs once its last one answered. */
function retireIfSpent(slot: Slot): void {
  if (slot.started < JOBS_PER_WORKER || slot.pending.size > 0) return;
  if (current === slot) current = null;
  slot.worker.terminate();
}

function run<T>(message: Record<string, unknown>): Promise<T> {
  return gate.run(() => {
    // A spent worker takes no new job; it ends when its last one answers.
    if (!current || current.started >= JOBS_PER_WORKER) current = startWorker();
    const slot = current;
    slot.started++;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      slot.worker.postMessage({ id, ...message });
    });
  });
}

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: "hash", password });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>({ op: "verify", password, hash });
}

/** A real hash of a random password, verified against when a login names no account, so an
 * unknown user costs the same time as a wrong password. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

/** Stops the worker (tests and shutdown); the next call starts a new one. */
export function stopPasswordWorker(): void {
  current?.worker.terminate();
  current = null;
}
