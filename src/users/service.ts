/**
 * Profiles (spec 000 §4 "Profile", §7 "Users and follow"): a profile with its counters, the
 * owner's edits, suggestions, username search and the discover filters. Reads cost O(page).
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { followingKey } from "../follow/keys.ts";
import {
  type PublicUser,
  type SelfUser,
  toPublicUser,
  toSelfUser,
  type UserRecord,
} from "./model.ts";
import type { FilterInput, ProfileUpdate } from "./profile_model.ts";
import {
  type FilterField,
  userByUsernameKey,
  userFilterPrefix,
  userKey,
  usersByUsernamePrefix,
  usersPrefix,
} from "./keys.ts";
import { getUser, getUsers, reindexFiltersOp, statKeys, statsFrom } from "./repo.ts";
import { reindexPersonOp } from "../search/people_index.ts";
import { decodeTime, encodeTime } from "ulid";
import { getManyBatched, retryAtomic } from "../core/kv.ts";
import { readImageRefs, referencesOp } from "../uploads/references.ts";
import { blockedEitherWay, blockKey } from "../safety/blocks.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "logger">;

/** A profile as `GET /users/{id}` answers it. */
export type ProfileView = PublicUser & {
  followersCount: number;
  followingCount: number;
  totalPosts: number;
  totalLikes: number;
  isOnline: boolean;
  /** Whether the viewer follows this user (false for visitors and oneself). */
  isFollowing: boolean;
  /** Whether the viewer blocked this user (their profile stays reachable, to unblock). */
  isBlocked: boolean;
};

export const userNotFound = () => new AppError("NOT_FOUND", "User not found.");

/** When every attempt to save a profile lost to another change of it. */
export const PROFILE_RACE = "Your profile changed elsewhere at the same time. Please try again.";

/** One profile with counters, presence and the viewer's follow state: one `getMany`. */
export async function getProfile(
  deps: Deps,
  id: string,
  viewerId: string | null,
): Promise<ProfileView> {
  const keys = [userKey(id), ...statKeys(id)];
  if (viewerId && viewerId !== id) {
    keys.push(followingKey(viewerId, id), blockKey(viewerId, id), blockKey(id, viewerId));
  }
  const entries = await deps.kv.getMany(keys);
  const user = entries[0].value as UserRecord | null;
  // A suspended student is gone for others; so is one who blocked the viewer, as on most
  // networks. One the viewer blocked stays reachable, so they can lift it.
  if (!user || (user.suspendedAt && viewerId !== id)) throw userNotFound();
  if (entries.length > 6 && entries[8].value !== null) throw userNotFound();
  const stats = statsFrom(entries.slice(1, 6));
  return {
    ...toPublicUser(user),
    followersCount: stats.followers,
    followingCount: stats.following,
    totalPosts: stats.posts,
    totalLikes: stats.likes,
    isOnline: stats.isOnline,
    isFollowing: entries.length > 6 && entries[6].value !== null,
    isBlocked: entries.length > 6 && entries[7].value !== null,
  };
}

/** The owner's edit of their profile; anyone else gets 403. Returns the saved user. */
export async function updateProfile(
  deps: Deps,
  actorId: string,
  id: string,
  changes: ProfileUpdate,
): Promise<SelfUser> {
  if (actorId !== id) throw new AppError("FORBIDDEN", "You can only edit your own profile.");
  const saved = await retryAtomic(async () => {
    const entry = await deps.kv.get<UserRecord>(userKey(id));
    const before = entry.value;
    if (!before) throw userNotFound();
    const after: UserRecord = { ...before };
    for (
      const field of ["name", "username", "bio", "year", "department", "specialization"] as const
    ) {
      const value = changes[field];
      if (value !== undefined) after[field] = value;
    }
    if (changes.profilePicture === null) after.profilePicture = null;
    const op = deps.kv.atomic().check(entry).set(userKey(id), after);
    if (after.profilePicture !== before.profilePicture) {
      // A removed picture is left to the sweep of unused images.
      const refs = await readImageRefs(deps.kv, id, [before.profilePicture]);
      referencesOp(op, refs, { before: [before.profilePicture], after: [] }, deps.clock.now());
    }
    const renamed = after.username.toLowerCase() !== before.username.toLowerCase();
    if (renamed) {
      const taken = { key: userByUsernameKey(after.username), versionstamp: null };
      op.check(taken).delete(userByUsernameKey(before.username)).set(taken.key, id);
    } else if (after.username !== before.username) {
      op.set(userByUsernameKey(after.username), id); // Same name, new capitals.
    }
    reindexFiltersOp(op, before, after);
    reindexPersonOp(op, before, after);
    const onConflict = async () => {
      if (renamed && (await deps.kv.get(userByUsernameKey(after.username))).value !== null) {
        throw new AppError("CONFLICT", "That username is taken. Please choose another.");
      }
    };
    return { op, value: after, onConflict };
  }, { attempts: 5, message: PROFILE_RACE });
  return toSelfUser(saved);
}

/** Ids of those among `ids` whom `viewerId` follows. */
export async function followedAmong(
  kv: Deno.Kv,
  viewerId: string | null,
  ids: string[],
): Promise<Set<string>> {
  if (!viewerId) return new Set();
  const edges = await getManyBatched(kv, ids.map((id) => followingKey(viewerId, id)));
  return new Set(ids.filter((_, i) => edges[i].value !== null));
}

/**
 * Up to `limit` students the viewer does not follow (and not the viewer), from a random place
 * in the user list, so each call (and Shuffle) shows different people.
 */
export async function suggestUsers(
  deps: Deps,
  viewerId: string | null,
  limit: number,
): Promise<PublicUser[]> {
  const [first] = await Array.fromAsync(
    deps.kv.list<UserRecord>({ prefix: usersPrefix }, { limit: 1 }),
  );
  if (!first) return [];
  const from = decodeTime(first.key[1] as string);
  const pivot = encodeTime(Math.floor(from + Math.random() * Math.max(0, Date.now() - from)));
  const start: Deno.KvKey = [...usersPrefix, pivot];
  const want = limit * 3 + 1;
  const picked: UserRecord[] = [];
  for await (
    const e of deps.kv.list<UserRecord>({ start, end: [...usersPrefix, "\u{10FFFF}"] }, {
      limit: want,
    })
  ) {
    picked.push(e.value);
  }
  if (picked.length < want) {
    for await (
      const e of deps.kv.list<UserRecord>({ prefix: usersPrefix, end: start }, {
        limit: want - picked.length,
      })
    ) {
      picked.push(e.value);
    }
  }
  const hidden = await hiddenPeople(deps.kv, viewerId);
  const candidates = picked.filter((u) => u._id !== viewerId && !hidden(u));
  const followed = await followedAmong(deps.kv, viewerId, candidates.map((u) => u._id));
  const pool = candidates.filter((u) => !followed.has(u._id));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, limit).map(toPublicUser);
}

/** Whether a student is left out of what `viewerId` is shown of people: suspended, or blocked
 * either way. */
async function hiddenPeople(
  kv: Deno.Kv,
  viewerId: string | null,
): Promise<(u: UserRecord) => boolean> {
  const blocked = viewerId ? await blockedEitherWay(kv, viewerId) : new Set<string>();
  return (u) => Boolean(u.suspendedAt) || blocked.has(u._id);
}

/** Students whose username starts with `prefix`, ignoring case, from the username index. */
export async function searchUsers(
  deps: Deps,
  prefix: string,
  viewerId: string | null = null,
  limit = 20,
): Promise<PublicUser[]> {
  const q = prefix.trim().toLowerCase();
  if (!/^[a-z0-9_]{1,20}$/.test(q)) return [];
  const ids: string[] = [];
  const range = {
    start: [...usersByUsernamePrefix, q],
    end: [...usersByUsernamePrefix, `${q}\u{10FFFF}`],
  };
  for await (const e of deps.kv.list<string>(range, { limit })) ids.push(e.value);
  const hidden = await hiddenPeople(deps.kv, viewerId);
  return (await getUsers(deps.kv, ids)).filter((u) => !hidden(u)).map(toPublicUser);
}

/** Students matching every given filter, read from the index of one of them. */
export async function filterUsers(
  deps: Deps,
  filter: FilterInput,
  viewerId: string | null = null,
  limit = 50,
): Promise<PublicUser[]> {
  const given = (["specialization", "department", "year"] as FilterField[]).filter((f) =>
    filter[f]
  );
  const [lead, ...rest] = given;
  const ids: string[] = [];
  for await (
    const e of deps.kv.list({ prefix: userFilterPrefix(lead, filter[lead]) }, { limit: 500 })
  ) {
    ids.push(e.key[2] as string);
  }
  const users = await getUsers(deps.kv, ids);
  const hidden = await hiddenPeople(deps.kv, viewerId);
  return users
    .filter((u) => !hidden(u))
    .filter((u) => rest.every((f) => u[f].toLowerCase() === filter[f].toLowerCase()))
    .slice(0, limit)
    .map(toPublicUser);
}

/** The user record, or 404. */
export async function requireUser(kv: Deno.Kv, id: string): Promise<UserRecord> {
  const user = await getUser(kv, id);
  if (!user) throw userNotFound();
  return user;
}

/** The ids of the newest `limit` students, newest first (profile pages for the sitemap). */
export async function recentStudentIds(kv: Deno.Kv, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: usersPrefix }, { reverse: true, limit })) {
    ids.push(e.key[1] as string);
  }
  return ids;
}
