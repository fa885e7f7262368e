/**
 * Image uploads (spec 000 §5 "Profile picture", §7 "Uploads"): at most 5 MB, JPG/PNG/GIF/WebP
 * recognised from the bytes, metadata removed, stored under a random name.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import type { SelfUser, UserRecord } from "../users/model.ts";
import { toSelfUser } from "../users/model.ts";
import { userKey } from "../users/keys.ts";
import { PROFILE_RACE, userNotFound } from "../users/service.ts";
import { detectImageType, extensionOf } from "./image_type.ts";
import { uploadKey } from "./keys.ts";
import { ImageFormatError, stripMetadata } from "./strip_metadata.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MEDIA_PREFIX = "/media/";

type Deps = Pick<AppDeps, "kv" | "blobs" | "logger">;

export const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 5MB");
export const notAnImage = () =>
  new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Please select an image file (JPG, PNG, GIF or WebP).",
  );

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
  const key = `${newId()}-${random}.${extensionOf[type]}`;
  await deps.blobs.put(key, clean);
  await deps.kv.set(uploadKey(key), { ownerId, createdAt: Date.now() });
  return `${MEDIA_PREFIX}${key}`;
}

/** Stores `file` as `userId`'s picture and removes the one it replaces. */
export async function setProfilePicture(deps: Deps, userId: string, file: File): Promise<SelfUser> {
  const url = await storeImage(deps, userId, file);
  const { user, old } = await retryAtomic(async () => {
    const entry = await deps.kv.get<UserRecord>(userKey(userId));
    if (!entry.value) throw userNotFound();
    const user = { ...entry.value, profilePicture: url };
    const op = deps.kv.atomic().check(entry).set(userKey(userId), user);
    return { op, value: { user, old: entry.value.profilePicture } };
  }, { attempts: 5, message: PROFILE_RACE });
  if (old?.startsWith(MEDIA_PREFIX)) {
    await deps.blobs.delete(old.slice(MEDIA_PREFIX.length)).catch((err) =>
      deps.logger.warn("old picture not removed", { error: String(err) })
    );
  }
  return toSelfUser(user);
}
