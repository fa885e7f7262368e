/**
 * The realtime benches' count of every message by its index k (clientId: `tag` then k, zero-padded): when it
 * was first sent, whether the server acknowledged it, how often it reached the other student.
 * Typed arrays, so tracking a million messages costs the load generator next to nothing.
 */

export class Ledger {
  readonly firstSentAt: Float64Array;
  readonly senderOf: Int32Array;
  readonly acked: Uint8Array;
  readonly deliveries: Uint8Array;
  /** Refusals of each message so far, for its next wait. */
  readonly refusals: Uint8Array;
  sent = 0;
  ackCount = 0;
  delivered = 0;
  duplicates = 0;
  /** "Slow down" answers (TOO_MANY_REQUESTS); each message is sent again after a short wait. */
  refused = 0;
  resends = 0;
  /** Other refusals by code (CONFLICT, INTERNAL_SERVER_ERROR, …). */
  readonly errors = new Map<string, number>();
  /** Delivery latencies (ms from when it was typed), in arrival order; the caller may swap it for
   * a fresh array to take one slice of time. */
  latencies: number[] = [];
  /** Each message's delivery latency by k (NaN until delivered), for figures per round. */
  readonly latencyOf: Float64Array;

  constructor(readonly capacity: number) {
    this.firstSentAt = new Float64Array(capacity);
    this.senderOf = new Int32Array(capacity).fill(-1);
    this.acked = new Uint8Array(capacity);
    this.deliveries = new Uint8Array(capacity);
    this.refusals = new Uint8Array(capacity);
    this.latencyOf = new Float64Array(capacity).fill(NaN);
  }

  markSent(k: number, from: number): void {
    this.firstSentAt[k] = performance.now();
    this.senderOf[k] = from;
    this.sent++;
  }

  ack(k: number): void {
    if (k < 0 || k >= this.capacity || this.acked[k]) return;
    this.acked[k] = 1;
    this.ackCount++;
  }

  /** A `new_message` for k reached socket `at`; the sender's own copy is not a delivery. */
  deliver(k: number, at: number): void {
    if (k < 0 || k >= this.capacity || this.senderOf[k] === at || this.senderOf[k] < 0) return;
    if (this.deliveries[k]++ === 0) {
      this.delivered++;
      this.latencyOf[k] = performance.now() - this.firstSentAt[k];
      this.latencies.push(this.latencyOf[k]);
    } else this.duplicates++;
  }

  error(code: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  /** Sent but never delivered to the other student, and of those never acknowledged. */
  losses(): { lost: number; lostAcked: number; unacked: number } {
    let lost = 0, lostAcked = 0, unacked = 0;
    for (let k = 0; k < this.capacity; k++) {
      if (this.senderOf[k] < 0) continue;
      if (!this.acked[k]) unacked++;
      if (this.deliveries[k] === 0) {
        lost++;
        if (this.acked[k]) lostAcked++;
      }
    }
    return { lost, lostAcked, unacked };
  }

  /** Messages first sent before `before` (a `performance.now()` time) and still not delivered. */
  overdue(before: number): number {
    let n = 0;
    for (let k = 0; k < this.capacity; k++) {
      if (this.senderOf[k] >= 0 && this.deliveries[k] === 0 && this.firstSentAt[k] < before) n++;
    }
    return n;
  }

  errorText(): string {
    return [...this.errors].map(([code, n]) => `${n} ${code}`).join(", ") || "none";
  }
}

/** The socket that sends message k when `pairs` chats each send once per round: one side of
 * every chat, then the other, so a chat's two students never send at the same instant. */
export function senderOf(k: number, pairs: number): number {
  const p = k % (2 * pairs);
  return p < pairs ? 2 * p : 2 * (p - pairs) + 1;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Types `count` messages at `rate` a second on a fixed schedule (open loop: the schedule never
 * waits for an answer; a message typed behind its student's unanswered one waits in the client,
 * from the time it was typed, so an overloaded server shows as latency, not as a slower client).
 * `tick` runs between batches and ends the schedule early by answering false. Returns how many
 * were sent.
 */
export async function onSchedule(
  count: number,
  rate: number,
  send: (k: number) => void,
  tick?: (now: number) => boolean,
): Promise<number> {
  const t0 = performance.now();
  let k = 0;
  while (k < count) {
    const now = performance.now();
    const due = Math.min(count, Math.floor(((now - t0) * rate) / 1000) + 1);
    while (k < due) send(k++);
    if (tick && !tick(now)) break;
    await sleep(2);
  }
  return k;
}

/** Waits until every sent message reached its reader, or `ms` pass. */
export async function drain(ledger: Ledger, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (ledger.delivered < ledger.sent && performance.now() < deadline) await sleep(50);
}
