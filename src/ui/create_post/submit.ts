/**
 * Sending a post: images first to `/api/upload/multiple` (one request, field `images`), then
 * `posts.create` (`use_post_submit.ts`). Both renew the session once on a 401 (spec 000 §4
 * "Request retry").
 */
import { TRPCClientError } from "@trpc/client";
import { sendFiles } from "../uploads/send_files.ts";

export const UPLOAD_FAILED = "Failed to upload images";
export const CREATE_FAILED = "Failed to create post";

export type UploadResult = { ok: true; urls: string[] } | { ok: false; reason: string | null };

/** Uploads the files in order; a refusal carries the server's reason when it gave one. */
export async function uploadImages(files: File[]): Promise<UploadResult> {
  let res: Response;
  try {
    res = await sendFiles("/api/upload/multiple", "images", files);
  } catch {
    return { ok: false, reason: null };
  }
  const body = await res.json().catch(() => null) as
    | { images?: { url?: unknown }[]; message?: unknown }
    | null;
  if (!res.ok) {
    const known = res.status === 400 || res.status === 413 || res.status === 415;
    return { ok: false, reason: known && typeof body?.message === "string" ? body.message : null };
  }
  const urls = (body?.images ?? []).map((i) => i.url);
  if (urls.length !== files.length || urls.some((u) => typeof u !== "string")) {
    return { ok: false, reason: null };
  }
  return { ok: true, urls: urls as string[] };
}

/** Refusals whose message tells the student what to change or when to try again. */
const explained = new Set(["BAD_REQUEST", "PAYLOAD_TOO_LARGE", "TOO_MANY_REQUESTS"]);

/** The server's validation problem for a refused post (message and field path), else null. */
export function serverIssue(err: unknown): { message: string; path: string | null } | null {
  if (!(err instanceof TRPCClientError)) return null;
  const data = err.data as
    | { code?: string; issues?: { path?: string; message?: string }[] }
    | undefined;
  if (!data?.code || !explained.has(data.code)) return null;
  const first = data.issues?.[0];
  const message = first?.message ?? err.message;
  return message ? { message, path: first?.path ?? null } : null;
}
