/** A departing student's resume versions: each with its owner index and share link in one write,
 * the count last, so a share link never outlives the account. */
import type { AppDeps } from "../deps.ts";
import { resumeCountKey, resumeKey, resumesByOwnerPrefix, resumeShareKey } from "./keys.ts";
import type { ResumeRecord } from "./model.ts";

export async function eraseResumes(deps: Pick<AppDeps, "kv">, ownerId: string): Promise<void> {
  const { kv } = deps;
  for await (const e of kv.list({ prefix: resumesByOwnerPrefix(ownerId) })) {
    const id = e.key[2] as string;
    const record = (await kv.get<ResumeRecord>(resumeKey(id))).value;
    const op = kv.atomic().delete(resumeKey(id)).delete(e.key);
    if (record?.sharing) op.delete(resumeShareKey(record.sharing.shareId));
    await op.commit();
  }
  await kv.delete(resumeCountKey(ownerId));
}
