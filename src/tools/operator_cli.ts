/**
 * What the operator's commands on the store (`deno task feedback`, `deno task moderate`) share:
 * their output, a wrong command line answering exit code 2 with the usage, a refusal (an
 * `AppError`) answering 1 with its sentence, aligned tables, and running on the configured KV.
 */
import { loadConfig } from "../config.ts";
import { AppError } from "../core/errors.ts";
import { openKv } from "../core/kv.ts";

export type Output = { log(line: string): void; error(line: string): void };

/** Says what is wrong with the command line, then the usage; answers exit code 2. */
export type Usage = (problem: string) => number;

/** Parses the command line with `parse` and runs `run` on the result, turning a wrong command
 * line into 2 and a refusal into 1; any other error is the program's and propagates. */
export async function operatorCommand<T>(
  out: Output,
  usageText: string,
  parse: () => T,
  run: (parsed: T, usage: Usage) => Promise<number>,
): Promise<number> {
  let parsed: T;
  try {
    parsed = parse();
  } catch (err) {
    out.error(`${err instanceof Error ? err.message : err}\n${usageText}`);
    return 2;
  }
  const usage: Usage = (problem) => (out.error(`${problem}\n${usageText}`), 2);
  try {
    return await run(parsed, usage);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    out.error(err.message);
    return 1;
  }
}

/** Rows under a header, each column as wide as its widest cell. */
export function alignedTable(header: string[], rows: string[][]): string[] {
  const all = [header, ...rows];
  const widths = header.map((_, col) => Math.max(...all.map((r) => r[col].length)));
  return all.map((r) => r.map((cell, col) => cell.padEnd(widths[col])).join("  ").trimEnd());
}

/** Runs a command on the configured KV (`DENO_KV_PATH`) with the process's arguments and exits
 * with its code. */
export async function runOnConfiguredKv(
  command: (kv: Deno.Kv, args: string[], out: Output) => Promise<number>,
): Promise<never> {
  const kv = await openKv(loadConfig());
  const code = await command(kv, Deno.args, console);
  kv.close();
  Deno.exit(code);
}
