/**
 * Logins confirmed in the last two seconds, per store, so a signed-in request need not read its
 * session and user from KV every time (two thirds of what a page served from memory costs).
 * Ending a login anywhere, in any process, bumps a counter in the same write; each instance reads
 * it at most every quarter second and forgets all it holds when it moved. See docs/decisions.md.
 */
import type { UserRecord } from "../users/model.ts";

/** How long a confirmed login is believed without asking KV again. */
const CONFIRMED_FOR_MS = 2_000;
/** How stale the revocation counter may be: the longest an ended login still works elsewhere. */
const CHECK_EVERY_MS = 250;
/** Logins held at most per store; all are dropped past it. */
const MAX_HELD = 10_000;

/** Counts every ending of a login (Deno.KvU64), bumped in the write that ends it. */
export const loginsEndedKey: Deno.KvKey = ["logins_ended"];

type Held = { userId: string; user: UserRecord; until: number };

type Store = {
  held: Map<string, Held>;
  /** The sessions `held` has of each student, so a student's new record drops only theirs. */
  sessionsOf: Map<string, Set<string>>;
  /** The counter as last read; null before the first read. */
  ended: bigint | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** Bumped whenever `held` is emptied, so a read begun before cannot refill it after. */
  generation: number;
};

const stores = new WeakMap<Deno.Kv, Store>();

function storeOf(kv: Deno.Kv): Store {
  let store = stores.get(kv);
  if (!store) {
    store = {
      held: new Map(),
      sessionsOf: new Map(),
      ended: null,
      checkedAt: -Infinity,
      checking: null,
      generation: 0,
    };
    stores.set(kv, store);
  }
  return store;
}

function forgetAll(store: Store): void {
  store.held.clear();
  store.sessionsOf.clear();
  store.generation++;
}

/** Reads the counter when due; requests meanwhile wait on the same read. */
async function checkEnded(kv: Deno.Kv, store: Store, now: number): Promise<void> {
  if (now - store.checkedAt >= CHECK_EVERY_MS) {
    store.checkedAt = now;
    store.checking ??= kv.get<Deno.KvU64>(loginsEndedKey).then((e) => {
      const ended = e.value?.value ?? 0n;
      if (ended !== store.ended) forgetAll(store);
      store.ended = ended;
    }).finally(() => store.checking = null);
  }
  await store.checking;
}

/** The user of login `sessionId` when it was confirmed lately and no login ended since; null:
 * read KV. `generation` goes back to `remember` after that read. */
export async function confirmedLogin(
  kv: Deno.Kv,
  sessionId: string,
  userId: string,
): Promise<{ user: UserRecord | null; generation: number }> {
  const store = storeOf(kv);
  const now = performance.now();
  await checkEnded(kv, store, now);
  const held = store.held.get(sessionId);
  const user = held && held.until > now && held.userId === userId ? held.user : null;
  return { user, generation: store.generation };
}

/** Holds a login just read live from KV, unless logins were forgotten since that read began. */
export function remember(
  kv: Deno.Kv,
  sessionId: string,
  user: UserRecord,
  generation: number,
): void {
  const store = storeOf(kv);
  if (store.generation !== generation || store.ended === null) return;
  if (store.held.size >= MAX_HELD) forgetAll(store);
  store.held.set(sessionId, {
    userId: user._id,
    user,
    until: performance.now() + CONFIRMED_FOR_MS,
  });
  let sessions = store.sessionsOf.get(user._id);
  if (!sessions) store.sessionsOf.set(user._id, sessions = new Set());
  sessions.add(sessionId);
}

/** Adds the bump of the counter to a write that ends a login; call `forgetLogins` after it. */
export function countLoginEnded(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.sum(loginsEndedKey, 1n);
}

/** Forgets every login this process holds for the store: one ended here. */
export function forgetLogins(kv: Deno.Kv): void {
  forgetAll(storeOf(kv));
}

/** Forgets the logins of `userId`: their record changed (a new name, picture). */
export function forgetLoginsOf(kv: Deno.Kv, userId: string): void {
  const store = storeOf(kv);
  for (const sessionId of store.sessionsOf.get(userId) ?? []) {
    if (store.held.get(sessionId)?.userId === userId) store.held.delete(sessionId);
  }
  store.sessionsOf.delete(userId);
  store.generation++;
}
