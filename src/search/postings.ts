/**
 * Reading posting lists: the post ids under one or more index prefixes, newest first, merged
 * without repeats (a prefix search's completions). Each list is read lazily, a batch at a time,
 * so a page costs what it reads, never the length of the lists.
 */

/** Ids (the last key part) listed under any of `prefixes`, newest first, each once, older than
 * `before` when given. */
export async function* newestFirst(
  kv: Deno.Kv,
  prefixes: Deno.KvKey[],
  before?: string,
): AsyncGenerator<string> {
  const lists = prefixes.map((prefix) =>
    kv.list(before ? { prefix, end: [...prefix, before] } : { prefix }, {
      reverse: true,
      batchSize: 100,
    })[Symbol.asyncIterator]()
  );
  const heads = await Promise.all(lists.map((l) => l.next()));
  const idOf = (r: IteratorResult<Deno.KvEntry<unknown>>) =>
    r.done ? null : r.value.key[r.value.key.length - 1] as string;
  for (;;) {
    let newest: string | null = null;
    for (const h of heads) {
      const id = idOf(h);
      if (id !== null && (newest === null || id > newest)) newest = id;
    }
    if (newest === null) return;
    yield newest;
    await Promise.all(heads.map(async (h, i) => {
      if (idOf(h) === newest) heads[i] = await lists[i].next();
    }));
  }
}

/** Up to `size` values from `source` (fewer only at its end). */
export async function take<T>(source: AsyncIterator<T>, size: number): Promise<T[]> {
  const out: T[] = [];
  while (out.length < size) {
    const r = await source.next();
    if (r.done) break;
    out.push(r.value);
  }
  return out;
}
