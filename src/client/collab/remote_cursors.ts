/**
 * Keeps the page's remote cursor rules (`cursor_styles.ts`) current: a participant's name label
 * shows while they are active (typing, or changed their presence in the last 2.5 s) and folds
 * into a dot afterwards, so labels hide nobody's code for long.
 */
import type { Awareness } from "y-protocols/awareness";
import { applyCursorStyles, cursorCss } from "./cursor_styles.ts";
import { readParticipants } from "./presence.ts";

/** A remote cursor's name label shows this long after its owner last moved or typed. */
export const LABEL_MS = 2_500;

export type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

export class RemoteCursors {
  private activeAt = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private awareness: Awareness) {}

  /** Records who just changed, then repaints. */
  noteChange(change: AwarenessChange): void {
    const now = Date.now();
    const me = this.awareness.clientID;
    for (const id of [...change.added, ...change.updated]) {
      if (id !== me) this.activeAt.set(id, now);
    }
    for (const id of change.removed) this.activeAt.delete(id);
    this.paint();
  }

  /** Removes every rule this page wrote. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    applyCursorStyles("");
  }

  /** Rewrites the rules, and again when the next label is due to fold. */
  private paint() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const now = Date.now();
    const participants = readParticipants(this.awareness.getStates(), this.awareness.clientID);
    const active = new Set<number>();
    let nextFold = Infinity;
    for (const p of participants) {
      const since = now - (this.activeAt.get(p.clientId) ?? -Infinity);
      if (p.typing || since < LABEL_MS) active.add(p.clientId);
      if (since < LABEL_MS) nextFold = Math.min(nextFold, LABEL_MS - since);
    }
    applyCursorStyles(cursorCss(participants, active));
    if (nextFold < Infinity) this.timer = setTimeout(() => this.paint(), nextFold + 20);
  }
}
