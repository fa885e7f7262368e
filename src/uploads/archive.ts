/** What the data export holds of uploads: every image the student uploaded, its bytes embedded
 * as base64 with its content type (the shape report attachments use too). */
import { Buffer } from "node:buffer";
import type { BlobStore } from "./blob_store.ts";
import { uploadsPrefix } from "./keys.ts";
import { MEDIA_PREFIX } from "./service.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** Bytes as the archive embeds them. */
export const embedded = (bytes: Uint8Array, contentType: string) => ({
  contentType,
  base64: Buffer.from(bytes).toString("base64"),
});

const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** Every image the student uploaded (profile picture, post images), embedded. */
export async function uploadsOf(kv: Deno.Kv, blobs: BlobStore, userId: string) {
  const out = [];
  for await (
    const e of kv.list<{ ownerId: string; createdAt: number }>({ prefix: uploadsPrefix })
  ) {
    if (e.value.ownerId !== userId) continue;
    const key = e.key[1] as string;
    const bytes = await blobs.get(key);
    if (!bytes) continue;
    const ext = key.slice(key.lastIndexOf(".") + 1);
    out.push({
      url: `${MEDIA_PREFIX}${key}`,
      uploadedAt: iso(e.value.createdAt),
      ...embedded(bytes, imageTypes[ext] ?? "application/octet-stream"),
    });
  }
  return out;
}
