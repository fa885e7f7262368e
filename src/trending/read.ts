/**
 * Reading the trending lists (spec 000 §7 "Trending"): each is one reverse scan of a ranked
 * list, limited to the page, then one batched read of what the page shows — never a scan of
 * every post or student, however many there are.
 */
import type { AppDeps } from "../deps.ts";
import { countOf } from "../core/counters.ts";
import { getManyBatched } from "../core/kv.ts";
import { getPosts, viewPosts } from "../posts/views.ts";
import type { PostView } from "../posts/model.ts";
import { type PublicUser, toPublicUser } from "../users/model.ts";
import { getUsers } from "../users/repo.ts";
import { userStatKey } from "../users/keys.ts";
import { followedAmong } from "../users/service.ts";
import {
  type CategoryStanding,
  type ContributorStanding,
  FILTER_LIMITS,
  HALF_LIFE_MS,
  SCORE_EPOCH,
  type SectionStanding,
  type SubjectKind,
  TAB_LIMIT,
} from "./model.ts";
import type { TrendingFilter } from "../shared/trending.ts";
import { rankPrefix, standingKey } from "./keys.ts";
import { decayedScore } from "./score.ts";
import { viewerOf, visibleTo } from "../safety/visibility.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** The ids and log scores of the `limit` highest of a kind, highest first. */
async function top(kv: Deno.Kv, kind: SubjectKind, limit: number) {
  const rows: { id: string; log: number }[] = [];
  for await (const e of kv.list({ prefix: rankPrefix(kind) }, { reverse: true, limit })) {
    rows.push({ id: e.key[3] as string, log: e.key[2] as number });
  }
  return rows;
}

/** A log score decayed to now, as the number the page shows (two decimals). */
function scoreAt(deps: Deps, log: number): number {
  const score = decayedScore(log, deps.clock.now(), SCORE_EPOCH, HALF_LIFE_MS);
  return Math.round(score * 100) / 100;
}

async function standings<T>(kv: Deno.Kv, kind: SubjectKind, ids: string[]) {
  return (await getManyBatched<T>(kv, ids.map((id) => standingKey(kind, id)))).map((e) => e.value);
}

export type TrendingProfile = PublicUser & {
  followersCount: number;
  isFollowing: boolean;
  trendingScore: number;
};

export async function trendingProfiles(
  deps: Deps,
  viewerId: string | null,
  filter: TrendingFilter,
): Promise<{ profiles: TrendingProfile[] }> {
  const rows = await top(deps.kv, "profiles", FILTER_LIMITS[filter]);
  const ids = rows.map((r) => r.id);
  const [users, followers, followed] = await Promise.all([
    getUsers(deps.kv, ids),
    getManyBatched(deps.kv, ids.map((id) => userStatKey(id, "followers"))),
    followedAmong(deps.kv, viewerId, ids),
  ]);
  const byId = new Map(users.map((u) => [u._id, u]));
  const { blocked } = await viewerOf(deps.kv, viewerId);
  return {
    profiles: rows.flatMap((r, i) => {
      const user = byId.get(r.id);
      // Suspended students and those blocked either way are left out.
      if (!user || user.suspendedAt || blocked.has(user._id)) return [];
      return [{
        ...toPublicUser(user),
        followersCount: countOf(followers[i].value),
        isFollowing: followed.has(r.id),
        trendingScore: scoreAt(deps, r.log),
      }];
    }),
  };
}

export type TrendingResource = { title: string; link: string; description: string; postId: string };
export type TrendingSection = {
  _id: string;
  count: number;
  totalLikes: number;
  totalComments: number;
  totalShares: number;
  trendingScore: number;
  /** Resources of the section's latest roadmaps, for the home page's trending resources. */
  resources: TrendingResource[];
};

/** Resources a section card shows. */
const RESOURCES_PER_SECTION = 3;

export async function trendingSections(deps: Deps): Promise<{ sections: TrendingSection[] }> {
  const rows = await top(deps.kv, "sections", TAB_LIMIT);
  const found = await standings<SectionStanding>(deps.kv, "sections", rows.map((r) => r.id));
  const posts = new Map(
    (await getPosts(deps.kv, found.flatMap((s) => s?.recent ?? []))).map((p) => [p._id, p]),
  );
  return {
    sections: rows.flatMap((r, i) => {
      const s = found[i];
      if (!s) return [];
      const resources = s.recent.flatMap((id) =>
        (posts.get(id)?.section?.resources ?? []).map((res) => ({ ...res, postId: id }))
      ).slice(0, RESOURCES_PER_SECTION);
      return [{
        _id: s.name,
        count: s.count,
        totalLikes: s.likes,
        totalComments: s.comments,
        totalShares: s.shares,
        trendingScore: scoreAt(deps, r.log),
        resources,
      }];
    }),
  };
}

export type TrendingPost = PostView & { trendingScore: number };

export async function trendingPosts(
  deps: Deps,
  viewerId: string | null,
): Promise<{ posts: TrendingPost[] }> {
  const rows = await top(deps.kv, "posts", TAB_LIMIT);
  const score = new Map(rows.map((r) => [r.id, scoreAt(deps, r.log)]));
  // A post deleted a moment ago may still be ranked until its task runs: reading it leaves it out.
  const posts = await getPosts(deps.kv, [...score.keys()]);
  // Not what blocks or moderation hide from the viewer.
  const viewer = await viewerOf(deps.kv, viewerId);
  const shown = await visibleTo(viewer, posts);
  const views = await viewPosts(deps.kv, posts.filter((_, i) => shown[i]), viewerId, viewer.users);
  return { posts: views.map((p) => ({ ...p, trendingScore: score.get(p._id) ?? 0 })) };
}

export type TrendingCategory = {
  _id: string;
  postCount: number;
  totalLikes: number;
  trendingScore: number;
};

export async function trendingCategories(deps: Deps): Promise<{ categories: TrendingCategory[] }> {
  const rows = await top(deps.kv, "categories", TAB_LIMIT);
  const found = await standings<CategoryStanding>(deps.kv, "categories", rows.map((r) => r.id));
  return {
    categories: rows.flatMap((r, i) => {
      const c = found[i];
      return c
        ? [{
          _id: r.id,
          postCount: c.postCount,
          totalLikes: c.likes,
          trendingScore: scoreAt(deps, r.log),
        }]
        : [];
    }),
  };
}

export type Contributor = {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
  /** Posts, comments (posts commented on), likes and shares given, all still standing. */
  contributions: number;
  posts: number;
  comments: number;
  likes: number;
  shares: number;
  trendingScore: number;
};

export async function topContributors(
  deps: Deps,
  limit: number,
): Promise<{ contributors: Contributor[] }> {
  const rows = await top(deps.kv, "contributors", limit);
  const ids = rows.map((r) => r.id);
  const [users, found] = await Promise.all([
    getUsers(deps.kv, ids),
    standings<ContributorStanding>(deps.kv, "contributors", ids),
  ]);
  const byId = new Map(users.map((u) => [u._id, u]));
  return {
    contributors: rows.flatMap((r, i) => {
      const user = byId.get(r.id);
      const c = found[i];
      if (!user || !c) return [];
      return [{
        _id: user._id,
        name: user.name,
        username: user.username,
        avatar: user.profilePicture,
        contributions: c.posts + c.comments + c.likes + c.shares,
        posts: c.posts,
        comments: c.comments,
        likes: c.likes,
        shares: c.shares,
        trendingScore: scoreAt(deps, r.log),
      }];
    }),
  };
}
