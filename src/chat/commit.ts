/**
 * Group commit of chat messages (docs/decisions.md "Chat: the message first, its effects after"):
 * messages that arrive while a write is under way are stored together in the next atomic write,
 * each answered only once that write is committed. A write stores its whole messages in one entry
 * (`batchKey`, keyed by time: the pass in `apply.ts` takes them into their chats) and each one's
 * resend marker, checked on the chat-removals and blocks counters, each resend marker and each
 * pace it writes; a lost check re-reads only what it checked and tries again. A message between
 * two students blocked either way is refused. What a write reads, and remembers for the next, is
 * in `commit_known.ts`.
 */
import { AppError } from "../core/errors.ts";
import { getManyAtOnce } from "../core/kv.ts";
import { limitKey, planHit, tooMany } from "../core/rate_limit.ts";
import type { Clock } from "../core/clock.ts";
import type { ChatApplier } from "./apply.ts";
import { cannotMessage, storedMessages, viewMessages } from "./service.ts";
import { sentAsKey } from "./keys.ts";
import { batchesOf, messageWeight } from "./batches.ts";
import type { MessageRecord, MessageView } from "./model.ts";
import { Pushback } from "../realtime/pushback.ts";
import { settleWithin } from "../core/shutdown.ts";
import type { DomainEvents } from "../core/events.ts";
import { deliverAll, recordMentions } from "../core/mention_events.ts";
import { mentionedUsernames } from "../shared/mentions.ts";
import { KnownForWrites } from "./commit_known.ts";
import { Gathering } from "./gathering.ts";
import { answer, BUSY, busy, type Draft, recordsOf, type Stored, type Waiting } from "./waiting.ts";

export type { Draft, Stored };

/** Spec-compatible pace: 20 messages per 10 seconds, which no fast typist reaches. */
export const messagesPerSender = { name: "chat_send", limit: 20, windowMs: 10_000 };

/** A sender's pace is kept in memory and written to the store only from this many messages in
 * the window on: most students never come near the limit (a brisk conversation is a message every
 * second or two), and their messages then skip a write. A restart or a second instance forgets
 * at most this many (docs/decisions.md). */
export const DURABLE_PACE = (messagesPerSender.limit * 3) / 4;

/** Where a sender's pace is stored. */
const paceKey = (sender: string) => limitKey(messagesPerSender, sender);

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

const notFound = () => new AppError("NOT_FOUND", "Chat not found.");

export class MessageCommitter {
  #queue: Waiting[] = [];
  #running = false;
  /** The message write under way. */
  #writing: Promise<unknown> | null = null;
  #idle: (() => void)[] = [];
  /** What writes need and this process remembers between them. */
  #known: KnownForWrites;
  /** Under a heavy load, holds a write back until it has enough messages. */
  #gathering = new Gathering();

  constructor(
    private readonly kv: Deno.Kv,
    private readonly clock: Clock,
    private readonly applier: ChatApplier,
    /** Says how long a refused sender waits (the hub's, so every refusal counts). */
    private readonly pushback: Pushback = new Pushback(),
    /** Where a message that mentions someone records it, in the message's own write. */
    private readonly events: DomainEvents | null = null,
  ) {
    this.#known = new KnownForWrites(kv, paceKey);
  }

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

  /** Whether messages come fast enough that writes wait to fill (`Gathering`). */
  heavy(): boolean {
    return this.#gathering.heavy();
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
    this.#gathering.arrived(this.#queue.length);
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
        // What arrives during a write goes with the next, so groups grow with the load; under a
        // heavy one the next also waits to fill (docs/decisions.md "Group commit"), once the
        // senders of the one before are answered.
        const gathering = this.#gathering.pause(this.#queue.length);
        if (gathering) {
          answers?.();
          answers = null;
          await gathering;
        }
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
    const pace = this.#known.paces.get(sender);
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
      const { authors, blocked } = await this.#known.load(group);
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
        const participants = this.#known.chats.get(w.chatId);
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
        const pace = this.#known.paces.get(w.senderId)!;
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
      op.check(...this.#known.counters());
      const written = new Set<string>();
      for (const [sender, value] of hits) {
        if (value.length < DURABLE_PACE) continue;
        // Checked only when written: another process that wrote it since makes this write read
        // it again, and a pace below `DURABLE_PACE` is this process's own (docs/decisions.md).
        op.check(this.#known.paces.get(sender)!);
        written.add(sender);
        op.set(paceKey(sender), value, {
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
          [sender, this.#known.paces.get(sender)!, value] as const
        );
        for (const [sender, entry, value] of entries) {
          entry.value = value;
          // Unwritten, the stored entry (and so what the next write checks) is the one read.
          if (written.has(sender)) entry.versionstamp = result.versionstamp;
          this.#known.rememberPace(sender, entry);
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
    this.#known.forget(sent.map((w) => w.senderId));
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
}
