/**
 * Deno KV helpers: opening the store from config, retrying an atomic write whose checks lost a
 * race (and its common case, rewriting one value), reading any number of keys (`getMany` takes
 * at most 10), and deleting a listed range.
 */
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";
import { patientWithOtherProcesses } from "./kv_locked.ts";

/** Opens Deno KV from config: a file (parent folder created, writes waiting for other processes'
 * locks), `:memory:`, a KV Connect URL, or (no path, on Deno Deploy) the platform's own. */
export async function openKv(config: Pick<Config, "kvPath" | "kvAccessToken">): Promise<Deno.Kv> {
  const path = config.kvPath;
  if (path === null) return await Deno.openKv();
  if (path.startsWith("http://") || path.startsWith("https://")) {
    if (config.kvAccessToken) Deno.env.set("DENO_KV_ACCESS_TOKEN", config.kvAccessToken);
    return await Deno.openKv(path);
  }
  if (path === ":memory:") return await Deno.openKv(path);
  const slash = path.lastIndexOf("/");
  if (slash > 0) await Deno.mkdir(path.slice(0, slash), { recursive: true });
  // Another instance may share the file.
  return patientWithOtherProcesses(await Deno.openKv(path));
}

/** What one attempt of `retryAtomic` decided. */
export type AtomicAttempt<T> = {
  /** The write to commit; absent when there is nothing to write and `value` is the answer. */
  op?: Deno.AtomicOperation;
  /** The answer once `op` commits. */
  value: T;
  /** Runs when `op` lost its checks, before the next attempt; may throw a more precise error. */
  onConflict?: () => void | Promise<void>;
};

export type RetryAtomicOptions<T> = {
  /** How many attempts before giving up; `Infinity` for a write that must land. */
  attempts: number;
  /** The sentence of the CONFLICT thrown when every attempt lost. */
  message?: string;
  /** The answer when every attempt lost, instead of a CONFLICT. */
  exhausted?: () => T;
};

export const DEFAULT_CONFLICT_MESSAGE = "Too many changes at once. Please try again.";

/**
 * Runs `attempt` (which reads, decides and builds one atomic write) until its write commits.
 * A commit that answers `ok: false` means a check lost to a concurrent writer: read again and
 * decide again. Errors thrown by `attempt` end the loop at once.
 */
export async function retryAtomic<A extends AtomicAttempt<unknown>>(
  attempt: () => A | Promise<A>,
  options: RetryAtomicOptions<A["value"]>,
): Promise<A["value"]> {
  for (let i = 0; i < options.attempts; i++) {
    const { op, value, onConflict } = await attempt();
    if (!op || (await op.commit()).ok) return value;
    await onConflict?.();
  }
  if (options.exhausted) return options.exhausted();
  throw new AppError("CONFLICT", options.message ?? DEFAULT_CONFLICT_MESSAGE);
}

export type UpdateValueOptions<T> = RetryAtomicOptions<T> & {
  /** Adds writes that must land with the new value (index moves, counters) to the same atomic. */
  alsoWrite?(op: Deno.AtomicOperation, current: T | null, next: T): void;
};

/**
 * Rewrites the value at `key` from its current value (null when absent) with one checked write,
 * retried like `retryAtomic`; answers the value written. `change` throws to refuse.
 */
export function updateValue<T>(
  kv: Deno.Kv,
  key: Deno.KvKey,
  change: (current: T | null) => T | Promise<T>,
  options: UpdateValueOptions<T>,
): Promise<T> {
  return retryAtomic(async () => {
    const entry = await kv.get<T>(key);
    const next = (await change(entry.value)) as T;
    const op = kv.atomic().check(entry).set(key, next);
    options.alsoWrite?.(op, entry.value, next);
    return { op, value: next };
  }, options);
}

/** Most keys one `getMany` accepts. */
export const GET_MANY_LIMIT = 10;

/** Reads any number of keys, `GET_MANY_LIMIT` per call; entries come back in the keys' order. */
export async function getManyBatched<T = unknown>(
  kv: Deno.Kv,
  keys: readonly Deno.KvKey[],
): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  for (let i = 0; i < keys.length; i += GET_MANY_LIMIT) {
    out.push(...await kv.getMany<T[]>(keys.slice(i, i + GET_MANY_LIMIT)));
  }
  return out;
}

/** Like `getManyBatched`, with the calls side by side: for a hot path that reads many keys. */
export async function getManyAtOnce<T = unknown>(
  kv: Deno.Kv,
  keys: readonly Deno.KvKey[],
): Promise<Deno.KvEntryMaybe<T>[]> {
  const calls = [];
  for (let i = 0; i < keys.length; i += GET_MANY_LIMIT) {
    calls.push(kv.getMany<T[]>(keys.slice(i, i + GET_MANY_LIMIT)));
  }
  return (await Promise.all(calls)).flat();
}

/** The values of those of `keys` that exist, in the keys' order. */
export async function getExisting<T>(kv: Deno.Kv, keys: readonly Deno.KvKey[]): Promise<T[]> {
  return (await getManyBatched<T>(kv, keys)).flatMap((e) => e.value === null ? [] : [e.value]);
}

export type DeleteListedOptions = {
  /** Deletes per atomic write (a backend allows 1000 mutations). */
  batch?: number;
  /** Keeps the listed keys it answers false for. */
  where?: (key: Deno.KvKey) => boolean;
  /** Keys deleted in the same write as each listed entry (what it points to, say). */
  along?: (entry: Deno.KvEntry<unknown>) => Deno.KvKey[];
};

/** Deletes every key `selector` lists (those `where` selects), a batch per atomic write. */
export async function deleteListed(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: DeleteListedOptions = {},
): Promise<void> {
  const batch = options.batch ?? 500;
  let op = kv.atomic();
  let pending = 0;
  for await (const entry of kv.list(selector)) {
    if (options.where && !options.where(entry.key)) continue;
    const along = options.along?.(entry) ?? [];
    op.delete(entry.key);
    for (const key of along) op.delete(key);
    pending += 1 + along.length;
    if (pending >= batch) {
      await op.commit();
      op = kv.atomic();
      pending = 0;
    }
  }
  if (pending > 0) await op.commit();
}
