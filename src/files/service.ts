/**
 * Saved files: save (create, or update the same room and name), list a profile's files (the
 * owner sees all, others only public ones), read one, change visibility and delete (owner only),
 * and open one in a new editor room.
 */
import type { AppDeps } from "../deps.ts";
import { deleteChunked, getChunked, setChunked } from "../core/chunked.ts";
import { enforce, type Limit } from "../core/rate_limit.ts";
import { createRoomWithFile } from "../collab/new_room.ts";
import { languageOfFilename } from "../shared/languages.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getManyBatched, updateValue } from "../core/kv.ts";
import { requireUser } from "../users/service.ts";
import {
  fileByNameKey,
  fileContentKey,
  fileKey,
  filePreviewKey,
  filesByOwnerKey,
  filesByOwnerPrefix,
} from "./keys.ts";
import {
  type FileRecord,
  type FileSummary,
  type FileView,
  MAX_FILE_BYTES,
  PREVIEW_CHARS,
  type Visibility,
} from "./model.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

const notFound = () => new AppError("NOT_FOUND", "File not found.");

/** Someone else's private file does not exist, as far as they can tell. */
function visibleTo(f: FileRecord, viewerId: string | null): boolean {
  return f.visibility === "public" || f.ownerId === viewerId;
}

function summary(f: FileRecord, content: string): FileSummary {
  return {
    ...f,
    preview: content.slice(0, PREVIEW_CHARS),
    truncated: content.length > PREVIEW_CHARS,
    createdAt: new Date(f.createdAt).toISOString(),
    updatedAt: new Date(f.updatedAt).toISOString(),
  };
}

/** Saves `content` as `filename` of `roomId` on `ownerId`'s profile. */
export async function saveFile(
  deps: Deps,
  ownerId: string,
  input: { roomId: string; filename: string; content: string; visibility: Visibility },
): Promise<FileView> {
  const bytes = new TextEncoder().encode(input.content);
  if (bytes.length > MAX_FILE_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "The file is too large to save (at most 256 KB).");
  }
  const now = deps.clock.now();
  const nameKey = fileByNameKey(ownerId, input.roomId, input.filename);
  const existingId = (await deps.kv.get<string>(nameKey)).value;
  const existing = existingId ? (await deps.kv.get<FileRecord>(fileKey(existingId))).value : null;
  const record: FileRecord = existing
    ? { ...existing, visibility: input.visibility, size: bytes.length, updatedAt: now }
    : {
      _id: newId(now),
      ownerId,
      roomId: input.roomId,
      filename: input.filename,
      visibility: input.visibility,
      size: bytes.length,
      createdAt: now,
      updatedAt: now,
    };
  // Content first: the record and indexes only point at it once it is whole.
  await setChunked(deps.kv, fileContentKey(record._id), bytes);
  const op = deps.kv.atomic()
    .set(fileKey(record._id), record)
    .set(filePreviewKey(record._id), input.content.slice(0, PREVIEW_CHARS + 1))
    .set(filesByOwnerKey(ownerId, record._id), null);
  if (!existing) op.check({ key: nameKey, versionstamp: null }).set(nameKey, record._id);
  if (!(await op.commit()).ok) {
    throw new AppError("CONFLICT", "This file was just saved from another tab. Please save again.");
  }
  return { ...summary(record, input.content), content: input.content };
}

/** A profile's files, newest first: all for the owner, public ones for everyone else. */
export async function listFiles(
  deps: Deps,
  userId: string,
  viewerId: string | null,
): Promise<FileSummary[]> {
  await requireUser(deps.kv, userId);
  const ids: string[] = [];
  for await (
    const e of deps.kv.list({ prefix: filesByOwnerPrefix(userId) }, { reverse: true, limit: 200 })
  ) {
    ids.push(e.key[2] as string);
  }
  const entries = await getManyBatched(
    deps.kv,
    ids.flatMap((id) => [fileKey(id), filePreviewKey(id)]),
  );
  const out: FileSummary[] = [];
  for (let j = 0; j < ids.length; j++) {
    const f = entries[2 * j].value as FileRecord | null;
    if (!f || !visibleTo(f, viewerId)) continue;
    out.push(summary(f, (entries[2 * j + 1].value as string | null) ?? ""));
  }
  return out;
}

async function readable(deps: Deps, fileId: string, viewerId: string | null): Promise<FileRecord> {
  const f = (await deps.kv.get<FileRecord>(fileKey(fileId))).value;
  if (!f || !visibleTo(f, viewerId)) throw notFound();
  return f;
}

async function withContent(deps: Deps, f: FileRecord): Promise<FileView> {
  const bytes = await getChunked(deps.kv, fileContentKey(f._id));
  const content = bytes ? new TextDecoder().decode(bytes) : "";
  return { ...summary(f, content), content };
}

/** One file of `ownerId` with its content. */
export async function getFile(
  deps: Deps,
  ownerId: string,
  fileId: string,
  viewerId: string | null,
): Promise<FileView> {
  const f = await readable(deps, fileId, viewerId);
  if (f.ownerId !== ownerId) throw notFound();
  return await withContent(deps, f);
}

/** One file with its content, found by its id alone (downloads, opening in a room). */
export async function readFile(
  deps: Deps,
  fileId: string,
  viewerId: string | null,
): Promise<FileView> {
  return await withContent(deps, await readable(deps, fileId, viewerId));
}

/** Adds to `op` the removal of file `id` of `ownerId`: its record, preview and indexes (the name
 * index only when the record, which names it, is known). */
export function removeFileOp(
  op: Deno.AtomicOperation,
  ownerId: string,
  id: string,
  record: FileRecord | null,
): Deno.AtomicOperation {
  op.delete(fileKey(id)).delete(filePreviewKey(id)).delete(filesByOwnerKey(ownerId, id));
  if (record) op.delete(fileByNameKey(ownerId, record.roomId, record.filename));
  return op;
}

/** The owner deletes a file: its record, indexes and content. */
export async function deleteFile(deps: Deps, actorId: string, fileId: string): Promise<void> {
  const entry = await deps.kv.get<FileRecord>(fileKey(fileId));
  const f = entry.value;
  if (!f || !visibleTo(f, actorId)) throw notFound();
  if (f.ownerId !== actorId) {
    throw new AppError("FORBIDDEN", "Only the owner can delete this file.");
  }
  const ok = await removeFileOp(deps.kv.atomic().check(entry), f.ownerId, fileId, f).commit();
  if (!ok.ok) {
    throw new AppError(
      "CONFLICT",
      "This file changed elsewhere at the same time. Please try again.",
    );
  }
  // Nothing points at the content any more; a crash here only leaves unreachable chunks.
  await deleteChunked(deps.kv, fileContentKey(fileId));
}

/** New rooms one student may open from saved files: a room is cheap but stored for good. */
export const openInRoomLimit: Limit = { name: "file_room_user", limit: 20, windowMs: 10 * 60_000 };

/**
 * Opens a readable file in a fresh editor room whose one file holds its content under its
 * name, in the language its extension names (JavaScript otherwise); answers the room's id.
 */
export async function openInRoom(
  deps: Deps,
  viewerId: string,
  fileId: string,
): Promise<{ roomId: string }> {
  const file = await readFile(deps, fileId, viewerId);
  await enforce(deps.kv, [[
    openInRoomLimit,
    viewerId,
    "You opened many rooms in a short time. Please wait a few minutes and try again.",
  ]], deps.clock.now());
  const roomId = await createRoomWithFile(deps.kv, {
    name: file.filename,
    language: languageOfFilename(file.filename) ?? "javascript",
    content: file.content,
  }, deps.clock.now());
  return { roomId };
}

/** The owner makes a file private or public. */
export async function setVisibility(
  deps: Deps,
  actorId: string,
  fileId: string,
  visibility: Visibility,
): Promise<FileSummary> {
  const next = await updateValue<FileRecord>(deps.kv, fileKey(fileId), (f) => {
    if (!f || !visibleTo(f, actorId)) throw notFound();
    if (f.ownerId !== actorId) {
      throw new AppError("FORBIDDEN", "Only the owner can change who sees this file.");
    }
    return { ...f, visibility, updatedAt: deps.clock.now() };
  }, {
    attempts: 5,
    message: "This file changed elsewhere at the same time. Please try again.",
  });
  const preview = (await deps.kv.get<string>(filePreviewKey(fileId))).value ?? "";
  return summary(next, preview);
}
