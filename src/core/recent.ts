/** Small in-memory stores of what was used lately. */

/**
 * Keeps `value` under `key` as `map`'s newest entry and forgets the oldest past `most`: a Map
 * keeps insertion order, so its first key is the one set longest ago.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value!);
}
