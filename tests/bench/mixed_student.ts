/**
 * One simulated student of the mixed bench: a loop of feed, post and profile reads with writes
 * mixed in (paced under the write limits), a chat message every 10 s over a `/ws` socket it
 * keeps open for notifications, and the figures of every operation it ran.
 */
import { monotonicFactory } from "ulid";
import { WRITE_LIMITS } from "../../src/core/write_limits.ts";

/** Latencies (ms) with when each ended, unexpected failures and 429s of one operation, over all
 * students. */
export type OpStats = { latencies: number[]; endedAt: number[]; errors: number; limited: number };
export type Stats = Map<string, OpStats>;

export function statsOf(stats: Stats, op: string): OpStats {
  let s = stats.get(op);
  if (!s) stats.set(op, s = { latencies: [], endedAt: [], errors: 0, limited: 0 });
  return s;
}

/** Records one answer of `s` that took from `t0` until now. */
function record(s: OpStats, t0: number): void {
  const now = performance.now();
  s.latencies.push(now - t0);
  s.endedAt.push(now);
}

export type Target = { url: string; origin: string };

export type StudentInfo = {
  id: string;
  cookie: string;
  chatId: string;
};

type Paced = "posts" | "comments" | "likes" | "follows";

/** Stays at 80% of each write limit, over the server's own sliding window. */
class Pace {
  #done: Record<Paced, number[]> = { posts: [], comments: [], likes: [], follows: [] };

  take(kind: Paced, now: number): boolean {
    const { limit, windowMs } = WRITE_LIMITS[kind].rule;
    const list = this.#done[kind] = this.#done[kind].filter((t) => t > now - windowMs);
    if (list.length >= Math.floor(limit * 0.8)) return false;
    list.push(now);
    return true;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nextClientId = monotonicFactory();

export class Student {
  readonly pace = new Pace();
  /** Posts this student has seen in its feeds, to open, like and comment on. */
  seen: string[] = [];
  /** Students seen as authors, to follow. */
  authors: string[] = [];
  socket: WebSocket | null = null;
  cursor: string | null = null;
  notifications = 0;
  delivered = 0;
  #acks = new Map<string, number>();

  constructor(
    readonly info: StudentInfo,
    readonly target: Target,
    /** Where figures go: seeding's and the measured run's are kept apart. */
    public stats: Stats,
  ) {}

  /** Closes the socket without counting it as dropped. */
  disconnect(): void {
    const ws = this.socket;
    this.socket = null;
    ws?.close();
  }

  /** Sends one request as this student and records it under `op`; the JSON answer or null. */
  async call(
    op: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown> | null> {
    const s = statsOf(this.stats, op);
    const headers: Record<string, string> = {
      cookie: this.info.cookie,
      origin: this.target.origin,
      "accept-encoding": "gzip",
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.target.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      });
      const text = await res.text();
      record(s, t0);
      if (res.status === 429) s.limited++;
      else if (!res.ok) s.errors++;
      else if (res.headers.get("content-type")?.includes("json")) return JSON.parse(text);
    } catch {
      record(s, t0);
      s.errors++;
    }
    return null;
  }

  /** Opens the student's `/ws` socket; resolves once the server says ready. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(
        `${this.target.url.replace("http", "ws")}/ws`,
        {
          headers: { cookie: this.info.cookie, origin: this.target.origin },
        } as unknown as string[],
      );
      ws.onerror = () => reject(new Error("socket refused"));
      ws.onmessage = (e) => {
        const f = JSON.parse(e.data);
        if (f.event === "ready") {
          this.socket = ws;
          resolve();
        } else if (f.event === "new_notification") this.notifications++;
        // As the browser does: a socket silent for 30 s is pinged, and closed unless it answers.
        else if (f.event === "ping") ws.send('{"event":"pong","data":null}');
        else if (f.event === "message_sent") {
          const t0 = this.#acks.get(f.data.clientId);
          if (t0 !== undefined) {
            record(statsOf(this.stats, "ws send_message → message_sent"), t0);
            this.#acks.delete(f.data.clientId);
          }
        } else if (f.event === "new_message" && f.data.message.sender?._id !== this.info.id) {
          this.delivered++;
        } else if (f.event === "error") {
          const s = statsOf(this.stats, "ws send_message → message_sent");
          if (f.data.code === "TOO_MANY_REQUESTS") s.limited++;
          else s.errors++;
        }
      };
      ws.onclose = () => {
        if (this.socket === ws) statsOf(this.stats, "ws dropped").errors++;
        this.socket = null;
      };
    });
  }

  /** Messages sent whose acknowledgement never came. */
  get unacknowledged(): number {
    return this.#acks.size;
  }

  /** One chat message every 10 s until `deadline`, starting at a random moment. */
  async chat(deadline: number): Promise<void> {
    await sleep(Math.min(Math.random() * 10_000, deadline - performance.now()));
    while (performance.now() < deadline) {
      // A ULID, as the browser's chat sends.
      const clientId = nextClientId();
      if (this.socket) {
        this.#acks.set(clientId, performance.now());
        this.socket.send(JSON.stringify({
          event: "send_message",
          data: { chatId: this.info.chatId, content: `note ${clientId}`, clientId },
        }));
      }
      await sleep(Math.max(0, Math.min(10_000, deadline - performance.now())));
    }
  }

  /** Feed pages keep what students can act on next. */
  async #readFeed(op: string, path: string): Promise<void> {
    const body = await this.call(op, "GET", path);
    const posts = (body?.posts ?? []) as { _id: string; author: { _id: string } }[];
    for (const p of posts) {
      this.seen.push(p._id);
      if (p.author._id !== this.info.id) this.authors.push(p.author._id);
    }
    this.seen = this.seen.slice(-50);
    this.authors = this.authors.slice(-50);
    this.cursor = ((body?.pagination ?? {}) as { cursor?: string | null }).cursor ?? null;
  }

  #pick<T>(list: T[]): T | undefined {
    return list[Math.floor(Math.random() * list.length)];
  }

  /** One step of the loop, chosen by weight: reads mostly, writes now and then. */
  async step(): Promise<void> {
    const r = Math.random() * 100;
    const now = Date.now();
    const post = this.#pick(this.seen);
    if (r < 22) return this.#readFeed("GET /api/feed/following", "/api/feed/following");
    if (r < 34) return this.#readFeed("GET /api/feed/global", "/api/feed/global");
    if (r < 42 && this.cursor) {
      const q = `?cursor=${encodeURIComponent(this.cursor)}`;
      return this.#readFeed("GET /api/feed/following (next page)", `/api/feed/following${q}`);
    }
    if (r < 54 && post) {
      return void await this.call("GET /api/posts/{id}", "GET", `/api/posts/${post}`);
    }
    if (r < 58 && post) {
      return void await this.call("GET /blog/{id} (page)", "GET", `/blog/${post}`);
    }
    if (r < 61) return void await this.call("GET /feed (page)", "GET", "/feed");
    if (r < 66 && post) {
      return void await this.call(
        "GET /api/posts/{id}/comments",
        "GET",
        `/api/posts/${post}/comments`,
      );
    }
    if (r < 71) {
      return void await this.call("GET /api/notifications", "GET", "/api/notifications");
    }
    if (r < 75) {
      const who = this.#pick(this.authors) ?? this.info.id;
      return void await this.call("GET /api/users/{id}", "GET", `/api/users/${who}`);
    }
    if (r >= 75 && r < 87 && post && this.pace.take("likes", now)) {
      return void await this.call("POST /api/posts/{id}/like", "POST", `/api/posts/${post}/like`);
    }
    if (r >= 87 && r < 93 && post && this.pace.take("comments", now)) {
      return void await this.call(
        "POST /api/posts/{id}/comment",
        "POST",
        `/api/posts/${post}/comment`,
        {
          content: "Thanks, this helped with my lab.",
        },
      );
    }
    const author = this.#pick(this.authors);
    if (r >= 93 && r < 97 && author && this.pace.take("follows", now)) {
      return void await this.call("POST /api/follow/{id}", "POST", `/api/follow/${author}`);
    }
    if (r >= 97 && this.pace.take("posts", now)) return void await this.post();
    // A write that had nothing to act on, or would pass its limit, becomes a read.
    return this.#readFeed("GET /api/feed/following", "/api/feed/following");
  }

  /** Writes a short text post. */
  async post(): Promise<void> {
    await this.call("POST /api/posts", "POST", "/api/posts", {
      type: "text",
      title: "Notes from today's lecture",
      content: "Dynamic programming: start from the recurrence, then fill the table bottom-up.",
      tags: ["dsa"],
    });
  }

  /** Follows `id` (paced) as part of seeding. */
  async follow(id: string): Promise<void> {
    if (!this.pace.take("follows", Date.now())) return;
    await this.call("POST /api/follow/{id}", "POST", `/api/follow/${id}`);
  }

  /** Steps with 1–4 s of think time between them until `deadline`. */
  async loop(deadline: number): Promise<void> {
    await sleep(Math.random() * 2000);
    while (performance.now() < deadline) {
      await this.step();
      await sleep(Math.max(0, Math.min(1000 + Math.random() * 3000, deadline - performance.now())));
    }
  }
}
