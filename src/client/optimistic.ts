/**
 * Optimistic updates over the page's query cache: take a snapshot of every query a change may
 * touch (stopping their fetches, so none overwrites the guess), change them at once, and put the
 * snapshot back if the server refuses. And for live events: a query still loading is read again,
 * since the answer on its way may be older than the event.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

export type Snapshot = Array<[QueryKey, unknown]>;

/** Stops fetches under `queryKey` and returns what every query under it holds now. */
export async function snapshot(client: QueryClient, queryKey: QueryKey): Promise<Snapshot> {
  await client.cancelQueries({ queryKey });
  return client.getQueriesData({ queryKey });
}

/** Puts a snapshot back. */
export function restore(client: QueryClient, saved: Snapshot | undefined): void {
  for (const [key, data] of saved ?? []) client.setQueryData(key, data);
}

/** Drops an answer on its way (it may be older than an event) and asks again. A plain
 * invalidation would join a first read already in flight instead of repeating it. */
export function readAgain(client: QueryClient, key: readonly unknown[]): void {
  const filter = { queryKey: key, exact: true };
  void client.cancelQueries(filter).then(() => client.invalidateQueries(filter));
}

/** True (and a fresh read started) when `key` has no data yet or is being read. */
export function readAgainIfLoading(client: QueryClient, key: readonly unknown[]): boolean {
  const loading = client.getQueryData(key) === undefined ||
    client.isFetching({ queryKey: key, exact: true }) > 0;
  if (loading) readAgain(client, key);
  return loading;
}
