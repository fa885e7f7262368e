/**
 * Data for the trending bench: 2,000 students, posts spread over the last days with likes,
 * comments, shares and follows among them, every act through the real services; each act's
 * trending task waits in the outbox.
 */
import { ONE } from "../../src/core/counters.ts";
import { DomainEvents } from "../../src/core/events.ts";
import { newId } from "../../src/core/ids.ts";
import { createLogger } from "../../src/core/log.ts";
import { SEEDING_LIMITS } from "../../src/core/write_limits.ts";
import { feedKey, feedTypeKey } from "../../src/feed/keys.ts";
import { follow } from "../../src/follow/service.ts";
import type { CreatePostInput, PostRecord } from "../../src/posts/model.ts";
import {
  postKey,
  postsByAuthorKey,
  postsByAuthorTypeKey,
  postsByTypeKey,
} from "../../src/posts/keys.ts";
import { addComment, sharePost, toggleLike } from "../../src/posts/reactions.ts";
import { createPost, newPostRecord } from "../../src/posts/service.ts";
import { CATEGORIES } from "../../src/shared/post_rules.ts";
import { recordTrending } from "../../src/trending/outbox.ts";
import { userStatKey } from "../../src/users/keys.ts";
import { storeStudent, studentRecord } from "../helpers/fixtures.ts";
import { seeded } from "../helpers/seeded_random.ts";

export const STUDENTS = 2_000;
export const DAYS = 4;
/** Share of posts that are roadmaps (section posts); the rest are text posts. */
const ROADMAP_SHARE = 0.2;
/** Acts per 1,000 posts, and follows in all. */
const ACTS_PER_1000 = { like: 100, comment: 20, share: 10 };
const FOLLOWS = 2_000;
/** Posts per step; the acts due run after each step. */
const STEP = 90;

const TOPICS = [
  "Graph algorithms",
  "Dynamic programming",
  "React",
  "Node.js APIs",
  "Android with Kotlin",
  "Flutter",
  "Neural networks",
  "NLP",
  "Docker",
  "Kubernetes",
  "Pandas",
  "Statistics",
  "Web security",
  "Networking",
  "System design",
  "Open source",
  "Trees and heaps",
  "CSS layout",
  "Linear algebra for ML",
  "CI pipelines",
];
const LEVELS = ["Basics", "Practice", "Advanced", "Interview prep", "Projects"];
export const SECTION_NAMES = TOPICS.length * LEVELS.length;

const PARAGRAPH = "Notes from this week: what worked, what did not, and links I found useful " +
  "while preparing for placements. Happy to answer questions in the comments. ";

/** A clock the population moves by hand (`at`), as the services' `deps.clock`. */
export type BenchClock = { at: number; now(): number };
export const benchClock = (at: number): BenchClock => ({
  at,
  now() {
    return this.at;
  },
});

export function servicesDeps(kv: Deno.Kv, clock: BenchClock) {
  // The data set is written as `deno task seed` writes: by the operator, without write limits.
  const logger = createLogger("warn");
  return { kv, clock, logger, events: new DomainEvents(kv, logger), writeLimits: SEEDING_LIMITS };
}

function postInput(rand: () => number, i: number): CreatePostInput {
  const tags = ["placements", "notes", "dsa", "webdev", "ml"].filter(() => rand() < 0.4);
  if (rand() >= ROADMAP_SHARE) {
    return { type: "text", title: `Study notes #${i}`, content: PARAGRAPH.repeat(3), tags };
  }
  const s = Math.floor(rand() * SECTION_NAMES);
  const name = `${TOPICS[s % TOPICS.length]}: ${LEVELS[Math.floor(s / TOPICS.length)]}`;
  const resources = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, r) => ({
    title: `Resource ${r + 1} for ${name}`,
    link: `https://example.com/roadmaps/${s}/${r}`,
    description: "A short guide with exercises.",
  }));
  return {
    type: "section",
    title: `Roadmap #${i}: ${name}`,
    content: PARAGRAPH,
    tags,
    section: {
      title: name,
      description: "Where to start and what to practise.",
      category: CATEGORIES[s % CATEGORIES.length],
      resources,
    },
  };
}

/** `createPost`'s writes for many posts, fan-out to followers' feeds included, few atomics. */
class BulkPosts {
  #op: Deno.AtomicOperation;
  #checks = 0;
  #mutations = 0;

  constructor(private kv: Deno.Kv) {
    this.#op = kv.atomic();
  }

  async add(post: PostRecord, followers: string[]): Promise<void> {
    const mutations = 7 + 2 * followers.length;
    if (this.#checks === 100 || this.#mutations + mutations > 1000) await this.flush();
    this.#op.check({ key: postKey(post._id), versionstamp: null })
      .set(postKey(post._id), post)
      .set(postsByTypeKey(post.type, post._id), null)
      .set(postsByAuthorKey(post.authorId, post._id), null)
      .set(postsByAuthorTypeKey(post.authorId, post.type, post._id), null)
      .sum(userStatKey(post.authorId, "posts"), ONE);
    recordTrending(this.#op, { kind: "post", postId: post._id }, post.createdAt);
    for (const f of followers) {
      this.#op.set(feedKey(f, post._id), post.authorId)
        .set(feedTypeKey(f, post.type, post._id), post.authorId);
    }
    this.#checks++;
    this.#mutations += mutations;
  }

  async flush(): Promise<void> {
    if (this.#checks === 0) return;
    if (!(await this.#op.commit()).ok) throw new Error("bulk posts not written");
    this.#op = this.kv.atomic();
    this.#checks = this.#mutations = 0;
  }
}

/** How posts reach KV: through `createPost`, or as `createPost`'s own writes in bulk atomics. */
export type PostPath = "createPost" | "bulk";

export type Population = {
  students: string[];
  posts: string[];
  acts: { like: number; comment: number; share: number; follow: number };
  /** What the standings must count: posts, roadmaps, and acts on others' posts (once each). */
  credited: { posts: number; roadmaps: number; likes: number; comments: number; shares: number };
  /** Seconds: students, then posts with their acts. */
  seconds: { students: number; posts: number };
};

/**
 * Fills `kv` with `total` posts created between `now - DAYS` and `now`, and the acts on them;
 * their trending tasks wait in the outbox.
 */
export async function populate(
  kv: Deno.Kv,
  total: number,
  now: number,
  path: PostPath,
): Promise<Population> {
  const rand = seeded(total);
  const clock = benchClock(now - DAYS * 86_400_000);
  const deps = servicesDeps(kv, clock);
  let t0 = performance.now();
  const students: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    // Ids and sign-up times from the bench clock: ids are monotonic ULIDs, so a wall-clock id
    // here would pin every later id to this moment.
    const user = studentRecord({
      _id: newId(clock.at),
      createdAt: clock.at,
      name: `Student ${i}`,
      username: `student_${i}`,
      email: `student${i}@college.edu`,
    });
    students.push((await storeStudent(kv, user))._id);
  }
  const studentsSeconds = (performance.now() - t0) / 1000;

  t0 = performance.now();
  const gap = (DAYS * 86_400_000) / total;
  const posts: string[] = [];
  const followers = new Map<string, string[]>();
  const liked = new Set<string>();
  const authors = new Map<string, string>();
  const commented = new Set<string>();
  const shared = new Set<string>();
  const credited = { posts: total, roadmaps: 0, likes: 0, comments: 0, shares: 0 };
  const byOther = (p: string, u: string) => authors.get(p) !== u;
  const acts = { like: 0, comment: 0, share: 0, follow: 0 };
  const pick = () => students[Math.floor(rand() * STUDENTS)];
  // A few students write much more than the rest.
  const author = () => students[Math.floor(STUDENTS * rand() ** 2)];
  // Acts lean towards recent posts, as on a live campus.
  const recentPost = () => posts[posts.length - 1 - Math.floor(posts.length * rand() ** 3)];
  const bulk = new BulkPosts(kv);
  for (let start = 0; start < total; start += STEP) {
    const end = Math.min(total, start + STEP);
    for (let i = start; i < end; i++) {
      clock.at += gap;
      const [input, by] = [postInput(rand, i), author()];
      let id: string;
      if (path === "createPost") {
        id = (await createPost(deps, by, input)).postId;
      } else {
        // Images are left out: they need uploads.
        const post = newPostRecord(by, input, [], clock.at);
        await bulk.add(post, followers.get(by) ?? []);
        id = post._id;
      }
      posts.push(id);
      authors.set(id, by);
      if (input.type === "section") credited.roadmaps++;
    }
    await bulk.flush();
    // The step's acts, due in proportion to the posts so far, each a millisecond after the last;
    // one skipped (a repeat) is due again at the next step.
    const due = (all: number, done: number) => Math.floor((all * end) / total) - done;
    for (let n = due((ACTS_PER_1000.like * total) / 1000, acts.like); n > 0; n--) {
      const [u, p] = [pick(), recentPost()];
      if (liked.has(`${p}/${u}`)) continue; // a second toggle would unlike
      liked.add(`${p}/${u}`);
      clock.at += 1;
      await toggleLike(deps, u, p);
      acts.like++;
      if (byOther(p, u)) credited.likes++;
    }
    for (let n = due((ACTS_PER_1000.comment * total) / 1000, acts.comment); n > 0; n--) {
      const [u, p] = [pick(), recentPost()];
      clock.at += 1;
      await addComment(deps, u, p, "Thanks, this helped me a lot.");
      acts.comment++;
      if (byOther(p, u) && !commented.has(`${p}/${u}`)) credited.comments++;
      commented.add(`${p}/${u}`);
    }
    for (let n = due((ACTS_PER_1000.share * total) / 1000, acts.share); n > 0; n--) {
      const [u, p] = [pick(), recentPost()];
      clock.at += 1;
      await sharePost(deps, u, p);
      acts.share++;
      if (byOther(p, u) && !shared.has(`${p}/${u}`)) credited.shares++;
      shared.add(`${p}/${u}`);
    }
    for (let n = due(FOLLOWS, acts.follow); n > 0; n--) {
      const [a, b] = [pick(), author()];
      if (a === b || followers.get(b)?.includes(a)) continue;
      clock.at += 1;
      await follow(deps, a, b);
      followers.set(b, [...(followers.get(b) ?? []), a]);
      acts.follow++;
    }
  }
  const postsSeconds = (performance.now() - t0) / 1000;
  return {
    students,
    posts,
    acts,
    credited,
    seconds: { students: studentsSeconds, posts: postsSeconds },
  };
}

/** How many keys `prefix` holds (bounded: stops at 10 million). */
export async function countListed(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix }, { batchSize: 1000 })) {
    if (++n >= 10_000_000) break;
  }
  return n;
}
