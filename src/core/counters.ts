/**
 * KV counters (`Deno.KvU64` changed with `sum`): reading one as a number, and the amounts to add.
 * KV sums wrap at 2^64, so adding `minus(n)` subtracts n; callers guarantee the count stays ≥ 0.
 */

export const ONE = 1n;

/** The count an entry's value holds; 0 when it was never set. */
export function countOf(value: unknown): number {
  return value instanceof Deno.KvU64 ? Number(value.value) : 0;
}

/** The count a counter key holds now. */
export async function readCount(kv: Deno.Kv, key: Deno.KvKey): Promise<number> {
  return countOf((await kv.get(key)).value);
}

/** What to `sum` to subtract `n`. */
export function minus(n: number | bigint): bigint {
  return (1n << 64n) - BigInt(n);
}
