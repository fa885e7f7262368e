/**
 * A signed-in student's own copy of a page (the home page), kept a few seconds once they ask for
 * it twice: a reload or a quick return is answered from memory, while a single visit costs
 * nothing more than before. Only ever served to the same student; their own writes drop it at
 * once, and what others change shows within the copy's lifetime. See docs/decisions.md.
 */
import type { CachedPage } from "./page_cache.ts";
import { keepRecent } from "../core/recent.ts";

/** Copies kept at most; the least recently used goes first. */
const MAX_PAGES = 256;

type Entry = {
  userId: string;
  /** When the page was first asked for without a copy; a second ask by then makes one. */
  seenUntil: number;
  page: CachedPage | null;
};

export class StudentPages {
  #entries = new Map<string, Entry>();
  /** Bumped by each of a student's writes, so a render begun before one is not kept after it. */
  #generations = new Map<string, number>();
  /** Bumped when `#generations` is emptied, which would otherwise make an old count look new. */
  #epoch = 0;
  #max: number;

  constructor(max = MAX_PAGES) {
    this.#max = max;
  }

  /**
   * The student's copy of `path`: served from memory while fresh; otherwise `render` answers, or,
   * when the student asked within `ttlMs` before, `renderCopy` makes the copy that answers.
   */
  async serve(
    path: string,
    userId: string,
    now: number,
    ttlMs: number,
    render: () => Promise<Response>,
    renderCopy: () => Promise<CachedPage>,
  ): Promise<CachedPage | Response> {
    const key = `${userId}\n${path}`;
    const entry = this.#entries.get(key);
    if (entry?.page && entry.page.expires > now) {
      this.#touch(key, entry);
      return entry.page;
    }
    const askedBefore = entry !== undefined && entry.seenUntil > now;
    this.#touch(key, { userId, seenUntil: now + ttlMs, page: null });
    if (!askedBefore) return render();
    const generation = this.#generation(userId);
    const page = await renderCopy();
    // A write by the student while this rendered may have changed what it shows.
    if (this.#generation(userId) === generation) {
      this.#touch(key, { userId, seenUntil: now + ttlMs, page });
    }
    return page;
  }

  /** Drops every copy of `userId`'s pages: they wrote something a page may show. */
  forget(userId: string): void {
    this.#generations.set(userId, (this.#generations.get(userId) ?? 0) + 1);
    for (const [key, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(key);
    }
    // Generations only matter while a render is under way; keep the map from growing for good.
    if (this.#generations.size > this.#max * 16) {
      this.#generations.clear();
      this.#epoch++;
    }
  }

  #generation(userId: string): string {
    return `${this.#epoch}:${this.#generations.get(userId) ?? 0}`;
  }

  #touch(key: string, entry: Entry): void {
    keepRecent(this.#entries, key, entry, this.#max);
  }
}
