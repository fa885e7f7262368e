/**
 * `deno task feedback`: the operator's moderation of feedback on the configured KV
 * (`DENO_KV_PATH`): list items, hide or show one, set a report's status. Exit codes: 0 done,
 * 1 refused (unknown id or status), 2 the command itself is wrong.
 */
import { parseArgs } from "node:util";
import { alignedTable, operatorCommand, type Output, runOnConfiguredKv } from "./operator_cli.ts";
import type { FeedbackRecord } from "../feedback/model.ts";
import { listForOperators, setHidden, setStatus } from "../feedback/moderation.ts";
import { FEEDBACK_TYPES, type FeedbackType } from "../shared/feedback_rules.ts";

export const USAGE = `usage: deno task feedback <command>
  list [--type quick|technical] [--all]   newest 20 items (every item with --all), hidden included
  hide <id>                               leave an item out of every list
  show <id>                               list a hidden item again
  status <id> <status>                    set a report's status: Pending, "In Review", Resolved, Closed`;

/** The first 60 characters of what an item says, on one line. */
function gist(item: FeedbackRecord): string {
  const text = item.type === "quick"
    ? item.text
    : [item.issues, item.featureRequest, item.nonFunctional, item.generalFeedback]
      .find((s) => s !== "") ?? "";
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/** One line per item: id, type, date, status, hidden, name, gist; columns padded. */
export function formatItems(items: FeedbackRecord[]): string[] {
  const rows = items.map((i) => [
    i._id,
    i.type,
    new Date(i.createdAt).toISOString().slice(0, 16).replace("T", " "),
    i.type === "technical" ? i.status : "-",
    i.hidden ? "hidden" : "shown",
    i.name.replace(/\s+/g, " "),
    gist(i),
  ]);
  const header = ["id", "type", "date (UTC)", "status", "hidden", "name", "text"];
  return alignedTable(header, rows);
}

function describe(item: FeedbackRecord): string {
  const status = item.type === "technical" ? `, status ${item.status}` : "";
  return `${item._id} (${item.type}) is ${item.hidden ? "hidden" : "shown"}${status}`;
}

/** Runs one command on `kv`; answers the exit code. */
export async function runFeedbackCommand(
  kv: Deno.Kv,
  args: string[],
  out: Output,
): Promise<number> {
  const parse = () =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { type: { type: "string" }, all: { type: "boolean" } },
    });
  return await operatorCommand(out, USAGE, parse, async (parsed, usage) => {
    const [command, id, status, ...rest] = parsed.positionals;
    if (command === "list") {
      const type = parsed.values.type;
      if (id !== undefined) return usage(`list takes no ids: ${id}`);
      if (type !== undefined && !FEEDBACK_TYPES.includes(type as FeedbackType)) {
        return usage(`--type must be quick or technical, not ${type}`);
      }
      const items = await listForOperators(kv, {
        type: type as FeedbackType | undefined,
        all: parsed.values.all,
      });
      if (items.length === 0) out.log("no feedback yet");
      else for (const line of formatItems(items)) out.log(line);
      return 0;
    }
    if (parsed.values.type !== undefined || parsed.values.all) {
      return usage("--type and --all go with list only");
    }
    if (command === "hide" || command === "show") {
      if (!id || status !== undefined) return usage(`${command} takes one id`);
      out.log(describe(await setHidden(kv, id, command === "hide")));
      return 0;
    }
    if (command === "status") {
      if (!id || !status || rest.length) {
        return usage('status takes an id and a status (quote "In Review")');
      }
      out.log(describe(await setStatus(kv, id, status)));
      return 0;
    }
    return usage(command ? `unknown command: ${command}` : "a command is needed");
  });
}

if (import.meta.main) await runOnConfiguredKv(runFeedbackCommand);
