/**
 * Domain events, durable: an act (a post, a like, a follow) records its event in its own atomic
 * write, so what must follow it (feed fan-out, notifications, live counts) is never lost to a
 * crash. The request delivers the event right after its commit; a sweep delivers what a stopped
 * process left behind. Delivery is at least once, so every handler is idempotent.
 */
import { decodeTime } from "ulid";
import { errorFields, type Logger } from "./log.ts";
import { newId } from "./ids.ts";
import type { PostType } from "../shared/post_rules.ts";

export type DomainEvent =
  | { type: "post.created"; postId: string; authorId: string; postType: PostType; title: string }
  | { type: "post.deleted"; postId: string; authorId: string; postType: PostType }
  | { type: "post.liked"; postId: string; authorId: string; userId: string }
  | { type: "post.unliked"; postId: string; authorId: string; userId: string }
  | { type: "post.commented"; postId: string; authorId: string; userId: string; commentId: string }
  | { type: "post.shared"; postId: string; authorId: string; userId: string }
  | { type: "user.followed"; followerId: string; followeeId: string }
  | { type: "user.unfollowed"; followerId: string; followeeId: string }
  | { type: "user.blocked"; blockerId: string; blockedId: string }
  | MentionEvent;

/** Students named with `@` in a post, a comment or a chat message (lowercased usernames): on
 * an edit, only those the edit added. Recorded with the write that stores the text. */
export type MentionEvent = {
  type: "mentioned";
  authorId: string;
  usernames: string[];
  in:
    | { kind: "post"; postId: string }
    | { kind: "comment"; postId: string; commentId: string }
    | { kind: "chat"; chatId: string; messageId: string };
};

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

/** A recorded event and the handlers that already succeeded on it. */
type Pending = { event: DomainEvent; done: string[]; passes: number };

const pendingPrefix = ["domain_events"] as const;
const setAsidePrefix = ["domain_events_set_aside"] as const;

/** An event younger than this is its request's to deliver; the sweep leaves it alone. */
export const SWEEP_AFTER_MS = 30_000;
/** Failed deliveries before an event is set aside (kept and logged) for a person to look at. */
const MAX_PASSES = 5;

export class DomainEvents {
  #handlers: { name: string; handle: EventHandler }[] = [];

  constructor(private kv: Deno.Kv, private logger: Logger) {}

  /** Adds a handler, run for every event in the order handlers were added; `name` keeps its
   * progress apart from the others'. Returns the function that removes it. */
  subscribe(name: string, handle: EventHandler): () => void {
    const entry = { name, handle };
    this.#handlers.push(entry);
    return () => {
      this.#handlers = this.#handlers.filter((h) => h !== entry);
    };
  }

  /** Adds `event` to the act's atomic write `op`; deliver the returned id once `op` commits. */
  record(op: Deno.AtomicOperation, event: DomainEvent, now: number): string {
    const id = newId(now);
    op.set([...pendingPrefix, id], { event, done: [], passes: 0 } satisfies Pending);
    return id;
  }

  /** Runs every handler that has not yet succeeded on event `id`, then forgets the event; a
   * handler that fails leaves it for the sweep. Never throws: the act itself is already stored. */
  async deliver(id: string): Promise<void> {
    const key = [...pendingPrefix, id];
    try {
      const entry = await this.kv.get<Pending>(key);
      if (entry.value) await this.#run(entry as Deno.KvEntry<Pending>);
    } catch (err) {
      this.logger.error("event delivery failed", { id, ...errorFields(err) });
    }
  }

  /** Delivers every event recorded before `before` (ms): at start, all of them, since no
   * request of this process recorded them; later, those older than `SWEEP_AFTER_MS`. */
  async sweep(before: number): Promise<number> {
    let delivered = 0;
    for await (const entry of this.kv.list<Pending>({ prefix: pendingPrefix })) {
      if (decodeTime(entry.key[1] as string) >= before) break;
      await this.#run(entry);
      delivered++;
    }
    return delivered;
  }

  async #run(entry: Deno.KvEntry<Pending>): Promise<void> {
    const { event, done } = entry.value;
    const succeeded = [...done];
    const failures: string[] = [];
    for (const { name, handle } of this.#handlers) {
      if (succeeded.includes(name)) continue;
      try {
        await handle(event);
        succeeded.push(name);
      } catch (err) {
        failures.push(name);
        this.logger.error("event handler failed", { event: event.type, name, ...errorFields(err) });
      }
    }
    const op = this.kv.atomic().check(entry).delete(entry.key);
    const passes = entry.value.passes + 1;
    if (failures.length > 0 && passes < MAX_PASSES) {
      op.set(entry.key, { event, done: succeeded, passes } satisfies Pending);
    } else if (failures.length > 0) {
      op.set([...setAsidePrefix, entry.key[1]], { event, failed: failures });
      this.logger.error("event set aside after repeated failures", { event: event.type, failures });
    }
    // A lost check means another delivery got there first; its write stands.
    await op.commit();
  }
}
