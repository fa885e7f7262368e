/** Chooses the blob store `BLOB_STORE` asks for: files under `DATA_DIR` (the default) or KV. */
import type { Config } from "../config.ts";
import { type BlobStore, localBlobStore } from "./blob_store.ts";
import { kvBlobStore } from "./kv_blob_store.ts";

export function blobStoreFromConfig(
  config: Pick<Config, "blobStore" | "dataDir">,
  kv: Deno.Kv,
): BlobStore {
  return config.blobStore === "kv" ? kvBlobStore(kv) : localBlobStore(`${config.dataDir}/blobs`);
}
