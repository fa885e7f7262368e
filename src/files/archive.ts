/** What the data export holds of saved files: each with its whole content. */
import { getChunked } from "../core/chunked.ts";
import { getManyBatched } from "../core/kv.ts";
import { fileContentKey, fileKey, filesByOwnerPrefix } from "./keys.ts";
import type { FileRecord } from "./model.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** The student's saved files with their whole content. */
export async function filesOf(kv: Deno.Kv, userId: string) {
  const ids = await Array.fromAsync(
    kv.list({ prefix: filesByOwnerPrefix(userId) }),
    (e) => e.key[2] as string,
  );
  const records = (await getManyBatched<FileRecord>(kv, ids.map(fileKey)))
    .flatMap((e) => (e.value ? [e.value] : []));
  const out = [];
  for (const f of records) {
    const bytes = await getChunked(kv, fileContentKey(f._id));
    out.push({
      ...f,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
      content: bytes ? new TextDecoder().decode(bytes) : "",
    });
  }
  return out;
}
