/**
 * Crediting a counted act: a post's score feeds its section, category and author's profile,
 * and the student who acted gains a contribution. Adding and taking back use the same term
 * (the act's weight at the time it first counted), so an undo restores the score exactly.
 */
import {
  type ActCounts,
  type CategoryStanding,
  CONTRIBUTION_WEIGHTS,
  type ContributorStanding,
  POST_WEIGHTS,
  type PostStanding,
  type ProfileStanding,
  type SectionStanding,
  type SubjectKind,
} from "./model.ts";
import { actLog, moved, type StandingsChange } from "./standings.ts";

export type Act = "post" | "like" | "comment" | "share";
type CountedAct = Exclude<Act, "post">;
const countOf: Record<CountedAct, keyof ActCounts> = {
  like: "likes",
  comment: "comments",
  share: "shares",
};

/** The post's standing with its section, category and profile loaded; null when it has none. */
export async function loadPostSubjects(
  change: StandingsChange,
  postId: string,
): Promise<PostStanding | null> {
  await change.load([["posts", postId]]);
  const post = change.get<PostStanding>("posts", postId);
  if (post) await change.load(feedsOf(post));
  return post;
}

/** The standings a post's score is also counted in. */
export function feedsOf(post: Pick<PostStanding, "authorId" | "section" | "category">) {
  const subjects: [SubjectKind, string][] = [["profiles", post.authorId]];
  if (post.section) subjects.push(["sections", post.section]);
  if (post.category) subjects.push(["categories", post.category]);
  return subjects;
}

/** Adds (1) or takes back (-1) a term of a post's score in its section, category and profile. */
export function feedPostTerm(
  change: StandingsChange,
  post: Pick<PostStanding, "authorId" | "section" | "category">,
  term: number | null,
  sign: 1 | -1,
  counts: Partial<ActCounts> = {},
): void {
  if (post.section) {
    const s = change.get<SectionStanding>("sections", post.section)!;
    change.put("sections", post.section, {
      ...s,
      log: moved(s.log, term, sign, s.count > 0),
      likes: s.likes + (counts.likes ?? 0),
      comments: s.comments + (counts.comments ?? 0),
      shares: s.shares + (counts.shares ?? 0),
    });
  }
  if (post.category) {
    const c = change.get<CategoryStanding>("categories", post.category)!;
    change.put("categories", post.category, {
      ...c,
      log: moved(c.log, term, sign, c.postCount > 0),
      likes: c.likes + (counts.likes ?? 0),
    });
  }
  const p = change.get<ProfileStanding>("profiles", post.authorId)!;
  change.put("profiles", post.authorId, { ...p, log: moved(p.log, term, sign, p.members > 0) });
}

/** Credits (1) or takes back (-1) another student's act on a post, first counted at `at`. */
export function creditPostAct(
  change: StandingsChange,
  postId: string,
  post: PostStanding,
  act: CountedAct,
  at: number,
  sign: 1 | -1,
): void {
  const term = actLog(POST_WEIGHTS[act], at);
  const field = countOf[act];
  change.put<PostStanding>("posts", postId, {
    ...post,
    log: moved(post.log, term, sign, true),
    [field]: post[field] + sign,
  });
  feedPostTerm(change, post, term, sign, { [field]: sign });
}

const noContributions: ContributorStanding = {
  log: null,
  posts: 0,
  likes: 0,
  comments: 0,
  shares: 0,
};

/** Credits (1) or takes back (-1) one contribution of `userId` (the contributor must be loaded). */
export function creditContributor(
  change: StandingsChange,
  userId: string,
  act: Act,
  at: number,
  sign: 1 | -1,
): void {
  const c = change.get<ContributorStanding>("contributors", userId) ?? noContributions;
  const field = act === "post" ? "posts" : countOf[act];
  const next = { ...c, [field]: Math.max(0, c[field] + sign) };
  const left = next.posts + next.likes + next.comments + next.shares;
  const term = actLog(CONTRIBUTION_WEIGHTS[act], at);
  change.put(
    "contributors",
    userId,
    left === 0 ? null : {
      ...next,
      log: moved(c.log, term, sign, true),
    },
  );
}
