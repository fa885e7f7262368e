/**
 * Feed reads at 10,000 and 200,000 posts, for readers who follow 10 and 500 students: p50/p99
 * per page and KV reads per page (calls and entries), for the following and global feeds,
 * first pages and deep pages. Data is written straight into KV in the services' key layout.
 */
import { newId } from "../../src/core/ids.ts";
import { followingKey } from "../../src/follow/keys.ts";
import { followingFeed, globalFeed } from "../../src/feed/service.ts";
import type { FeedQuery } from "../../src/feed/model.ts";
import type { PostRecord, PostType } from "../../src/posts/model.ts";
import { feedKey, feedTypeKey } from "../../src/feed/keys.ts";
import {
  postKey,
  postsByAuthorKey,
  postsByAuthorTypeKey,
  postsByTypeKey,
} from "../../src/posts/keys.ts";
import { userKey } from "../../src/users/keys.ts";
import { percentile } from "./load.ts";
import { studentRecord } from "../helpers/fixtures.ts";

const AUTHORS = 2_000;
const TYPES: PostType[] = ["text", "section", "image"];

type Counts = { calls: number; entries: number };

/** A KV whose reads are counted. */
function countingKv(kv: Deno.Kv, counts: Counts): Deno.Kv {
  return new Proxy(kv, {
    get(target, prop) {
      if (prop === "get") {
        return (key: Deno.KvKey) => (counts.calls++, counts.entries++, target.get(key));
      }
      if (prop === "getMany") {
        return (
          keys: Deno.KvKey[],
        ) => (counts.calls++, counts.entries += keys.length, target.getMany(keys));
      }
      if (prop === "list") {
        return (sel: Deno.KvListSelector, opts?: Deno.KvListOptions) => {
          counts.calls++;
          const iter = target.list(sel, opts);
          const wrapped = {
            get cursor() {
              return iter.cursor;
            },
            async next() {
              const r = await iter.next();
              if (!r.done) counts.entries++;
              return r;
            },
            [Symbol.asyncIterator]() {
              return wrapped;
            },
          };
          return wrapped;
        };
      }
      const v = Reflect.get(target, prop);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

async function seed(kv: Deno.Kv, posts: number, readers: Record<string, number>) {
  const authors = Array.from({ length: AUTHORS }, () => newId());
  let op = kv.atomic();
  let n = 0;
  const flush = async (force = false) => {
    if (++n >= 120 || force) {
      await op.commit();
      op = kv.atomic();
      n = 0;
    }
  };
  for (const [i, id] of authors.entries()) {
    const user = studentRecord({
      _id: id,
      name: `Author ${i}`,
      username: `author${i}`,
      email: `author${i}@college.edu`,
    });
    op.set(userKey(id), user);
    await flush();
  }
  const followed: Record<string, Set<string>> = {};
  for (const [reader, count] of Object.entries(readers)) {
    followed[reader] = new Set(authors.slice(0, count));
    for (const a of followed[reader]) {
      op.set(followingKey(reader, a), 0);
      await flush();
    }
  }
  const start = Date.now() - posts * 1000;
  for (let i = 0; i < posts; i++) {
    const authorId = authors[i % AUTHORS];
    const type = TYPES[i % 3];
    const post: PostRecord = {
      _id: newId(start + i * 1000),
      authorId,
      type,
      title: `Post ${i}`,
      content: "A realistic paragraph of text about data structures and placements. ".repeat(4),
      tags: ["dsa", "placements"],
      section: null,
      images: [],
      createdAt: start + i * 1000,
      updatedAt: start + i * 1000,
    };
    op.set(postKey(post._id), post)
      .set(postsByTypeKey(type, post._id), null)
      .set(postsByAuthorKey(authorId, post._id), null)
      .set(postsByAuthorTypeKey(authorId, type, post._id), null);
    for (const [reader, set] of Object.entries(followed)) {
      if (set.has(authorId)) {
        op.set(feedKey(reader, post._id), authorId).set(
          feedTypeKey(reader, type, post._id),
          authorId,
        );
      }
    }
    await flush();
  }
  await flush(true);
}

type Row = { label: string; p50: number; p99: number; calls: number; entries: number };

async function measure(label: string, run: () => Promise<unknown>, counts: Counts): Promise<Row> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  counts.calls = counts.entries = 0;
  const rounds = 200;
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    calls: counts.calls / rounds,
    entries: counts.entries / rounds,
  };
}

// A deep page: the cursor after 30 pages of scrolling.
async function deepCursor(
  fn: (cursor?: string) => Promise<{ pagination: { cursor: string | null } }>,
) {
  let cursor: string | undefined;
  for (let i = 0; i < 30; i++) cursor = (await fn(cursor)).pagination.cursor ?? undefined;
  return cursor;
}

export async function feedBench(sizes = [10_000, 200_000]): Promise<void> {
  const rows: Row[] = [];
  for (const posts of sizes) {
    const raw = await Deno.openKv(":memory:");
    const readers = { r10: 10, r500: 500 };
    const readerIds = { r10: newId(), r500: newId() };
    const t0 = performance.now();
    await seed(raw, posts, { [readerIds.r10]: readers.r10, [readerIds.r500]: readers.r500 });
    console.log(`seeded ${posts} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const counts: Counts = { calls: 0, entries: 0 };
    const deps = { kv: countingKv(raw, counts) };
    const q = (extra: Partial<FeedQuery> = {}): FeedQuery => ({
      page: 1,
      limit: 10,
      type: "all",
      ...extra,
    });
    for (const [name, id] of Object.entries(readerIds)) {
      const following = (cursor?: string) => followingFeed(deps, id, q({ cursor }));
      rows.push(
        await measure(
          `${posts} posts, following feed, follows ${readers[name as "r10"]}, page 1`,
          () => following(),
          counts,
        ),
      );
      const deep = await deepCursor(following);
      rows.push(
        await measure(
          `${posts} posts, following feed, follows ${readers[name as "r10"]}, page 31`,
          () => following(deep),
          counts,
        ),
      );
    }
    const global = (cursor?: string) => globalFeed(deps, readerIds.r10, q({ cursor }));
    rows.push(await measure(`${posts} posts, global feed, page 1`, () => global(), counts));
    const deep = await deepCursor(global);
    rows.push(await measure(`${posts} posts, global feed, page 31`, () => global(deep), counts));
    rows.push(
      await measure(
        `${posts} posts, global feed, images only, page 1`,
        () => globalFeed(deps, readerIds.r10, q({ type: "image" })),
        counts,
      ),
    );
    raw.close();
  }
  console.log(
    "\nfeed page (10 posts)                                          p50 ms   p99 ms   KV calls   KV entries",
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(60)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${
        r.calls.toFixed(1).padStart(10)
      } ${r.entries.toFixed(1).padStart(12)}`,
    );
  }
  const p50 = (label: string) => rows.find((r) => r.label === label)?.p50 ?? NaN;
  if (sizes.length === 2) {
    for (
      const kind of [
        "following feed, follows 500, page 1",
        "following feed, follows 10, page 1",
        "global feed, page 1",
      ]
    ) {
      const ratio = p50(`${sizes[1]} posts, ${kind}`) / p50(`${sizes[0]} posts, ${kind}`);
      console.log(`p50 ratio ${sizes[1]}/${sizes[0]} posts, ${kind}: ${ratio.toFixed(2)}`);
    }
  }
}

if (import.meta.main) await feedBench();
