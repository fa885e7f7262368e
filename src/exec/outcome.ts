/**
 * What a program's end means to a student: the output it wrote, then one sentence when a limit or
 * a crash ended it. A runtime's own crash report (V8's heap dump) is replaced by that sentence.
 */
import { result, type RunResult } from "./model.ts";
import type { Spawned } from "./process.ts";

/** bubblewrap reports a program killed by signal N as exit code 128 + N. */
const signalNames: Record<number, string> = {
  5: "SIGTRAP",
  6: "SIGABRT",
  9: "SIGKILL",
  11: "SIGSEGV",
  24: "SIGXCPU",
  25: "SIGXFSZ",
};

/** Where V8 starts its report when it runs out of memory; nothing after it helps a student. */
const V8_OUT_OF_MEMORY =
  /(?:^|\n)\s*(?:<--- Last few GCs --->|#\s*\n# Fatal (?:JavaScript|process) out of memory)/;
/** A JavaScript allocation refused at the memory cap (the error itself stays in the output). */
const JS_ALLOCATION_REFUSED =
  /RangeError: (?:Array buffer allocation failed|WebAssembly\.Memory(?:\.grow)?\(\): (?:could not allocate memory|Maximum memory size exceeded|Unable to grow instance memory))/;

export function memoryMessage(memoryBytes: number): string {
  return `Memory limit exceeded (${Math.round(memoryBytes / 1024 ** 2)} MB).`;
}

function explain(s: Spawned, memoryBytes: number): string | null {
  if (s.note) return s.note;
  const crash = s.output.search(V8_OUT_OF_MEMORY);
  if (crash >= 0) {
    s.output = s.output.slice(0, crash).replace(/\s+$/, "");
    return memoryMessage(memoryBytes);
  }
  if (JS_ALLOCATION_REFUSED.test(s.output)) return memoryMessage(memoryBytes);
  if (!s.signal && s.code !== null && s.code > 128) s.signal = signalNames[s.code - 128] ?? null;
  if (s.signal === "SIGXCPU") return "CPU time limit exceeded.";
  if (s.signal === "SIGSEGV") return "The program crashed (segmentation fault).";
  if (s.signal === "SIGKILL") {
    return "The program was stopped: it hit a time, memory or process limit.";
  }
  if (s.signal === "SIGXFSZ") return "The program wrote a file larger than allowed.";
  if (s.signal === "SIGABRT" || s.signal === "SIGTRAP") {
    return "The program stopped with a fatal error.";
  }
  return null;
}

/** The run's answer: its output, then why it ended when a limit or a crash ended it. */
export function finish(s: Spawned, memoryBytes: number): RunResult {
  const why = explain(s, memoryBytes);
  const output = s.output;
  return result(
    why ? `${output}${output && !output.endsWith("\n") ? "\n" : ""}${why}` : output,
    s.code,
    s.signal,
  );
}
