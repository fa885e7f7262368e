/** Running code from the editor room (ARCHITECTURE "Code execution"): one request, one answer. */

import type { Language } from "../shared/languages.ts";

export type RunRequest = { language: Language; version: string; code: string; stdin?: string };
/** The Piston answer shape the room expects (spec 001 §3 "Compile result": run.output). */
export type RunResult = { run: { output: string; code: number | null; signal: string | null } };

export type Executor = { run(req: RunRequest): Promise<RunResult> };

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
};

export const MAX_CODE_BYTES = 64 * 1024;

export function result(
  output: string,
  code: number | null,
  signal: string | null = null,
): RunResult {
  return { run: { output, code, signal } };
}
