/** A departing student's saved files: content chunks first, then the record with its indexes in
 * one write, so an interrupted run finds the file again and finishes it. */
import { deleteChunked } from "../core/chunked.ts";
import type { AppDeps } from "../deps.ts";
import { fileContentKey, fileKey, filesByOwnerPrefix } from "./keys.ts";
import type { FileRecord } from "./model.ts";
import { removeFileOp } from "./service.ts";

export async function eraseFiles(deps: Pick<AppDeps, "kv">, ownerId: string): Promise<void> {
  const { kv } = deps;
  for await (const e of kv.list({ prefix: filesByOwnerPrefix(ownerId) })) {
    const id = e.key[2] as string;
    const record = (await kv.get<FileRecord>(fileKey(id))).value;
    await deleteChunked(kv, fileContentKey(id));
    await removeFileOp(kv.atomic(), ownerId, id, record).commit();
  }
}
