/**
 * Group commit of chat messages (docs/decisions.md "Chat: the message first, its effects after"):
 * messages that arrive while a write is under way are stored together in the next atomic write,
 * each answered only once that write is committed. A write stores its whole messages in one entry
 * (`batchKey`, keyed by time: the pass in `apply.ts` takes them into their chats) and each one's
 * resend marker, checked on the chat-removals and blocks counters, each resend marker and each pace it
 * writes; a lost check re-reads only what it checked and tries again. A message between two
 * students blocked either way is refused.
 */
import { AppError } from "../core/errors.ts";
import { getManyAtOnce } from "../core/kv.ts";
import { keepRecent } from "../core/recent.ts";
import { limitKey, planHit, tooMany } from "../core/rate_limit.ts";
import type { Clock } from "../core/clock.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import type { Author } from "../shared/views.ts";
import { authorOf } from "../posts/views.ts";
import type { ChatApplier } from "./apply.ts";
import { cannotMessage, storedMessages, viewMessages } from "./service.ts";
import { blockKey, blocksChangedKey } from "../safety/blocks.ts";
import { chatKey, chatsRemovedKey, sentAsKey } from "./keys.ts";
import { batchesOf, messageWeight } from "./batches.ts";
import type { ChatRecord, MessageRecord, MessageView } from "./model.ts";
import { Pushback } from "../realtime/pushback.ts";
import { settleWithin } from "../core/shutdown.ts";
import type { DomainEvents } from "../core/events.ts";
import { deliverAll, recordMentions } from "../core/mention_events.ts";
import { mentionedUsernames } from "../shared/mentions.ts";
import { answer, BUSY, busy, type Draft, recordsOf, type Stored, type Waiting } from "./waiting.ts";

export type { Draft, Stored };

/** Spec-compatible pace: 20 messages per 10 seconds, which no fast typist reaches. */
export const messagesPerSender = { name: "chat_send", limit: 20, windowMs: 10_000 };

/** A sender's pace is kept in memory and written to the store only from this many messages in
 * the window on: most students never come near the limit (a brisk conversation is a message every
 * second or two), and their messages then skip a write. A restart or a second instance forgets
 * at most this many (docs/decisions.md). */
export const DURABLE_PACE = (messagesPerSender.limit * 3) / 4;

/** Messages one write stores at most. What a busy store gains from more is fewer writes, each with
 * its fixed cost and its wait for the disk; each write is also kept within KV's 100 checks (each
 * resend marker, each pace it stores, the two counters) and well within its 800 KB
 * (`#nextGroup`). */
export const GROUP_MAX = 96;
/** Checks one write holds (KV takes at most 100). */
const CHECKS_PER_WRITE = 100;
/** What one write's messages may weigh by `messageWeight` (KV takes at most 800 KB a write). */
const BYTES_PER_WRITE = 600_000;
/** Messages waiting for a write, over all senders; beyond it a sender is told to slow down. About
 * 2 s of messages at 3,000 a second, so a moment's slowness of the host is absorbed rather than
 * answered with refusals, whose resends cost the store the capacity it needs to catch up. */
export const MAX_WAITING = 6_000;
/** How long a resend marker answers a resend with the stored copy. */
const RESEND_MS = 24 * 3600_000;
/** Chats and paces remembered between writes (the oldest are forgotten first). */
const REMEMBERED = 20_000;
/** How long a sender's name and picture are reused for the live copies of their messages (the
 * stored message holds only their id, so history always shows the current name). */
const SENDER_FRESH_MS = 30_000;

/** Keeps `value` under `key`, forgetting the oldest entry past `REMEMBERED`. */
function remember<T>(map: Map<string, T>, key: string, value: T) {
  keepRecent(map, key, value, REMEMBERED);
}

const notFound = () => new AppError("NOT_FOUND", "Chat not found.");

export class MessageCommitter {
  #queue: Waiting[] = [];
  #running = false;
  /** The message write under way. */
  #writing: Promise<unknown> | null = null;
  #idle: (() => void)[] = [];
  /** Participants of chats written to (they never change while the chat lives), as of
   * `#removedAt`. */
  #chats = new Map<string, readonly [string, string]>();
  /** The chat-removals counter as last read, which every write checks; null: to be read again. */
  #removedSeen: Deno.KvEntryMaybe<unknown> | null = null;
  /** The counter's versionstamp `#chats` holds for. */
  #removedAt: string | null | undefined = undefined;
  /** Each sender's pace as this process last wrote it (versionstamp included). */
  #paces = new Map<string, Deno.KvEntryMaybe<number[]>>();
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
    private readonly clock: Clock,
    private readonly applier: ChatApplier,
    /** Says how long a refused sender waits (the hub's, so every refusal counts). */
    private readonly pushback: Pushback = new Pushback(),
    /** Where a message that mentions someone records it, in the message's own write. */
    private readonly events: DomainEvents | null = null,
  ) {}

  /** The refusal's text while the queue is full, else null (the socket refuses before parsing). */
  full(): string | null {
    return this.#queue.length >= MAX_WAITING ? BUSY : null;
  }

  /** Resolves once the write under way, if any, has committed, or after `maxMs`: a chat pass's
   * write then goes between two message writes (the store takes one request at a time), instead
   * of waiting for a moment without messages, which a busy store never has. */
  betweenWrites(maxMs: number): Promise<void> {
    return this.#writing ? settleWithin(this.#writing, maxMs) : Promise.resolve();
  }

  /** Resolves once no message waits for a write. */
  idle(): Promise<void> {
    if (!this.#running) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Stores `draft` with the next write; resolves once it is committed. */
  submit(draft: Draft): Promise<Stored> {
    if (this.#queue.length >= MAX_WAITING) return Promise.reject(busy(this.pushback.refuse()));
    const { promise, resolve, reject } = Promise.withResolvers<Stored>();
    this.#queue.push({ ...draft, resolve, reject });
    if (!this.#running) {
      this.#running = true;
      queueMicrotask(() => this.#drain());
    }
    return promise;
  }

  /**
   * Writes groups one after the other. A group's answers (and so its deliveries) run once the
   * next group's write is on its way, so the store never waits for them.
   */
  async #drain() {
    let answers: (() => void) | null = null;
    try {
      while (this.#queue.length > 0 || answers) {
        if (this.#queue.length === 0) {
          answers!();
          answers = null;
          continue;
        }
        // No wait to gather more: what arrives during a write goes with the next, so groups grow
        // with the load by themselves (docs/decisions.md "Group commit").
        const group = this.#nextGroup();
        const previous = answers as (() => void) | null;
        answers = await this.#commit(group, () => previous?.()).catch((error) => {
          previous?.();
          for (const w of group) answer(w, { error });
          return null;
        });
      }
    } finally {
      this.#running = false;
      for (const done of this.#idle.splice(0)) done();
    }
  }

  /** The oldest waiting messages that fit one write: at most `GROUP_MAX`, a check for each resend
   * marker and for each pace the write may store (`#mayWritePace`) beside the two counters', and
   * at most `BYTES_PER_WRITE`. */
  #nextGroup(): Waiting[] {
    const bySender = new Map<string, number>();
    let n = 0, checks = 2, weight = 0;
    for (const w of this.#queue) {
      const mine = (bySender.get(w.senderId) ?? 0) + 1;
      const paced = this.#mayWritePace(w.senderId, mine) &&
        !(mine > 1 && this.#mayWritePace(w.senderId, mine - 1));
      const more = (w.clientId ? 1 : 0) + (paced ? 1 : 0);
      const size = messageWeight(w);
      if (n === GROUP_MAX || checks + more > CHECKS_PER_WRITE || weight + size > BYTES_PER_WRITE) {
        break;
      }
      bySender.set(w.senderId, mine);
      checks += more;
      weight += size;
      n++;
    }
    return this.#queue.splice(0, n);
  }

  /** Whether a write holding `n` messages of `sender` may store their pace (and so check it): it
   * does from `DURABLE_PACE` messages in the window on; a pace not read yet counts as stored. */
  #mayWritePace(sender: string, n: number): boolean {
    const pace = this.#paces.get(sender);
    return !pace || (pace.value?.length ?? 0) + n >= DURABLE_PACE;
  }

  /** Writes `group`, calling `sent` once its write is on its way (or it has none); answers the
   * function that answers its stored messages. */
  async #commit(group: Waiting[], sent: () => void): Promise<(() => void) | null> {
    let once: (() => void) | null = sent;
    const onWay = () => {
      once?.();
      once = null;
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const { authors, blocked } = await this.#load(group);
      const now = this.clock.now();
      const op = this.kv.atomic();
      const hits = new Map<string, number[]>();
      const first = new Map<string, Waiting>();
      const accepted: { w: Waiting; message: MessageRecord; view: MessageView; to: string[] }[] =
        [];
      const mentions: (string | null)[] = [];
      const overPace: { w: Waiting; error: AppError }[] = [];
      for (const w of group) {
        if (w.done || w.follows) continue;
        const participants = this.#chats.get(w.chatId);
        if (!participants || !participants.includes(w.senderId)) {
          answer(w, { error: notFound() });
          continue;
        }
        if (blocked.has(w.chatId)) {
          answer(w, { error: cannotMessage() });
          continue;
        }
        if (w.clientId) {
          // The same message twice in one write (a resend racing its original): stored once.
          const same = `${w.chatId}\n${w.senderId}\n${w.clientId}`;
          const of = first.get(same);
          if (of) {
            w.follows = of;
            (of.followers ??= []).push(w);
            continue;
          }
          first.set(same, w);
        }
        const pace = this.#paces.get(w.senderId)!;
        const plan = planHit(
          { ...pace, value: hits.get(w.senderId) ?? pace.value } as Deno.KvEntryMaybe<number[]>,
          messagesPerSender,
          now,
        );
        if (!plan.ok) {
          const error = tooMany("You're sending messages too fast.", plan.retryAfterMs);
          // A resend of a stored message is answered with it, over the pace or not.
          if (w.clientId) overPace.push({ w, error });
          else answer(w, { error });
          continue;
        }
        hits.set(w.senderId, plan.hits);
        const { message, view } = recordsOf(w, now, authors.get(w.senderId)!);
        if (this.events && w.content.includes("@")) {
          mentions.push(recordMentions(this.events, op, w.senderId, mentionedUsernames(w.content), {
            kind: "chat",
            chatId: w.chatId,
            messageId: message._id,
          }, now));
        }
        if (w.clientId) {
          const marker = sentAsKey(w.clientId, w.chatId, w.senderId);
          op.check({ key: marker, versionstamp: null })
            .set(marker, message._id, { expireIn: RESEND_MS });
        }
        accepted.push({ w, message, view, to: [...participants] });
      }
      const batches = batchesOf(accepted.map((a) => a.message));
      for (const { key, records } of batches) op.set(key, records);
      // A block made, or a chat removed, since the counters were read fails this write, which
      // then reads them again.
      op.check(this.#blocksSeen!, this.#removedSeen!);
      const written = new Set<string>();
      for (const [sender, value] of hits) {
        if (value.length < DURABLE_PACE) continue;
        // Checked only when written: another process that wrote it since makes this write read
        // it again, and a pace below `DURABLE_PACE` is this process's own (docs/decisions.md).
        op.check(this.#paces.get(sender)!);
        written.add(sender);
        op.set(limitKey(messagesPerSender, sender), value, {
          expireIn: messagesPerSender.windowMs,
        });
      }
      if (overPace.length > 0) {
        await this.#answerResends(overPace.map((o) => o.w));
        for (const { w, error } of overPace) answer(w, { error });
      }
      if (accepted.length === 0) {
        onWay();
        return null;
      }
      const committing = this.#writing = op.commit();
      onWay();
      const result = await committing.finally(() => {
        if (this.#writing === committing) this.#writing = null;
      });
      if (result.ok) {
        // Each entry is updated in place: it lives as long as its sender keeps writing, so a new
        // one per message would only add to the old generation.
        const entries = [...hits].map(([sender, value]) =>
          [sender, this.#paces.get(sender)!, value] as const
        );
        for (const [sender, entry, value] of entries) {
          entry.value = value;
          // Unwritten, the stored entry (and so what the next write checks) is the one read.
          if (written.has(sender)) entry.versionstamp = result.versionstamp;
          remember(this.#paces, sender, entry);
        }
        this.applier.mark(batches, result.versionstamp);
        return () => {
          for (const a of accepted) answer(a.w, { stored: { view: a.view, to: a.to } });
          // Never awaited by the writes: a lost delivery is the event sweep's to finish.
          if (mentions.length > 0) void deliverAll(this.events!, mentions);
        };
      }
      await this.#recheck(accepted.map((a) => a.w));
    }
    const error = new AppError("CONFLICT", "Too many messages at once. Please try again.");
    onWay();
    for (const w of group) answer(w, { error });
    return null;
  }

  /**
   * After a lost check: reads the counters again and forgets the paces it relied on (the next
   * attempt reads them), and answers each message whose resend marker now exists with the stored
   * copy.
   */
  async #recheck(sent: Waiting[]) {
    this.#blocksSeen = null;
    this.#removedSeen = null;
    for (const w of sent) this.#paces.delete(w.senderId);
    await this.#answerResends(sent);
  }

  /** Answers those of `ws` whose resend marker exists with the stored copy, taken into its chat
   * or not yet. */
  async #answerResends(ws: Waiting[]) {
    const marked = ws.filter((w) => w.clientId);
    const markers = await getManyAtOnce<string>(
      this.kv,
      marked.map((w) => sentAsKey(w.clientId!, w.chatId, w.senderId)),
    );
    const resent = marked.flatMap((w, i) => {
      const id = markers[i].value;
      return id ? [{ w, id }] : [];
    });
    if (resent.length === 0) return;
    const stored = await storedMessages(
      this.kv,
      resent.map(({ w, id }) => ({ chatId: w.chatId, messageId: id })),
    );
    const views = await viewMessages(this.kv, stored.flatMap((m) => m ? [m] : []));
    for (const { w, id } of resent) {
      const view = views.find((v) => v._id === id);
      answer(w, view ? { stored: { view, to: [] } } : { error: notFound() });
    }
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
  async #load(group: Waiting[]): Promise<{
    authors: Map<string, Author>;
    blocked: Set<string>;
  }> {
    const kv = this.kv;
    if (!this.#removedSeen) {
      // Read before any chat, so a chat removed after it fails the write's check.
      this.#removedSeen = await kv.get(chatsRemovedKey);
      if (this.#removedSeen.versionstamp !== this.#removedAt) {
        this.#chats.clear();
        this.#removedAt = this.#removedSeen.versionstamp;
      }
    }
    const groupChats = [...new Set(group.map((w) => w.chatId))];
    const chatIds = groupChats.filter((id) => !this.#chats.has(id));
    // Known chats whose block state is not remembered (asked again once the counter is read).
    const unsure = () =>
      groupChats.flatMap((id) => {
        const participants = this.#chats.get(id);
        return participants && !this.#blocked.has(id) ? [{ id, participants }] : [];
      });
    const beforeCounter = unsure();
    const senders = [...new Set(group.map((w) => w.senderId))];
    const newPaces = senders.filter((s) => !this.#paces.has(s));
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
      getManyAtOnce<number[]>(kv, newPaces.map((s) => limitKey(messagesPerSender, s))),
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
      remember(this.#chats, c._id, c.participants);
      remember(this.#blocked, c._id, isBlock(reads, forgotten.length + i));
    });
    newPaces.forEach((s, i) => remember(this.#paces, s, paces[i]));
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
      return this.#load(group);
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
