/**
 * What a chat message write needs to know and this process remembers between writes
 * (`commit.ts`): each chat's students, each sender's pace, name and picture, which chats join two
 * students blocked either way, and the two counters every write checks so that what is remembered
 * cannot go stale unnoticed (a chat removed, a block made).
 */
import { getManyAtOnce } from "../core/kv.ts";
import { keepRecent } from "../core/recent.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import type { Author } from "../shared/views.ts";
import { authorOf } from "../posts/views.ts";
import { blockKey, blocksChangedKey } from "../safety/blocks.ts";
import { chatKey, chatsRemovedKey } from "./keys.ts";
import type { ChatRecord } from "./model.ts";
import type { Waiting } from "./waiting.ts";

/** Chats and paces remembered between writes (the oldest are forgotten first). */
const REMEMBERED = 20_000;
/** How long a sender's name and picture are reused for the live copies of their messages (the
 * stored message holds only their id, so history always shows the current name). */
const SENDER_FRESH_MS = 30_000;

/** Keeps `value` under `key`, forgetting the oldest entry past `REMEMBERED`. */
function remember<T>(map: Map<string, T>, key: string, value: T) {
  keepRecent(map, key, value, REMEMBERED);
}

export class KnownForWrites {
  /** Participants of chats written to (they never change while the chat lives), as of
   * `#removedAt`. */
  readonly chats = new Map<string, readonly [string, string]>();
  /** The chat-removals counter as last read, which every write checks; null: to be read again. */
  #removedSeen: Deno.KvEntryMaybe<unknown> | null = null;
  /** The counter's versionstamp `chats` holds for. */
  #removedAt: string | null | undefined = undefined;
  /** Each sender's pace as this process last wrote it (versionstamp included). */
  readonly paces = new Map<string, Deno.KvEntryMaybe<number[]>>();
  /** Whether each chat joins two students blocked either way, as of `#blocksAt`. */
  #blocked = new Map<string, boolean>();
  /** The blocks counter as last read, which every write checks; null: to be read again. */
  #blocksSeen: Deno.KvEntryMaybe<unknown> | null = null;
  /** The counter's versionstamp `#blocked` holds for (null: no block was ever made). */
  #blocksAt: string | null | undefined = undefined;
  /** Senders as read lately (performance.now()), so a burst of one student's messages reads
   * them once. */
  #senders = new Map<string, { author: Author; at: number }>();

  constructor(
    private readonly kv: Deno.Kv,
    /** Where a sender's pace is stored. */
    private readonly paceKey: (sender: string) => Deno.KvKey,
  ) {}

  /** The two counters as last read: every write checks both. */
  counters(): Deno.AtomicCheck[] {
    return [this.#blocksSeen!, this.#removedSeen!];
  }

  /** `sender`'s pace as a write just left it (`entry` updated in place). */
  rememberPace(sender: string, entry: Deno.KvEntryMaybe<number[]>) {
    remember(this.paces, sender, entry);
  }

  /** After a lost check: the counters are read again, and the paces of `senders`. */
  forget(senders: readonly string[]) {
    this.#blocksSeen = null;
    this.#removedSeen = null;
    for (const s of senders) this.paces.delete(s);
  }

  /**
   * Reads what the write needs and this process does not know: chats, paces, the senders, and
   * which chats join two students blocked either way. That last is remembered per chat while the
   * blocks counter (`blocksChangedKey`, which every block and unblock raises) stays where it was
   * last read: every write checks it, so a write after a block anywhere fails, the counter is read
   * again, and every chat's block keys with it; a block stops a chat from the next write on. Known
   * chats are trusted the same way while the chat-removals counter stays. A write of chats and
   * senders this process knows reads nothing.
   */
  async load(group: readonly Waiting[]): Promise<{
    authors: Map<string, Author>;
    blocked: Set<string>;
  }> {
    const kv = this.kv;
    if (!this.#removedSeen) {
      // Read before any chat, so a chat removed after it fails the write's check.
      this.#removedSeen = await kv.get(chatsRemovedKey);
      if (this.#removedSeen.versionstamp !== this.#removedAt) {
        this.chats.clear();
        this.#removedAt = this.#removedSeen.versionstamp;
      }
    }
    const groupChats = [...new Set(group.map((w) => w.chatId))];
    const chatIds = groupChats.filter((id) => !this.chats.has(id));
    // Known chats whose block state is not remembered (asked again once the counter is read).
    const unsure = () =>
      groupChats.flatMap((id) => {
        const participants = this.chats.get(id);
        return participants && !this.#blocked.has(id) ? [{ id, participants }] : [];
      });
    const beforeCounter = unsure();
    const senders = [...new Set(group.map((w) => w.senderId))];
    const newPaces = senders.filter((s) => !this.paces.has(s));
    const now = performance.now();
    const authors = new Map<string, Author>();
    const staleSenders = senders.filter((s) => {
      const known = this.#senders.get(s);
      if (!known || now - known.at >= SENDER_FRESH_MS) return true;
      authors.set(s, known.author);
      return false;
    });
    const counter = this.#blocksSeen ? [] : [blocksChangedKey];
    // The senders in one read with the rest: a first message from each of many students (a
    // reconnect, the start of a busy hour) once cost a read each.
    const [chats, paces, users, blockReads] = await Promise.all([
      getManyAtOnce<ChatRecord>(kv, chatIds.map(chatKey)),
      getManyAtOnce<number[]>(kv, newPaces.map(this.paceKey)),
      getManyAtOnce<UserRecord>(kv, staleSenders.map(userKey)),
      getManyAtOnce(kv, [...counter, ...beforeCounter.flatMap((c) => blockKeys(c.participants))]),
    ]);
    const knownBlocks = blockReads.slice(counter.length);
    if (counter.length > 0) {
      this.#blocksSeen = blockReads[0];
      if (blockReads[0].versionstamp !== this.#blocksAt) {
        // Blocks changed since what is remembered was read. The keys just read came with the
        // counter, so they stay.
        this.#blocked.clear();
        this.#blocksAt = blockReads[0].versionstamp;
      }
    }
    beforeCounter.forEach((c, i) => remember(this.#blocked, c.id, isBlock(knownBlocks, i)));
    // Known chats whose block state was just forgotten, and chats read for the first time: their
    // block keys in one more read, after the counter's.
    const forgotten = unsure();
    const live = chats.flatMap((c) => c.value ? [c.value] : []);
    const reads = await getManyAtOnce(kv, [
      ...forgotten.flatMap((c) => blockKeys(c.participants)),
      ...live.flatMap((c) => blockKeys(c.participants)),
    ]);
    forgotten.forEach((c, i) => remember(this.#blocked, c.id, isBlock(reads, i)));
    live.forEach((c, i) => {
      remember(this.chats, c._id, c.participants);
      remember(this.#blocked, c._id, isBlock(reads, forgotten.length + i));
    });
    newPaces.forEach((s, i) => remember(this.paces, s, paces[i]));
    // Only the summary is kept: the record read dies young instead of living on in the old
    // generation for `SENDER_FRESH_MS`.
    staleSenders.forEach((s, i) => {
      const author = authorOf(users[i].value ?? undefined, s);
      authors.set(s, author);
      remember(this.#senders, s, { author, at: now });
    });
    const blocked = new Set(groupChats.filter((id) => this.#blocked.get(id) === true));
    if (blocked.size > 0 && counter.length === 0) {
      // A refusal writes nothing, so no check would catch an unblock since: read the counter.
      this.#blocksSeen = null;
      return this.load(group);
    }
    return { authors, blocked };
  }
}

/** Both directions of a block between a chat's two students. */
function blockKeys([x, y]: readonly string[]): Deno.KvKey[] {
  return [blockKey(x, y), blockKey(y, x)];
}

/** Whether the `i`th pair of `entries` (read by `blockKeys`) holds a block either way. */
function isBlock(entries: Deno.KvEntryMaybe<unknown>[], i: number): boolean {
  return entries[2 * i].value !== null || entries[2 * i + 1].value !== null;
}
