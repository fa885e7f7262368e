/** Running code from the editor room (ARCHITECTURE "Code execution"): one request, one answer. */

import type { Language } from "../shared/languages.ts";
import type { RunOwner, Waiting } from "./fair_queue.ts";

export type RunRequest = { language: Language; version: string; code: string; stdin?: string };
/** The Piston answer shape the room expects (spec 001 §3 "Compile result": run.output). */
export type RunResult = { run: { output: string; code: number | null; signal: string | null } };

/** Who asked (for a fair turn and the caps), and hooks telling them their place in line. */
export type RunOptions = Waiting & { owner?: RunOwner };

export type Executor = { run(req: RunRequest, options?: RunOptions): Promise<RunResult> };

export type Limits = {
  /** Wall-clock time for the program (compiling has its own, longer allowance). */
  wallMs: number;
  compileWallMs: number;
  /** A backstop one second beyond the wall limit, so the wall limit (with its message) comes
   * first for a busy loop, and a program burning CPU on several threads is still stopped. */
  cpuSeconds: number;
  memoryBytes: number;
  processes: number;
  outputBytes: number;
  fileBytes: number;
  /** Runs executing at once; others wait their turn. */
  concurrency: number;
  /** Runs one student (or the visitors of one address) may hold waiting or running at once. */
  perOwner: number;
  /** Runs one address may hold waiting or running at once, a campus network's students together. */
  perAddress: number;
};

export const DEFAULT_LIMITS: Limits = {
  wallMs: 5_000,
  compileWallMs: 15_000,
  cpuSeconds: 6,
  memoryBytes: 256 * 1024 * 1024,
  processes: 64,
  outputBytes: 64 * 1024,
  fileBytes: 8 * 1024 * 1024,
  concurrency: 2,
  perOwner: 3,
  perAddress: 12,
};

export const MAX_CODE_BYTES = 64 * 1024;

export function result(
  output: string,
  code: number | null,
  signal: string | null = null,
): RunResult {
  return { run: { output, code, signal } };
}
