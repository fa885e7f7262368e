/**
 * Cursor pagination over Deno KV lists. A page costs one list call of `limit + 1` entries
 * whatever the size of the collection; the extra entry only tells whether another page exists.
 */
import { AppError } from "./errors.ts";

export type Page<T> = { values: T[]; cursor: string | null };

export type PageOptions = {
  limit: number;
  /** The cursor of the previous page; absent or empty for the first page. */
  cursor?: string | null;
  /** Newest first when keys end in ULIDs. */
  reverse?: boolean;
};

/** Lists one page of `selector`. The cursor is opaque to callers and only valid for the same selector. */
export async function listPage<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: PageOptions,
): Promise<Page<Deno.KvEntry<T>>> {
  const limit = Math.max(1, Math.floor(options.limit));
  const iter = kv.list<T>(selector, {
    limit: limit + 1,
    cursor: options.cursor || undefined,
    reverse: options.reverse ?? false,
  });
  const values: Deno.KvEntry<T>[] = [];
  let lastKeptCursor = "";
  for await (const entry of iter) {
    if (values.length === limit) {
      // One entry beyond the page exists, so the cursor of the last kept entry starts the next.
      return { values, cursor: lastKeptCursor };
    }
    values.push(entry);
    lastKeptCursor = iter.cursor;
  }
  return { values, cursor: null };
}

/** Reads a cursor from user input: KV cursors are URL-safe base64, nothing else is accepted. */
export function isCursor(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,2048}={0,2}$/.test(value);
}

/** The 400 for a cursor that is malformed or belongs to another list; `what` names the list. */
export function invalidCursor(what: string): AppError {
  return new AppError("BAD_REQUEST", `The cursor is not valid. Load ${what} again.`);
}

/** `listPage` with a cursor a client sent: a bad one answers `invalidCursor(what)`. */
export async function listPageOf<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: PageOptions,
  what: string,
): Promise<Page<Deno.KvEntry<T>>> {
  if (options.cursor && !isCursor(options.cursor)) throw invalidCursor(what);
  try {
    return await listPage<T>(kv, selector, options);
  } catch {
    throw invalidCursor(what);
  }
}

export type FilteredPage<T> = {
  values: Deno.KvEntry<T>[];
  cursor: string | null;
  hasMore: boolean;
};

/**
 * Like `listPage`, but keeps only entries `accept` approves (checked a batch at a time, so the
 * check can read KV for the whole batch at once). The cursor points just after the last kept
 * entry, so a page never repeats or skips an entry, even while new entries arrive at the front.
 * Reads stop after `maxBatches` batches: the cost of a page is bounded whatever the list holds.
 */
export async function filteredPage<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: PageOptions & { maxBatches?: number },
  accept: (entries: Deno.KvEntry<T>[]) => Promise<boolean[]> | boolean[],
): Promise<FilteredPage<T>> {
  const limit = Math.max(1, Math.floor(options.limit));
  const batchSize = limit + 1;
  const kept: Deno.KvEntry<T>[] = [];
  let cursor = options.cursor || undefined;
  let keptCursor: string | null = options.cursor || null;
  for (let batch = 0; batch < (options.maxBatches ?? 5); batch++) {
    const iter = kv.list<T>(selector, {
      limit: batchSize,
      cursor,
      reverse: options.reverse ?? false,
    });
    const entries: Deno.KvEntry<T>[] = [];
    const cursors: string[] = [];
    for await (const e of iter) {
      entries.push(e);
      cursors.push(iter.cursor);
    }
    const ok = entries.length ? await accept(entries) : [];
    for (let i = 0; i < entries.length; i++) {
      if (!ok[i]) continue;
      if (kept.length === limit) return { values: kept, cursor: keptCursor, hasMore: true };
      kept.push(entries[i]);
      keptCursor = cursors[i];
    }
    if (entries.length < batchSize) return { values: kept, cursor: null, hasMore: false };
    cursor = cursors[cursors.length - 1];
    // Skipped entries need not be read again: a full page resumes after them.
    if (kept.length < limit) keptCursor = cursor;
  }
  return { values: kept, cursor: keptCursor, hasMore: true };
}
