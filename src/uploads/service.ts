/**
 * Image uploads (spec 000 §5 "Profile picture", §7 "Uploads"): at most 5 MB, JPG/PNG/GIF/WebP
 * recognised from the bytes, metadata removed, stored under a random name.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import type { SelfUser, UserRecord } from "../users/model.ts";
import { toSelfUser } from "../users/model.ts";
import { userKey } from "../users/keys.ts";
import { PROFILE_RACE, userNotFound } from "../users/service.ts";
import { detectImageType, extensionOf } from "./image_type.ts";
import { blobGarbageKey, uploadKey, uploadRefsKey } from "./keys.ts";
import { MEDIA_PREFIX, readImageRefs, referencesOp } from "./references.ts";
import { collectNow, UNUSED_UPLOAD_MS } from "./blob_sweep.ts";
import { errorFields } from "../core/log.ts";
import { ImageFormatError, stripMetadata } from "./strip_metadata.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export { MEDIA_PREFIX };

type Deps = Pick<AppDeps, "kv" | "blobs" | "logger" | "clock">;

export const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 5MB");
export const notAnImage = () =>
  new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Please select an image file (JPG, PNG, GIF or WebP).",
  );

/**
 * Counts `count` images `ownerId` is about to upload, before any is read or stored; a 429 with
 * `Retry-After` when they would go over the limit (then none of them counts).
 */
export async function paceUploads(
  deps: Pick<AppDeps, "kv" | "clock" | "writeLimits">,
  ownerId: string,
  count: number,
): Promise<void> {
  const { rule, message } = deps.writeLimits.uploads;
  await retryAtomic(async () => {
    const pace = await deps.kv.get<number[]>(limitKey(rule, ownerId));
    const op = paceOp(deps.kv.atomic(), pace, rule, deps.clock.now(), message, count);
    return { op, value: undefined };
  }, { attempts: 20, exhausted: refuseFlood(message) });
}

/** Checks, cleans and stores one image of `ownerId`; returns its public URL. */
export async function storeImage(deps: Deps, ownerId: string, file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw notAnImage();
  let clean: Uint8Array;
  try {
    clean = stripMetadata(bytes, type);
  } catch (err) {
    if (err instanceof ImageFormatError) throw notAnImage();
    throw err;
  }
  const random = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (b) => b.toString(16).padStart(2, "0"),
  ).join("");
  const now = deps.clock.now();
  const key = `${newId(now)}-${random}.${extensionOf[type]}`;
  // The record and a note for the sweep first: a crash before the file is written leaves a
  // record the sweep removes a day later, never a file nobody knows about.
  await deps.kv.atomic()
    .set(uploadKey(key), { ownerId, createdAt: now })
    .set(uploadRefsKey(key), new Deno.KvU64(0n))
    .set(blobGarbageKey(now + UNUSED_UPLOAD_MS, key), ownerId)
    .commit();
  await deps.blobs.put(key, clean);
  return `${MEDIA_PREFIX}${key}`;
}

/** Stores `file` as `userId`'s picture and removes the one it replaces, unless a post of theirs
 * shows it too. */
export async function setProfilePicture(deps: Deps, userId: string, file: File): Promise<SelfUser> {
  const url = await storeImage(deps, userId, file);
  const { user, notes } = await retryAtomic(async () => {
    const entry = await deps.kv.get<UserRecord>(userKey(userId));
    if (!entry.value) throw userNotFound();
    const old = entry.value.profilePicture;
    const refs = await readImageRefs(deps.kv, userId, [old, url]);
    const user = { ...entry.value, profilePicture: url };
    const op = deps.kv.atomic().check(entry).set(userKey(userId), user);
    const notes = referencesOp(op, refs, { before: [old], after: [url] }, deps.clock.now());
    return { op, value: { user, notes } };
  }, { attempts: 5, message: PROFILE_RACE });
  // The old picture goes now unless a post shows it; if this is cut short, the sweep finishes.
  await collectNow(deps, notes).catch((err) =>
    deps.logger.warn("old picture not removed", errorFields(err))
  );
  return toSelfUser(user);
}
