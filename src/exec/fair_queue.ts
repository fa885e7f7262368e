/**
 * The run queue: a few slots, shared fairly. When a slot frees, the address served longest ago
 * goes next, and within an address the student served longest ago, so one address filling the
 * queue delays everyone else by at most one run. Each owner may hold only a few runs at once,
 * and every waiting job is told its place whenever it changes.
 */

/** Who asked for a run: the client's address and, when signed in, the student. */
export type RunOwner = { address: string; student?: string | null };

export type QueueCaps = {
  /** Runs one signed-in student, or the visitors of one address, may hold waiting or running. */
  perOwner: number;
  /** Runs one address may hold waiting or running, whoever is signed in there. */
  perAddress: number;
};

export type Waiting = {
  /** 1 for the next to start. Called again whenever it changes; never once the job started. */
  onPlace?(place: number): void;
  onStart?(): void;
};

export class QueueFullError extends Error {
  constructor(readonly scope: "owner" | "address", readonly cap: number) {
    super(scope === "owner" ? "owner cap reached" : "address cap reached");
  }
}

type Entry = {
  seq: number;
  address: string;
  owner: string;
  start(slot: number): void;
  waiting: Waiting;
  place: number;
};

export function fairQueue(slots: number, caps: QueueCaps) {
  const free = Array.from({ length: slots }, (_, i) => i);
  const queue: Entry[] = [];
  /** Jobs held (waiting or running) per address and per owner. */
  const held = new Map<string, number>();
  /** When each address and owner last got a slot; missing means never (served first). */
  const lastServed = new Map<string, number>();
  let seq = 0;
  let turn = 0;

  const count = (key: string, by: number) => {
    const n = (held.get(key) ?? 0) + by;
    if (n > 0) held.set(key, n);
    else {
      held.delete(key);
      // Nothing held: forget the turn too, so the map never grows with past visitors.
      lastServed.delete(key);
    }
  };

  /** The order jobs would start in, were no new ones to come. */
  function order(): Entry[] {
    const served = new Map(lastServed);
    const rest = [...queue];
    const out: Entry[] = [];
    let t = turn;
    while (rest.length > 0) {
      let best = 0;
      for (let i = 1; i < rest.length; i++) {
        if (before(rest[i], rest[best], served)) best = i;
      }
      const [next] = rest.splice(best, 1);
      served.set(next.address, ++t).set(next.owner, t);
      out.push(next);
    }
    return out;
  }

  function before(a: Entry, b: Entry, served: Map<string, number>): boolean {
    const addressA = served.get(a.address) ?? 0;
    const addressB = served.get(b.address) ?? 0;
    if (addressA !== addressB) return addressA < addressB;
    const ownerA = served.get(a.owner) ?? 0;
    const ownerB = served.get(b.owner) ?? 0;
    if (ownerA !== ownerB) return ownerA < ownerB;
    return a.seq < b.seq;
  }

  function dispatch() {
    const next = order();
    while (free.length > 0 && next.length > 0) {
      const entry = next.shift()!;
      queue.splice(queue.indexOf(entry), 1);
      turn++;
      lastServed.set(entry.address, turn).set(entry.owner, turn);
      entry.start(free.shift()!);
    }
    next.forEach((entry, i) => {
      if (entry.place === i + 1) return;
      entry.place = i + 1;
      entry.waiting.onPlace?.(entry.place);
    });
  }

  return {
    /** Runs `job` in a free slot once its turn comes; throws `QueueFullError` at once when the
     * owner or the address already holds its share. Without an owner (the server's own use) the
     * job waits its turn like any other but is not capped. */
    async run<T>(
      who: RunOwner | null,
      job: (slot: number) => Promise<T>,
      waiting: Waiting = {},
    ): Promise<T> {
      const address = who ? `a:${who.address}` : "a:";
      const owner = !who ? "v:" : who.student ? `s:${who.student}` : `v:${who.address}`;
      if (who && (held.get(owner) ?? 0) >= caps.perOwner) {
        throw new QueueFullError("owner", caps.perOwner);
      }
      if (who && (held.get(address) ?? 0) >= caps.perAddress) {
        throw new QueueFullError("address", caps.perAddress);
      }
      count(owner, 1);
      count(address, 1);
      const started = Promise.withResolvers<number>();
      queue.push({ seq: seq++, address, owner, start: started.resolve, waiting, place: 0 });
      dispatch();
      const slot = await started.promise;
      try {
        waiting.onStart?.();
        return await job(slot);
      } finally {
        free.push(slot);
        count(owner, -1);
        count(address, -1);
        dispatch();
      }
    },
  };
}
