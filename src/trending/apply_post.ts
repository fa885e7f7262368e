/**
 * Applies a post task by comparing the post with its standing: a new post enters the lists, an
 * edit that moves a roadmap to another section or category moves its score, and a deleted post
 * leaves every list, taking back what it gave its section, category, author and the students who
 * acted on it.
 */
import { deleteListed } from "../core/kv.ts";
import { postKey } from "../posts/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import {
  type CategoryStanding,
  type Credit,
  POST_WEIGHTS,
  type PostStanding,
  type ProfileStanding,
  SECTION_RECENT_POSTS,
  sectionId,
  type SectionStanding,
} from "./model.ts";
import { countedCommentsPrefix, type CreditAct, creditsPrefix } from "./keys.ts";
import { creditContributor, feedPostTerm, feedsOf } from "./credit.ts";
import { actLog, StandingsChange } from "./standings.ts";

type Placement = Pick<PostStanding, "authorId" | "section" | "category">;

function placementOf(post: PostRecord): Placement & { sectionName: string | null } {
  return {
    authorId: post.authorId,
    section: post.section ? sectionId(post.section.title) : null,
    sectionName: post.section?.title.trim() ?? null,
    category: post.section?.category ?? null,
  };
}

/** Counts the post in (1) or out of (-1) its section's, category's and profile's members. */
function place(
  change: StandingsChange,
  postId: string,
  at: Placement & { sectionName?: string | null },
  sign: 1 | -1,
) {
  if (at.section) {
    const s = change.get<SectionStanding>("sections", at.section) ??
      {
        log: null,
        name: at.sectionName ?? at.section,
        count: 0,
        recent: [],
        likes: 0,
        comments: 0,
        shares: 0,
      };
    const recent = s.recent.filter((id) => id !== postId);
    if (sign === 1) recent.unshift(postId);
    change.put("sections", at.section, {
      ...s,
      count: s.count + sign,
      recent: recent.slice(0, SECTION_RECENT_POSTS),
    });
  }
  if (at.category) {
    const c = change.get<CategoryStanding>("categories", at.category) ??
      { log: null, postCount: 0, likes: 0 };
    change.put("categories", at.category, { ...c, postCount: c.postCount + sign });
  }
  const p = change.get<ProfileStanding>("profiles", at.authorId) ?? { log: null, members: 0 };
  change.put("profiles", at.authorId, { ...p, members: p.members + sign });
}

/** Drops the standings that have nothing left in them. */
function dropEmpty(change: StandingsChange, at: Placement) {
  if (at.section && change.get<SectionStanding>("sections", at.section)!.count <= 0) {
    change.put("sections", at.section, null);
  }
  if (at.category && change.get<CategoryStanding>("categories", at.category)!.postCount <= 0) {
    change.put("categories", at.category, null);
  }
  if (change.get<ProfileStanding>("profiles", at.authorId)!.members <= 0) {
    change.put("profiles", at.authorId, null);
  }
}

/** Moves the post's whole score and counts in (1) or out of (-1) the standings of `at`. */
function movePost(
  change: StandingsChange,
  postId: string,
  post: PostStanding,
  at: Placement & { sectionName?: string | null },
  sign: 1 | -1,
) {
  if (sign === 1) place(change, postId, at, 1);
  feedPostTerm(change, at, post.log, sign, {
    likes: sign * post.likes,
    comments: sign * post.comments,
    shares: sign * post.shares,
  });
  if (sign === -1) {
    place(change, postId, at, -1);
    dropEmpty(change, at);
  }
}

/** Takes back, a few at a time, the contributions of students who acted on a deleted post. */
async function releaseCredits(kv: Deno.Kv, postId: string): Promise<void> {
  for (let lost = 0; lost < 20;) {
    const batch = await Array.fromAsync(
      kv.list<Credit>({ prefix: creditsPrefix(postId) }, { limit: 8 }),
    );
    if (batch.length === 0) break;
    const change = new StandingsChange(kv);
    await change.load(batch.map((e) => ["contributors", e.key[3] as string]));
    const op = kv.atomic();
    for (const e of batch) {
      op.check(e).delete(e.key);
      if (e.value.n > 0) {
        creditContributor(change, e.key[3] as string, e.key[2] as CreditAct, e.value.at, -1);
      }
    }
    // A lost race (a concurrent change to a contributor) is read again on the next pass.
    lost = (await change.writeTo(op).commit()).ok ? 0 : lost + 1;
  }
  if (await kv.list({ prefix: creditsPrefix(postId) }, { limit: 1 }).next().then((r) => !r.done)) {
    throw new Error(`credits of post ${postId} kept changing`);
  }
  await deleteListed(kv, { prefix: countedCommentsPrefix(postId) });
}

/** Adds to `op` what the post's task changes. */
export async function applyPostTask(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  postId: string,
): Promise<void> {
  const record = (await kv.get<PostRecord>(postKey(postId))).value;
  const change = new StandingsChange(kv);
  await change.load([["posts", postId]]);
  const standing = change.get<PostStanding>("posts", postId);
  if (record && !standing) {
    const { sectionName, ...at } = placementOf(record);
    await change.load([...feedsOf(at), ["contributors", record.authorId]]);
    const post: PostStanding = {
      ...at,
      log: actLog(POST_WEIGHTS.post, record.createdAt),
      createdAt: record.createdAt,
      likes: 0,
      comments: 0,
      shares: 0,
    };
    change.put("posts", postId, post);
    movePost(change, postId, post, { ...at, sectionName }, 1);
    creditContributor(change, record.authorId, "post", record.createdAt, 1);
  } else if (record && standing) {
    const at = placementOf(record);
    if (at.section === standing.section && at.category === standing.category) return;
    await change.load([...feedsOf(standing), ...feedsOf(at)]);
    movePost(change, postId, standing, standing, -1);
    movePost(change, postId, standing, at, 1);
    change.put("posts", postId, { ...standing, section: at.section, category: at.category });
  } else if (!record && standing) {
    await releaseCredits(kv, postId);
    await change.load([...feedsOf(standing), ["contributors", standing.authorId]]);
    movePost(change, postId, standing, standing, -1);
    creditContributor(change, standing.authorId, "post", standing.createdAt, -1);
    change.put("posts", postId, null);
  }
  change.writeTo(op);
}
