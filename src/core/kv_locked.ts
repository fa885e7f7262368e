/**
 * A KV file shared by several processes (two instances on one machine): SQLite lets one writer in
 * at a time and Deno KV does not wait for the lock, so a write meeting another process's answers
 * "database is locked" at once. Such a write never happened, so it is simply tried again shortly.
 */

/** How long a write keeps trying before the error is let through. */
const LOCK_PATIENCE_MS = 5_000;
/** The longest wait between two tries. The other process holds the lock for about a millisecond a
 * write, and writes again and again: a write that sleeps longer leaves the file free while it
 * sleeps and meets the lock again when it wakes (docs/decisions.md "One KV file, two processes"). */
const MAX_WAIT_MS = 4;

export function isLocked(err: unknown): boolean {
  return err instanceof Error && err.message.includes("database is locked");
}

/** Runs `op` again while it fails because another process holds the file's write lock. */
export async function whileLocked<T>(op: () => Promise<T>): Promise<T> {
  // The clock is read only once a lock is met: nearly every call succeeds at once.
  let until = 0;
  for (let attempt = 0;; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (!isLocked(err)) throw err;
      if (attempt === 0) until = Date.now() + LOCK_PATIENCE_MS;
      else if (Date.now() > until) throw err;
      // 1 ms doubling to `MAX_WAIT_MS`, jittered so two processes do not retry in step.
      const wait = Math.min(MAX_WAIT_MS, 2 ** attempt) * (0.5 + Math.random());
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** `kv` with its writes (and point reads, which may meet a lock while the file is recovered)
 * retried while another process holds the lock. */
export function patientWithOtherProcesses(kv: Deno.Kv): Deno.Kv {
  const atomic = kv.atomic.bind(kv);
  kv.atomic = () => {
    const op = atomic();
    const commit = op.commit.bind(op);
    op.commit = () => whileLocked(commit);
    return op;
  };
  const set = kv.set.bind(kv);
  kv.set = ((...args: Parameters<Deno.Kv["set"]>) => whileLocked(() => set(...args))) as Deno.Kv[
    "set"
  ];
  const del = kv.delete.bind(kv);
  kv.delete = (key) => whileLocked(() => del(key));
  const get = kv.get.bind(kv);
  kv.get = ((...args: Parameters<Deno.Kv["get"]>) => whileLocked(() => get(...args))) as Deno.Kv[
    "get"
  ];
  const getMany = kv.getMany.bind(kv);
  kv.getMany =
    ((...args: Parameters<Deno.Kv["getMany"]>) => whileLocked(() => getMany(...args))) as Deno.Kv[
      "getMany"
    ];
  return kv;
}
