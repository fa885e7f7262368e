/** Starts a server as a child process (pinned to one core when `taskset` exists) and waits for its listening line. */

export type Child = {
  url: string;
  pid: number;
  /** Asks it to stop (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Ends it at once, as a crash or `kill -9` would, and waits for it to be gone. */
  kill(): Promise<void>;
};

function hasTaskset(): boolean {
  try {
    return new Deno.Command("taskset", { args: ["-V"], stdout: "null", stderr: "null" })
      .outputSync().success;
  } catch {
    return false;
  }
}

export const canPin = hasTaskset();

/** Pins this process (the load generator), every thread, to `core`, away from the server. */
export function pinSelf(core: number): void {
  if (!canPin) return;
  new Deno.Command("taskset", {
    args: ["-a", "-cp", String(core), String(Deno.pid)],
    stdout: "null",
  })
    .outputSync();
}

/**
 * Seconds core `core` has spent so far (all of its time, and the part taken by the host for other
 * machines: "steal"), from `/proc/stat`. On a shared virtual machine a slow slice is often the
 * host's, not the server's: the benches print the server core's steal beside their figures.
 */
export function coreTime(core: number): { total: number; steal: number } {
  const line = Deno.readTextFileSync("/proc/stat").split("\n").find((l) =>
    l.startsWith(`cpu${core} `)
  );
  // user nice system idle iowait irq softirq steal …, in USER_HZ (100 a second).
  const f = (line ?? "").trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: f.reduce((t, x) => t + x, 0) / 100, steal: (f[7] ?? 0) / 100 };
}

/** utime + stime in seconds from a `/proc` stat file (a process's or one thread's). */
function cpuSecondsIn(statPath: string): number {
  const stat = Deno.readTextFileSync(statPath);
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Ticks are USER_HZ, 100 a second on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** utime + stime of `pid` in seconds, and its resident memory in MB, from `/proc`. */
export function usage(pid: number): { cpu: number; rssMb: number } {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpu: cpuSecondsIn(`/proc/${pid}/stat`), rssMb: rssKb / 1024 };
}

/** CPU seconds the main thread of `pid` has used (for Deno, JavaScript); the rest of a server's
 * CPU is KV's SQLite thread, V8's helpers and I/O. */
export function mainThreadCpu(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`);
}

/** This process's soft limit on open files (children inherit it), or Infinity when unknown. */
export function openFilesLimit(): number {
  try {
    const limits = Deno.readTextFileSync("/proc/self/limits");
    return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Infinity);
  } catch {
    return Infinity;
  }
}

export async function startProcess(
  args: string[],
  options: { env?: Record<string, string>; core?: number; cwd?: string } = {},
): Promise<Child> {
  const cmd = canPin && options.core !== undefined
    ? ["taskset", "-c", String(options.core), Deno.execPath(), ...args]
    : [Deno.execPath(), ...args];
  const child = new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    env: options.env,
    cwd: options.cwd,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  const timeout = setTimeout(() => child.kill("SIGKILL"), 60_000);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`process exited before listening: ${out}`);
    out += value;
    const m = /listening on (http:\/\/\S+)/.exec(out);
    if (m) {
      clearTimeout(timeout);
      // Keep draining stdout so the child never blocks on a full pipe.
      (async () => {
        while (!(await reader.read()).done) { /* discard */ }
      })().catch(() => {});
      return {
        url: m[1],
        pid: child.pid,
        async stop() {
          child.kill("SIGTERM");
          await child.status;
        },
        async kill() {
          child.kill("SIGKILL");
          await child.status;
        },
      };
    }
  }
}

/**
 * The V8 flags `deno task start` runs the server with (its `--v8-flags=` in deno.json), so a bench
 * measures the server as it is deployed. `BENCH_SERVER_V8_FLAGS` replaces them ("" for none), to
 * put the figures with and without them side by side.
 */
export function startV8Flags(): string[] {
  const override = Deno.env.get("BENCH_SERVER_V8_FLAGS");
  if (override !== undefined) return override.split(",").filter(Boolean);
  const config = JSON.parse(Deno.readTextFileSync(new URL("../../deno.json", import.meta.url)));
  const start = /--v8-flags=(\S+)/.exec(String(config.tasks?.start ?? ""));
  return start ? start[1].split(",") : [];
}

/** With BENCH_CPU_PROF_DIR set, each of our servers a bench starts writes a V8 CPU profile there
 * when it stops (open it in Chrome's DevTools, Performance tab). */
const PROFILE_DIR = Deno.env.get("BENCH_CPU_PROF_DIR");

/** With BENCH_INSPECT set, our server listens for a V8 inspector on 127.0.0.1:9229 (a heap
 * snapshot, or a sampling heap profile of what reaches the old generation, while a bench runs). */
const INSPECT = Deno.env.get("BENCH_INSPECT") ? ["--inspect=127.0.0.1:9229"] : [];

/** `deno run` arguments for our server as `deno task start` runs it, with `extraV8` flags added
 * (and a CPU profile, on request). */
export function serverArgs(extraV8: string[] = []): string[] {
  const v8 = [...startV8Flags(), ...extraV8];
  const v8Flags = v8.length > 0 ? [`--v8-flags=${v8.join(",")}`] : [];
  const profile = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return ["run", "-A", ...v8Flags, ...profile, ...INSPECT, "main.ts"];
}
