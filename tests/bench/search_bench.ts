/**
 * Search reads at 10,000 and 200,000 posts: p50/p99 of a first page for a common word, a rare
 * word, two words, a tag and a half-typed word. Posts are written straight into a KV file in
 * batches, their index by the same `indexPostOp` the app's writes use; words follow a Zipf curve
 * over a vocabulary of real words and a long tail, as text does.
 */
import { newId } from "../../src/core/ids.ts";
import { postKey } from "../../src/posts/keys.ts";
import type { PostRecord } from "../../src/posts/model.ts";
import { indexedFor, indexPostOp, notIndexed } from "../../src/search/post_index.ts";
import { search } from "../../src/search/service.ts";
import { termCountsPrefix } from "../../src/search/keys.ts";
import type { SearchQuery } from "../../src/search/model.ts";
import { userKey } from "../../src/users/keys.ts";
import { studentRecord } from "../helpers/fixtures.ts";
import { seeded } from "../helpers/seeded_random.ts";
import { percentile } from "./load.ts";

const AUTHORS = 1_000;
const COMMON = ("the a of and to in is for on with this that how from your notes about " +
  "array tree graph node react python java code interview placement project linked list " +
  "stack queue heap hash table sort binary search dynamic programming recursion string " +
  "system design database index query api server client cloud docker kubernetes linux " +
  "network security model learning data neural training test deploy frontend backend css " +
  "html javascript typescript rust golang kotlin android swift memory thread process " +
  "compiler operating semester exam lab assignment resume internship company round").split(" ");
const TAGS = ["dsa", "webdev", "ml", "placements", "interview", "devops", "android", "notes"];
const SYLLABLES = "ka ri mo ta ne lu vi so pe da zu ga fi ro me na ti ko be lo".split(" ");

/** The vocabulary, most frequent first: real words, then made-up words for the long tail. */
function vocabulary(random: () => number, size: number): string[] {
  const words = [...COMMON];
  const seen = new Set(words);
  while (words.length < size) {
    let w = "";
    const n = 2 + Math.floor(random() * 3);
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (!seen.has(w)) words.push(w), seen.add(w);
  }
  return words;
}

/** Picks word ranks on a Zipf curve (s = 1) by inverting its cumulative weights. */
function zipf(random: () => number, size: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 1; r <= size; r++) cumulative.push(total += 1 / r);
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

async function seed(kv: Deno.Kv, posts: number, words: string[]): Promise<void> {
  const random = seeded(posts);
  const rank = zipf(random, words.length);
  const text = (n: number) => Array.from({ length: n }, () => words[rank()]).join(" ");
  const authors = Array.from({ length: AUTHORS }, (_, i) =>
    studentRecord({
      _id: newId(),
      name: `Author ${i}`,
      username: `author${i}`,
      email: `author${i}@college.edu`,
    }));
  for (let i = 0; i < authors.length; i += 100) {
    const op = kv.atomic();
    for (const a of authors.slice(i, i + 100)) op.set(userKey(a._id), a);
    await op.commit();
  }
  const start = Date.now() - posts * 1000;
  let op = kv.atomic();
  let pending = 0;
  let mutations = 0;
  // Writes go out a few at a time: the store's one thread keeps busy while the next are built.
  let inFlight: Promise<Deno.KvCommitResult | Deno.KvCommitError>[] = [];
  const flush = async (all = false) => {
    if (pending > 0) inFlight.push(op.commit());
    op = kv.atomic();
    pending = mutations = 0;
    if (inFlight.length >= 8 || all) {
      if ((await Promise.all(inFlight)).some((r) => !r.ok)) throw new Error("seeding write failed");
      inFlight = [];
    }
  };
  for (let i = 0; i < posts; i++) {
    const at = start + i * 1000;
    const post: PostRecord = {
      _id: newId(at),
      authorId: authors[i % AUTHORS]._id,
      type: "text",
      // Short posts, as most are here: a title and two or three sentences (~25 distinct words,
      // ~50 index writes), so 200,000 of them are written in minutes.
      title: text(3 + Math.floor(random() * 4)),
      content: text(12 + Math.floor(random() * 18)),
      tags: [TAGS[Math.floor(random() * TAGS.length)], TAGS[Math.floor(random() * TAGS.length)]],
      section: null,
      images: [],
      createdAt: at,
      updatedAt: at,
    };
    // Each post checks its index entry and writes two keys a word: a write stays within the
    // backend's 10 checks and 1000 mutations.
    const index = indexedFor(post);
    const cost = 2 * (index.terms.length + index.tags.length) + 3;
    if (pending === 10 || mutations + cost > 1000) await flush();
    indexPostOp(op.set(postKey(post._id), post), post._id, notIndexed(post._id), post);
    pending++;
    mutations += cost;
  }
  await flush(true);
}

/** How many distinct words the index holds. */
async function countTerms(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: termCountsPrefix })) n++;
  return n;
}

type Row = { label: string; p50: number; p99: number; results: number };

async function measure(label: string, run: () => Promise<{ results: unknown[] }>): Promise<Row> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    results = (await run()).results.length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99), results };
}

/**
 * Runs the queries at each size. The store is in memory unless `SEARCH_BENCH_KV=file` (a temp
 * file): a file's writes wait for the disk, which makes seeding 200,000 posts take a quarter of an
 * hour here, while reads, the figures this prints, come from the page cache either way.
 */
export async function searchBench(sizes = [10_000, 200_000]): Promise<void> {
  const onFile = Deno.env.get("SEARCH_BENCH_KV") === "file";
  console.log(`store: ${onFile ? "a temp file" : "memory"}`);
  const words = vocabulary(seeded(7), 20_000);
  const rows: Row[] = [];
  for (const posts of sizes) {
    const dir = await Deno.makeTempDir({ prefix: "campus-search-bench-" });
    const kv = await Deno.openKv(onFile ? `${dir}/kv.sqlite3` : ":memory:");
    try {
      const t0 = performance.now();
      await seed(kv, posts, words);
      const terms = await countTerms(kv);
      console.log(
        `seeded ${posts} posts (${terms} distinct words) in ${
          ((performance.now() - t0) / 1000).toFixed(1)
        } s`,
      );
      const deps = { kv };
      const query = (q: string, extra: Partial<SearchQuery> = {}) => () =>
        search(deps, null, { q, type: "posts", limit: 10, ...extra });
      const rare = words[words.length - 1_000];
      for (
        const [label, run] of [
          ["common word (graph)", query("graph")],
          [`rare word (${rare})`, query(rare)],
          ["two words (binary search)", query("binary search")],
          ["tag (dsa)", query("dsa")],
          ["half-typed word (kuber)", query("kuber")],
          ["tags tab (d)", query("d", { type: "tags" })],
        ] as const
      ) {
        rows.push(await measure(`${posts} posts, ${label}`, run));
      }
    } finally {
      kv.close();
      await Deno.remove(dir, { recursive: true });
    }
  }
  console.table(rows.map((r) => ({
    query: r.label,
    "p50 ms": r.p50.toFixed(2),
    "p99 ms": r.p99.toFixed(2),
    results: r.results,
  })));
}

if (import.meta.main) await searchBench();
