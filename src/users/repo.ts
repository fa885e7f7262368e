/** KV access for users: records, unique indexes, filter indexes and counters. */
import { countOf } from "../core/counters.ts";
import { getExisting } from "../core/kv.ts";
import { AppError } from "../core/errors.ts";
import { countStudentOp, uncountStudentOp } from "../stats/counters.ts";
import type { UserRecord } from "./model.ts";
import { reindexPersonOp } from "../search/people_index.ts";
import {
  type FilterField,
  presenceKey,
  type StatName,
  userByEmailKey,
  userByUsernameKey,
  userFilterKey,
  userKey,
  userStatKey,
} from "./keys.ts";

/** The user record as stored, with its versionstamp, for a checked write. */
export function getUserEntry(kv: Deno.Kv, id: string): Promise<Deno.KvEntryMaybe<UserRecord>> {
  return kv.get<UserRecord>(userKey(id));
}

export async function getUser(kv: Deno.Kv, id: string): Promise<UserRecord | null> {
  return (await kv.get<UserRecord>(userKey(id))).value;
}

/** Users by id, in the order given, skipping ids that no longer exist. */
export function getUsers(kv: Deno.Kv, ids: string[]): Promise<UserRecord[]> {
  return getExisting<UserRecord>(kv, ids.map(userKey));
}

/**
 * The user records one request reads, each read at most once: a page's visibility check and its
 * author summaries need the same students.
 */
export class UserReads {
  #read = new Map<string, UserRecord | null>();

  constructor(readonly kv: Deno.Kv) {}

  /** The records of those of `ids` that exist, by id. */
  async of(ids: Iterable<string>): Promise<Map<string, UserRecord>> {
    const wanted = [...new Set(ids)];
    const missing = wanted.filter((id) => !this.#read.has(id));
    if (missing.length) {
      // Those gone are remembered as gone, so they are not asked for again.
      for (const id of missing) this.#read.set(id, null);
      for (const user of await getUsers(this.kv, missing)) this.#read.set(user._id, user);
    }
    const out = new Map<string, UserRecord>();
    for (const id of wanted) {
      const user = this.#read.get(id);
      if (user) out.set(id, user);
    }
    return out;
  }
}

export async function findUserByUsername(
  kv: Deno.Kv,
  username: string,
): Promise<UserRecord | null> {
  const id = (await kv.get<string>(userByUsernameKey(username))).value;
  return id ? await getUser(kv, id) : null;
}

export async function findUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const id = (await kv.get<string>(userByEmailKey(email))).value;
  return id ? await getUser(kv, id) : null;
}

const filterFields: FilterField[] = ["year", "department", "specialization"];

/** Adds the filter-index writes that move `before` (or nothing) to `after`. */
export function reindexFiltersOp(
  op: Deno.AtomicOperation,
  before: UserRecord | null,
  after: UserRecord,
): Deno.AtomicOperation {
  for (const f of filterFields) {
    if (before && before[f] === after[f]) continue;
    if (before?.[f]) op.delete(userFilterKey(f, before[f], before._id));
    if (after[f]) op.set(userFilterKey(f, after[f], after._id), null);
  }
  return op;
}

/**
 * Adds the writes that create `user` to `op`, with checks that its username and e-mail are
 * still free, and the platform's student count. The caller commits, so creating a user can be
 * one atomic with other writes.
 */
export function createUserOp(op: Deno.AtomicOperation, user: UserRecord): Deno.AtomicOperation {
  countStudentOp(op)
    .check({ key: userKey(user._id), versionstamp: null })
    .check({ key: userByUsernameKey(user.username), versionstamp: null })
    .check({ key: userByEmailKey(user.email), versionstamp: null })
    .set(userKey(user._id), user)
    .set(userByUsernameKey(user.username), user._id)
    .set(userByEmailKey(user.email), user._id);
  reindexPersonOp(op, null, user);
  return reindexFiltersOp(op, null, user);
}

/**
 * Adds the writes that take `user` (as read, checked by the caller) off the platform: the record,
 * its unique and filter indexes, and the student count. Afterwards sign-in finds no account, the
 * profile answers 404 and the username and e-mail are free again.
 */
export function removeUserOp(op: Deno.AtomicOperation, user: UserRecord): Deno.AtomicOperation {
  uncountStudentOp(op)
    .delete(userKey(user._id))
    .delete(userByUsernameKey(user.username))
    .delete(userByEmailKey(user.email));
  for (const f of filterFields) if (user[f]) op.delete(userFilterKey(f, user[f], user._id));
  return reindexPersonOp(op, user, null);
}

/** Removes a removed user's counters and presence. */
export async function eraseUserCounters(kv: Deno.Kv, id: string): Promise<void> {
  const op = kv.atomic();
  for (const key of statKeys(id)) op.delete(key);
  await op.commit();
}

export type UserStats = Record<StatName, number> & { isOnline: boolean };

/** Counter keys and the presence key of a user, for one `getMany` with other reads. */
export function statKeys(id: string): Deno.KvKey[] {
  return [
    userStatKey(id, "followers"),
    userStatKey(id, "following"),
    userStatKey(id, "posts"),
    userStatKey(id, "likes"),
    presenceKey(id),
  ];
}

/** Reads the entries fetched with `statKeys` back into numbers. */
export function statsFrom(entries: Deno.KvEntryMaybe<unknown>[]): UserStats {
  const n = (e: Deno.KvEntryMaybe<unknown>) => countOf(e.value);
  return {
    followers: n(entries[0]),
    following: n(entries[1]),
    posts: n(entries[2]),
    likes: n(entries[3]),
    isOnline: entries[4].value !== null,
  };
}

/** id → { _id, username } for every id given (a removed account's username is ""). */
export async function usernamesOf(kv: Deno.Kv, ids: string[]) {
  const users = new Map((await getUsers(kv, [...new Set(ids)])).map((u) => [u._id, u.username]));
  return (id: string) => ({ _id: id, username: users.get(id) ?? "" });
}

/**
 * Adds to `op` a check that the acting student still exists: an act already under way when its
 * account is deleted fails its write instead of landing after the deletion removed such acts.
 */
export function actorStillHereOp(
  op: Deno.AtomicOperation,
  actor: Deno.KvEntryMaybe<unknown>,
): Deno.AtomicOperation {
  if (actor.versionstamp === null) {
    throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  }
  return op.check(actor);
}
