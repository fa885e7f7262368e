/**
 * Uploads one report attachment (spec 001 §7 `POST /upload`: multipart, field `file`, one file a
 * request) and answers what the report lists for it. The server decides the real type.
 */
import type { Attachment } from "../home/feedback_data.ts";

export async function uploadAttachment(file: File): Promise<Attachment> {
  const body = new FormData();
  body.append("file", file);
  const res = await fetch("/api/upload", { method: "POST", body, credentials: "same-origin" });
  const answer = await res.json().catch(() => null) as { url?: string; message?: string } | null;
  if (!res.ok || typeof answer?.url !== "string") {
    throw new Error(answer?.message ?? `Upload answered ${res.status}`);
  }
  return { filename: file.name, url: answer.url, fileType: file.type || "file" };
}
