/** The only place that spells the KV keys of editor rooms. */

/** The room's compacted state (a chunked value: see core/chunked.ts). */
export const snapshotKey = (roomId: string): Deno.KvKey => ["collab", roomId, "snapshot"];

/**
 * Updates since the snapshot. Entries are named by ULIDs (older rooms have numbers), so writers
 * on several instances never take each other's key; their order does not matter to Yjs.
 */
export const logPrefix = (roomId: string): Deno.KvKey => ["collab", roomId, "log"];
export const logKey = (roomId: string, entry: string): Deno.KvKey => [
  "collab",
  roomId,
  "log",
  entry,
];

/** The first content of a new room (its `main` file): taken once, whichever instance seeds. */
export const seedKey = (roomId: string): Deno.KvKey => ["collab", roomId, "log", "seed"];

/** The instance running the room's code now, `{ owner }`, expiring unless renewed. */
export const runLeaseKey = (roomId: string): Deno.KvKey => ["collab", roomId, "run_lease"];
