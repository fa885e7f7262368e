/**
 * `deno task moderate`: the operator's handling of students' reports on the configured KV
 * (`DENO_KV_PATH`): list open reports, hide or show a post or comment, suspend or restore an
 * account, resolve a report. Exit codes: 0 done, 1 refused (unknown id), 2 the command is wrong.
 */
import { parseArgs } from "node:util";
import { alignedTable, operatorCommand, type Output, runOnConfiguredKv } from "./operator_cli.ts";
import type { ReportRecord } from "../safety/report_model.ts";
import { listOpenReports, resolveReport } from "../safety/reports.ts";
import { setCommentHidden, setPostHidden, setSuspended } from "../safety/moderation.ts";
import { getUsers } from "../users/repo.ts";

export const USAGE = `usage: deno task moderate <command>
  list [--limit N]               open reports, newest first (50 unless --limit)
  hide post <postId>             show a post to nobody but its author
  hide comment <commentId>       the same for a comment (or <postId>/<commentId>)
  unhide post|comment <id>       show it again
  suspend <userId|username>      end every login and hide all they wrote; sign-in is refused
  unsuspend <userId|username>    restore the account
  resolve <reportId>             take a report off the open list`;

/** One line per report: id, date, type, target, reason, reporter → owner, excerpt. */
async function formatReports(kv: Deno.Kv, reports: ReportRecord[]): Promise<string[]> {
  const users = new Map(
    (await getUsers(kv, [...new Set(reports.flatMap((r) => [r.reporterId, r.ownerId]))]))
      .map((u) => [u._id, u]),
  );
  const who = (id: string) => {
    const u = users.get(id);
    return u ? `@${u.username}${u.suspendedAt ? " (suspended)" : ""}` : "(gone)";
  };
  const rows = reports.map((r) => [
    r._id,
    new Date(r.createdAt).toISOString().slice(0, 16).replace("T", " "),
    r.targetType,
    r.parentId ? `${r.parentId}/${r.targetId}` : r.targetId,
    r.reason,
    `${who(r.reporterId)} → ${who(r.ownerId)}`,
    [r.excerpt, r.details ? `— ${r.details.replace(/\s+/g, " ")}` : ""].join(" ").trim(),
  ]);
  const header = ["id", "date (UTC)", "type", "target", "reason", "by → about", "excerpt"];
  return alignedTable(header, rows);
}

/** Runs one command on `kv`; answers the exit code. */
export async function runModerateCommand(
  kv: Deno.Kv,
  args: string[],
  out: Output,
  now: () => number = Date.now,
): Promise<number> {
  const parse = () =>
    parseArgs({ args, allowPositionals: true, options: { limit: { type: "string" } } });
  return await operatorCommand(out, USAGE, parse, async (parsed, usage) => {
    const [command, first, second, ...rest] = parsed.positionals;
    // Suspending ends logins in the store; the server closes their sockets within its sweep.
    const sessions = { kv, hub: { closeSession() {} } };
    if (command === "list") {
      if (first !== undefined) return usage(`list takes no arguments: ${first}`);
      const limit = Number(parsed.values.limit ?? 50);
      if (!Number.isInteger(limit) || limit < 1) return usage("--limit must be a whole number");
      const reports = await listOpenReports(kv, limit);
      if (reports.length === 0) out.log("no open reports");
      else for (const line of await formatReports(kv, reports)) out.log(line);
      return 0;
    }
    if (parsed.values.limit !== undefined) return usage("--limit goes with list only");
    if (command === "hide" || command === "unhide") {
      const hidden = command === "hide";
      if (!second || rest.length) return usage(`${command} takes post or comment and an id`);
      if (first === "post") {
        const post = await setPostHidden(kv, second, hidden, now());
        out.log(`post ${post._id} is ${hidden ? "hidden" : "shown"}`);
        return 0;
      }
      if (first === "comment") {
        const comment = await setCommentHidden(kv, second, hidden, now());
        out.log(`comment ${comment.postId}/${comment._id} is ${hidden ? "hidden" : "shown"}`);
        return 0;
      }
      return usage(`${command} takes post or comment, not ${first}`);
    }
    if (command === "suspend" || command === "unsuspend") {
      if (!first || second !== undefined) return usage(`${command} takes one id or username`);
      const { user, endedSessions } = await setSuspended(
        sessions,
        first,
        command === "suspend",
        now(),
      );
      out.log(
        command === "suspend"
          ? `@${user.username} (${user._id}) is suspended; ${endedSessions} login(s) ended`
          : `@${user.username} (${user._id}) is restored`,
      );
      return 0;
    }
    if (command === "resolve") {
      if (!first || second !== undefined) return usage("resolve takes one report id");
      const report = await resolveReport(kv, first, now());
      out.log(`report ${report._id} is resolved`);
      return 0;
    }
    return usage(command ? `unknown command: ${command}` : "a command is needed");
  });
}

if (import.meta.main) await runOnConfiguredKv(runModerateCommand);
