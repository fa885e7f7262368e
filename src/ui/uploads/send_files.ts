/**
 * Uploads go as multipart/form-data with `fetch` (tRPC carries JSON only): the files under one
 * field name, the session renewed once on a 401 (spec 000 §4 "Request retry").
 */
import { refreshOnce } from "../../client/renew_session.ts";

/** Posts `files` to `path` under `field`, and again once the session is renewed after a 401. */
export async function sendFiles(path: string, field: string, files: File[]): Promise<Response> {
  const send = () => {
    const form = new FormData();
    for (const file of files) form.append(field, file);
    return fetch(path, { method: "POST", body: form, credentials: "same-origin" });
  };
  const first = await send();
  if (first.status === 401 && (await refreshOnce())) return await send();
  return first;
}
