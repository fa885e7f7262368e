/**
 * A departing student's share of the follow graph: every edge from and to them goes, each with
 * both counters and a trending task in one atomic write (the follow service's own removal), and
 * their following feed with it. Listing from the start after an interruption finds only the edges
 * still left.
 */
import { deleteListed } from "../core/kv.ts";
import type { AppDeps } from "../deps.ts";
import { feedPrefix, feedTypesPrefix } from "../feed/keys.ts";
import { followersPrefix, followingPrefix } from "./keys.ts";
import { removeEdge } from "./service.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

export async function eraseFollows(deps: Deps, userId: string): Promise<void> {
  const { kv } = deps;
  for (const which of ["following", "followers"] as const) {
    const prefix = which === "following" ? followingPrefix(userId) : followersPrefix(userId);
    for (;;) {
      const page = await Array.fromAsync(kv.list({ prefix }, { limit: 50 }));
      if (page.length === 0) break;
      for (const e of page) {
        const other = e.key[2] as string;
        const [from, to] = which === "following" ? [userId, other] : [other, userId];
        // An edge whose other half is missing (never written that way, but cheap to guard).
        if (!(await removeEdge(kv, from, to, deps.clock.now())).removed) await kv.delete(e.key);
      }
    }
  }
  await deleteListed(kv, { prefix: feedPrefix(userId) });
  await deleteListed(kv, { prefix: feedTypesPrefix(userId) });
}
