/** A student's blocks and reports for "Download my data": whom they blocked and since when, and
 * what they reported, as they sent it. */
import { getExisting } from "../core/kv.ts";
import { getUsers } from "../users/repo.ts";
import { blocksPrefix } from "./blocks.ts";
import type { ReportRecord } from "./report_model.ts";
import { reportedByPrefix, reportKey } from "./report_keys.ts";

export async function safetyOf(kv: Deno.Kv, userId: string) {
  const blocks = await Array.fromAsync(kv.list<number>({ prefix: blocksPrefix(userId) }));
  const users = new Map(
    (await getUsers(kv, blocks.map((e) => e.key[2] as string))).map((u) => [u._id, u]),
  );
  const marks = await Array.fromAsync(kv.list<string>({ prefix: reportedByPrefix(userId) }));
  const reports = await getExisting<ReportRecord>(kv, marks.map((e) => reportKey(e.value)));
  return {
    blocked: blocks.map((e) => ({
      _id: e.key[2] as string,
      username: users.get(e.key[2] as string)?.username ?? "",
      since: new Date(e.value).toISOString(),
    })),
    reports: reports.map((r) => ({
      _id: r._id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      createdAt: new Date(r.createdAt).toISOString(),
      resolved: r.resolvedAt !== null,
    })),
  };
}
