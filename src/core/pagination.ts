/**
 * Cursor pagination over Deno KV lists. A page costs one list call of `limit + 1` entries
 * whatever the size of the collection; the extra entry only tells whether another page exists.
 */

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
