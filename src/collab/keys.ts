/** The only place that spells the KV keys of editor rooms. */

/** The room's compacted state (a chunked value: see core/chunked.ts). */
export const snapshotKey = (roomId: string): Deno.KvKey => ["collab", roomId, "snapshot"];

/** Updates since the snapshot, in arrival order. */
export const logPrefix = (roomId: string): Deno.KvKey => ["collab", roomId, "log"];
export const logKey = (roomId: string, seq: number): Deno.KvKey => ["collab", roomId, "log", seq];
