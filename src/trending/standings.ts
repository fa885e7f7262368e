/**
 * One atomic change to several standings: read them together, change them in memory, then write
 * them back with a check on each (a concurrent worker makes the write fail and the caller read
 * again) and move each one's entry in its ranked list.
 */
import { addLog, boostLog, subLog } from "./score.ts";
import { HALF_LIFE_MS, SCORE_EPOCH, type SubjectKind } from "./model.ts";
import { rankKey, standingKey } from "./keys.ts";

type Scored = { log: number | null };
type Slot = {
  kind: SubjectKind;
  id: string;
  entry: Deno.KvEntryMaybe<Scored>;
  next: Scored | null;
};

/** The log of an act of `weight` at `at`, on the one time scale every standing uses. */
export const actLog = (weight: number, at: number) =>
  boostLog(weight, at, SCORE_EPOCH, HALF_LIFE_MS);

/**
 * The score after adding (`sign` 1) or removing (-1) a term. When float precision leaves
 * nothing but the subject still has members, it keeps a place far below its old score.
 */
export function moved(log: number | null, term: number | null, sign: 1 | -1, keep: boolean) {
  if (term === null) return log;
  if (sign === 1) return addLog(log, term);
  const left = subLog(log, term);
  return left === null && keep && log !== null ? log - 50 : left;
}

export class StandingsChange {
  #slots = new Map<string, Slot>();

  constructor(private kv: Deno.Kv) {}

  /** Reads the standings of `subjects` (at most 10 per call). */
  async load(subjects: [SubjectKind, string][]): Promise<void> {
    const fresh = subjects.filter(([k, id]) => !this.#slots.has(`${k}/${id}`));
    if (fresh.length === 0) return;
    const entries = await this.kv.getMany<Scored[]>(fresh.map(([k, id]) => standingKey(k, id)));
    fresh.forEach(([kind, id], i) => {
      const entry = entries[i];
      this.#slots.set(`${kind}/${id}`, { kind, id, entry, next: entry.value });
    });
  }

  /** The standing as changed so far, or null when there is none. */
  get<T extends Scored>(kind: SubjectKind, id: string): T | null {
    const slot = this.#slots.get(`${kind}/${id}`);
    if (!slot) throw new Error(`standing ${kind}/${id} was not loaded`);
    return slot.next as T | null;
  }

  /** Replaces a loaded standing; null removes it from its kind's list. */
  put<T extends Scored>(kind: SubjectKind, id: string, value: T | null): void {
    const slot = this.#slots.get(`${kind}/${id}`);
    if (!slot) throw new Error(`standing ${kind}/${id} was not loaded`);
    slot.next = value;
  }

  /** Adds every changed standing to `op`, with a check on each one read. */
  writeTo(op: Deno.AtomicOperation): Deno.AtomicOperation {
    for (const slot of this.#slots.values()) {
      // Every standing read is checked, changed or not: the change was decided from all of them.
      op.check(slot.entry);
      const before = slot.entry.value;
      if (before === slot.next) continue;
      const key = standingKey(slot.kind, slot.id);
      if (slot.next) op.set(key, slot.next);
      else op.delete(key);
      const oldLog = before?.log ?? null;
      const newLog = slot.next?.log ?? null;
      if (oldLog !== newLog) {
        if (oldLog !== null) op.delete(rankKey(slot.kind, oldLog, slot.id));
        if (newLog !== null) op.set(rankKey(slot.kind, newLog, slot.id), null);
      }
    }
    return op;
  }
}
