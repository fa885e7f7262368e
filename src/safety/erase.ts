/** A deleted account's blocks, both those it made and those made against it, and its markers of
 * what it reported. The reports themselves stay in the operator's queue (the reporter shows as
 * gone). */
import { blockedByKey, blockedByPrefix, blockKey, blocksPrefix } from "./blocks.ts";
import { reportedByPrefix } from "./report_keys.ts";

export async function eraseBlocks(kv: Deno.Kv, userId: string): Promise<void> {
  for await (const e of kv.list({ prefix: blocksPrefix(userId) })) {
    const other = e.key[2] as string;
    await kv.atomic().delete(e.key).delete(blockedByKey(other, userId)).commit();
  }
  for await (const e of kv.list({ prefix: blockedByPrefix(userId) })) {
    const other = e.key[2] as string;
    await kv.atomic().delete(e.key).delete(blockKey(other, userId)).commit();
  }
  for await (const e of kv.list({ prefix: reportedByPrefix(userId) })) await kv.delete(e.key);
}
