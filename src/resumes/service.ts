/**
 * Resume versions: list, read, create (prefilled from the profile, or a copy), update, delete,
 * share on and off, and read by share link. Every version is its owner's alone: anyone else is
 * told it does not exist (404), and a link that is off is 404 for everyone.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getExisting } from "../core/kv.ts";
import { enforce, type Limit } from "../core/rate_limit.ts";
import { isId } from "../shared/ids.ts";
import {
  RESUME_LIMITS,
  type ResumeSummary,
  type ResumeTemplate,
  type ResumeView,
  type SharedResume,
  TOO_MANY_VERSIONS,
} from "../shared/resume_rules.ts";
import {
  resumeCountKey,
  resumeKey,
  resumesByOwnerKey,
  resumesByOwnerPrefix,
  resumeShareKey,
} from "./keys.ts";
import type { ResumeRecord } from "./model.ts";
import { prefillFromProfile } from "./prefill.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "config">;

/** Saves are explicit, so this is far above honest editing and still stops a flood. */
export const resumeWriteLimit: Limit = {
  name: "resume_writes_user",
  limit: 120,
  windowMs: 10 * 60_000,
};

const notFound = () => new AppError("NOT_FOUND", "Resume not found.");
const linkOff = () => new AppError("NOT_FOUND", "This resume is not shared.");
const raced = () =>
  new AppError(
    "CONFLICT",
    "Your resumes changed in another tab at the same time. Please try again.",
  );

function paced(deps: Deps, userId: string) {
  return enforce(
    deps.kv,
    [[resumeWriteLimit, userId, "You're saving resumes too fast."]],
    deps.clock.now(),
  );
}

function summaryOf(r: ResumeRecord): ResumeSummary {
  return {
    _id: r._id,
    title: r.title,
    template: r.template,
    sharing: r.sharing,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

function viewOf(r: ResumeRecord): ResumeView {
  return { ...summaryOf(r), content: r.content };
}

/** The version when `userId` owns it; 404 for everyone else and for ids that cannot exist. */
async function owned(deps: Deps, userId: string, id: string) {
  if (!isId(id)) throw notFound();
  const entry = await deps.kv.get<ResumeRecord>(resumeKey(id));
  if (!entry.value || entry.value.ownerId !== userId) throw notFound();
  return entry as Deno.KvEntry<ResumeRecord>;
}

/** A 128-bit random id in base64url: nobody finds a link by guessing. */
function newShareId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(
    /=+$/,
    "",
  );
}

/** The student's versions, newest first. */
export async function listResumes(deps: Deps, userId: string): Promise<ResumeSummary[]> {
  const ids: string[] = [];
  for await (const e of deps.kv.list({ prefix: resumesByOwnerPrefix(userId) }, { reverse: true })) {
    ids.push(e.key[2] as string);
  }
  const records = await getExisting<ResumeRecord>(deps.kv, ids.map(resumeKey));
  return records.map(summaryOf);
}

/** One of the student's own versions. */
export async function getResume(deps: Deps, userId: string, id: string): Promise<ResumeView> {
  return viewOf((await owned(deps, userId, id)).value);
}

/** A new version: a copy of `copyOf` (one's own), else a draft from the profile. */
export async function createResume(
  deps: Deps,
  userId: string,
  input: { title?: string; template?: ResumeTemplate; copyOf?: string },
): Promise<ResumeView> {
  await paced(deps, userId);
  const source = input.copyOf ? (await owned(deps, userId, input.copyOf)).value : null;
  const content = source ? source.content : await prefillFromProfile(deps, userId);
  const countEntry = await deps.kv.get<number>(resumeCountKey(userId));
  const count = countEntry.value ?? 0;
  if (count >= RESUME_LIMITS.versions) throw new AppError("BAD_REQUEST", TOO_MANY_VERSIONS);
  const now = deps.clock.now();
  const record: ResumeRecord = {
    _id: newId(now),
    ownerId: userId,
    title: input.title ??
      (source ? `${source.title} (copy)`.slice(0, RESUME_LIMITS.title) : `Resume ${count + 1}`),
    template: input.template ?? source?.template ?? "classic",
    content,
    sharing: null,
    createdAt: now,
    updatedAt: now,
  };
  const ok = await deps.kv.atomic()
    .check(countEntry)
    .set(resumeCountKey(userId), count + 1)
    .set(resumeKey(record._id), record)
    .set(resumesByOwnerKey(userId, record._id), null)
    .commit();
  if (!ok.ok) throw raced();
  return viewOf(record);
}

/** Replaces the given fields of one's own version. */
export async function updateResume(
  deps: Deps,
  userId: string,
  id: string,
  input: { title?: string; template?: ResumeTemplate; content?: ResumeRecord["content"] },
): Promise<ResumeView> {
  await paced(deps, userId);
  const entry = await owned(deps, userId, id);
  const record: ResumeRecord = {
    ...entry.value,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.template !== undefined && { template: input.template }),
    ...(input.content !== undefined && { content: input.content }),
    updatedAt: deps.clock.now(),
  };
  const ok = await deps.kv.atomic().check(entry).set(resumeKey(id), record).commit();
  if (!ok.ok) throw raced();
  return viewOf(record);
}

/** Turns the share link on (a new unguessable id each time) or off (the old link is 404). */
export async function setSharing(
  deps: Deps,
  userId: string,
  id: string,
  input: { shared: boolean; indexable: boolean },
): Promise<ResumeView> {
  await paced(deps, userId);
  const entry = await owned(deps, userId, id);
  const old = entry.value.sharing;
  const sharing = !input.shared
    ? null
    : { shareId: old?.shareId ?? newShareId(), indexable: input.indexable };
  const record: ResumeRecord = { ...entry.value, sharing, updatedAt: deps.clock.now() };
  const op = deps.kv.atomic().check(entry).set(resumeKey(id), record);
  if (old && !sharing) op.delete(resumeShareKey(old.shareId));
  if (sharing && !old) {
    op.check({ key: resumeShareKey(sharing.shareId), versionstamp: null })
      .set(resumeShareKey(sharing.shareId), id);
  }
  if (!(await op.commit()).ok) throw raced();
  return viewOf(record);
}

/** Deletes one's own version and its share link. */
export async function deleteResume(deps: Deps, userId: string, id: string): Promise<void> {
  await paced(deps, userId);
  const entry = await owned(deps, userId, id);
  const countEntry = await deps.kv.get<number>(resumeCountKey(userId));
  const op = deps.kv.atomic().check(entry).check(countEntry)
    .delete(resumeKey(id))
    .delete(resumesByOwnerKey(userId, id))
    .set(resumeCountKey(userId), Math.max(0, (countEntry.value ?? 1) - 1));
  if (entry.value.sharing) op.delete(resumeShareKey(entry.value.sharing.shareId));
  if (!(await op.commit()).ok) throw raced();
}

/** What a live share link shows; 404 once it is off (or never was). */
export async function sharedResume(deps: Deps, shareId: string): Promise<SharedResume> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(shareId)) throw linkOff();
  const id = (await deps.kv.get<string>(resumeShareKey(shareId))).value;
  const record = id ? (await deps.kv.get<ResumeRecord>(resumeKey(id))).value : null;
  if (!record?.sharing || record.sharing.shareId !== shareId) throw linkOff();
  return {
    template: record.template,
    content: record.content,
    indexable: record.sharing.indexable,
  };
}

/** Every version with its content, oldest first, for "Download my data". */
export async function resumesOf(deps: Pick<AppDeps, "kv">, userId: string): Promise<ResumeView[]> {
  const ids: string[] = [];
  for await (const e of deps.kv.list({ prefix: resumesByOwnerPrefix(userId) })) {
    ids.push(e.key[2] as string);
  }
  return (await getExisting<ResumeRecord>(deps.kv, ids.map(resumeKey))).map(viewOf);
}
