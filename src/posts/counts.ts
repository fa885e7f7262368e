/**
 * The like, comment and share counts shown on post cards, read lately and believed for ten
 * seconds, per store: three of a card's five reads, most of what a feed page costs the store.
 * A write that changes a count forgets it here (`forgetCounts`); see docs/decisions.md.
 */
import { countOf } from "../core/counters.ts";
import { getManyBatched } from "../core/kv.ts";
import { keepRecent } from "../core/recent.ts";
import { postStatKey } from "./keys.ts";

export type PostCounts = { likes: number; comments: number; shares: number };

/** How long a count read from KV is shown without reading it again. */
const BELIEVED_FOR_MS = 10_000;
/** Posts held at most per store; those read longest ago go first. */
const MAX_HELD = 20_000;

type Held = PostCounts & { until: number };
type Store = {
  held: Map<string, Held>;
  /** When each post's counts were last forgotten, so a read begun before cannot refill them. */
  forgotten: Map<string, number>;
};

const stores = new WeakMap<Deno.Kv, Store>();

function storeOf(kv: Deno.Kv): Store {
  let store = stores.get(kv);
  if (!store) stores.set(kv, store = { held: new Map(), forgotten: new Map() });
  return store;
}

/** The counts of `ids`, in order: those read in the last ten seconds from memory, the rest
 * from KV in one batch. */
export async function readCounts(kv: Deno.Kv, ids: readonly string[]): Promise<PostCounts[]> {
  const store = storeOf(kv);
  const now = performance.now();
  const out: (PostCounts | undefined)[] = ids.map((id) => {
    const held = store.held.get(id);
    return held && held.until > now ? held : undefined;
  });
  const missing = [...new Set(ids.filter((_, i) => out[i] === undefined))];
  if (missing.length === 0) return out as PostCounts[];
  const entries = await getManyBatched(
    kv,
    missing.flatMap((id) => [
      postStatKey(id, "likes"),
      postStatKey(id, "comments"),
      postStatKey(id, "shares"),
    ]),
  );
  const read = new Map<string, PostCounts>();
  missing.forEach((id, i) => {
    const counts = {
      likes: countOf(entries[3 * i].value),
      comments: countOf(entries[3 * i + 1].value),
      shares: countOf(entries[3 * i + 2].value),
    };
    read.set(id, counts);
    const forgottenAt = store.forgotten.get(id);
    if (forgottenAt === undefined || forgottenAt < now) {
      keepRecent(store.held, id, { ...counts, until: now + BELIEVED_FOR_MS }, MAX_HELD);
    }
  });
  return ids.map((id, i) => out[i] ?? read.get(id)!);
}

/** Drops what this process holds of `postId`'s counts: a write here just changed one. */
export function forgetCounts(kv: Deno.Kv, postId: string): void {
  const store = storeOf(kv);
  store.held.delete(postId);
  keepRecent(store.forgotten, postId, performance.now(), MAX_HELD);
}
