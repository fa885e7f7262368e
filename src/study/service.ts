/**
 * A signed-in student's favourite study subjects, one KV key per (student, subject). Every write
 * goes through the student's write-pace entry with a versionstamp check, so writes of one student
 * never interleave: each can answer the resulting list from what it read.
 */
import type { AppDeps } from "../deps.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import { type Limit, limitKey, planHit, tooMany } from "../core/rate_limit.ts";
import { inSubjectOrder, isSubjectId } from "../shared/study_subjects.ts";
import { favouriteKey, favouritesPrefix } from "./keys.ts";
import type { Favourites } from "./model.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Far above a person starring subjects by hand; a script looping on the API meets it. */
export const favouriteWrites: Limit = { name: "study_favourites", limit: 60, windowMs: 60_000 };

/** The subject ids stored for `userId`, known or not (a renamed subject leaves its old id). */
async function storedIds(kv: Deno.Kv, userId: string): Promise<string[]> {
  // No list limit needed: writes accept only catalogue ids, so there are at most as many keys.
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: favouritesPrefix(userId) })) ids.push(e.key[2] as string);
  return ids;
}

/** The student's favourite subject ids, in catalogue order. */
export async function listFavourites(deps: Pick<Deps, "kv">, userId: string): Promise<Favourites> {
  return { favourites: inSubjectOrder(await storedIds(deps.kv, userId)) };
}

/** Replaces the student's favourites with `next(current)` in one atomic write, paced. */
function change(
  deps: Deps,
  userId: string,
  next: (current: Set<string>) => Set<string>,
): Promise<Favourites> {
  const paceKey = limitKey(favouriteWrites, userId);
  return retryAtomic(async () => {
    const [pace, stored] = await Promise.all([
      deps.kv.get<number[]>(paceKey),
      storedIds(deps.kv, userId),
    ]);
    const now = deps.clock.now();
    const plan = planHit(pace, favouriteWrites, now);
    if (!plan.ok) throw tooMany("You're changing favourites too fast.", plan.retryAfterMs);
    const current = new Set(stored.filter(isSubjectId));
    const wanted = next(current);
    const op = deps.kv.atomic()
      .check(pace)
      .set(paceKey, plan.hits, { expireIn: favouriteWrites.windowMs });
    // A favourite already kept keeps its first time; ids gone from the catalogue are dropped.
    for (const id of wanted) if (!current.has(id)) op.set(favouriteKey(userId, id), now);
    for (const id of stored) if (!wanted.has(id)) op.delete(favouriteKey(userId, id));
    return { op, value: { favourites: inSubjectOrder(wanted) } };
  }, { attempts: 10 });
}

/** Adds `subjectId` (a catalogue id) to the student's favourites; adding twice changes nothing. */
export function addFavourite(deps: Deps, userId: string, subjectId: string): Promise<Favourites> {
  return change(deps, userId, (current) => new Set([...current, subjectId]));
}

/** Removes `subjectId` from the student's favourites; removing one not kept changes nothing. */
export function removeFavourite(
  deps: Deps,
  userId: string,
  subjectId: string,
): Promise<Favourites> {
  return change(deps, userId, (current) => new Set([...current].filter((id) => id !== subjectId)));
}

/** Adds the favourites a browser kept while signed out (catalogue ids): the union of both. */
export function mergeFavourites(
  deps: Deps,
  userId: string,
  subjectIds: string[],
): Promise<Favourites> {
  return change(deps, userId, (current) => new Set([...current, ...subjectIds]));
}

/** Removes every favourite of `userId` (their account is being deleted). */
export function eraseFavourites(deps: Pick<Deps, "kv">, userId: string): Promise<void> {
  return deleteListed(deps.kv, { prefix: favouritesPrefix(userId) });
}
