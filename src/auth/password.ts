/**
 * Password hashing with Argon2id (hash-wasm, WebAssembly, so it also runs where native addons
 * cannot). The work happens in one worker, created on first use; jobs queue there.
 */

type Pending = { resolve(value: unknown): void; reject(err: Error): void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./password_worker.ts", import.meta.url).href, { type: "module" });
  worker.onmessage = (event: MessageEvent<{ id: number; result?: unknown; error?: string }>) => {
    const job = pending.get(event.data.id);
    if (!job) return;
    pending.delete(event.data.id);
    if (event.data.error) job.reject(new Error(event.data.error));
    else job.resolve(event.data.result);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const job of pending.values()) job.reject(new Error(`password worker: ${event.message}`));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function run<T>(message: Record<string, unknown>): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    getWorker().postMessage({ id, ...message });
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
  worker?.terminate();
  worker = null;
}
