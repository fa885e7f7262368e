/**
 * Optimistic updates over the page's query cache: take a snapshot of every query a change may
 * touch (stopping their fetches, so none overwrites the guess), change them at once, and put the
 * snapshot back if the server refuses.
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
