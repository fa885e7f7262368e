/**
 * The local sandbox (ARCHITECTURE "Code execution"). JavaScript runs in a Deno subprocess with no
 * permissions and a 64 MB heap. Python, C++ and Java run under bubblewrap as `nobody`: no
 * network, a read-only /usr, a private /tmp, nothing of the app's files; prlimit caps CPU time,
 * memory, processes and file size, and the wall-time limit kills with SIGKILL. At most
 * `concurrency` runs execute at once.
 */
import type { Language } from "../shared/languages.ts";
import { type Executor, type Limits, result, type RunRequest, type RunResult } from "./model.ts";
import { jailCommand } from "./jail.ts";
import { runLimited, type Spawned } from "./process.ts";

const JAVA_HOME = "/usr/lib/jvm/java-17-openjdk-amd64";
const JAVA_START_MS = 3_000;
const tools: Record<Exclude<Language, "javascript">, { path: string; name: string }> = {
  python: { path: "/usr/bin/python3", name: "Python" },
  cpp: { path: "/usr/bin/g++", name: "C++" },
  java: { path: `${JAVA_HOME}/bin/java`, name: "Java" },
};

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** bubblewrap reports a program killed by signal N as exit code 128 + N. */
const signalNames: Record<number, string> = {
  5: "SIGTRAP",
  6: "SIGABRT",
  9: "SIGKILL",
  11: "SIGSEGV",
  24: "SIGXCPU",
  25: "SIGXFSZ",
};

/** What a program's end means to a student. */
function explain(s: Spawned): string | null {
  if (s.note) return s.note;
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

function finish(s: Spawned): RunResult {
  const why = explain(s);
  return result(
    why ? `${s.output}${s.output && !s.output.endsWith("\n") ? "\n" : ""}${why}` : s.output,
    s.code,
    s.signal,
  );
}

/**
 * The queue bounding how many programs run at once. Each running job holds a slot number, so
 * concurrent runs can be told apart (each slot runs as its own user).
 */
function queue(size: number) {
  const free = Array.from({ length: size }, (_, i) => i);
  const waiting: (() => void)[] = [];
  return async <T>(job: (slot: number) => Promise<T>): Promise<T> => {
    while (free.length === 0) await new Promise<void>((r) => waiting.push(r));
    const slot = free.shift()!;
    try {
      return await job(slot);
    } finally {
      free.push(slot);
      waiting.shift()?.();
    }
  };
}

/** The first of the user ids sandboxed programs run as, one per slot. Processes are capped per
 * user, so a fork bomb in one slot cannot starve a program running in another. */
const FIRST_SANDBOX_UID = 61_000;

export function sandboxExecutor(limits: Limits): Executor {
  const enqueue = queue(limits.concurrency);

  async function javascript(dir: string, req: RunRequest): Promise<RunResult> {
    await Deno.writeTextFile(`${dir}/main.js`, req.code);
    const s = await runLimited("nice", [
      "-n",
      "15",
      "prlimit",
      `--cpu=${limits.cpuSeconds}`,
      "--",
      Deno.execPath(),
      "run",
      "--no-prompt",
      "--no-config",
      "--no-lock",
      "--no-npm",
      "--no-remote",
      "--cached-only",
      "--v8-flags=--max-old-space-size=64",
      `${dir}/main.js`,
    ], {
      stdin: req.stdin,
      wallMs: limits.wallMs,
      outputBytes: limits.outputBytes,
      env: { DENO_DIR: `${dir}/.deno`, NO_COLOR: "1" },
    });
    return finish(s);
  }

  async function jailed(
    dir: string,
    req: RunRequest,
    language: Exclude<Language, "javascript">,
    slot: number,
  ): Promise<RunResult> {
    const uid = FIRST_SANDBOX_UID + slot;
    const jail = (box: string, memory: number, extra: string[], program: string[], cpu?: number) =>
      jailCommand(limits, { box, memory, extra, program, cpu, uid });
    const tool = tools[language];
    if (!exists(tool.path) || !exists("/usr/bin/bwrap") || !exists("/usr/bin/setpriv")) {
      return result(`${tool.name} is not available on this server right now.`, null);
    }
    const io = {
      stdin: req.stdin,
      wallMs: limits.wallMs,
      outputBytes: limits.outputBytes,
      env: { PATH: "/usr/bin:/bin", HOME: "/tmp", LANG: "C.UTF-8" },
    };
    // Unbuffered, so printed lines and errors appear in the order the program wrote them.
    if (language === "python") {
      await Deno.writeTextFile(`${dir}/main.py`, req.code);
      return finish(
        await runLimited(
          ...jail(dir, limits.memoryBytes, [], [tool.path, "-I", "-u", "/box/main.py"]),
          io,
        ),
      );
    }
    if (language === "java") {
      await Deno.writeTextFile(`${dir}/Main.java`, req.code);
      // The JVM reserves far more address space than it uses: its heap is capped by -Xmx instead.
      const program = [
        tool.path,
        "-Xmx128m",
        "-Xss8m",
        "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1",
        "-XX:CICompilerCount=1",
        "-Xshare:off",
        "/box/Main.java",
      ];
      const etc = exists("/etc/java-17-openjdk")
        ? ["--ro-bind", "/etc/java-17-openjdk", "/etc/java-17-openjdk"]
        : [];
      // Java compiles the source when it starts: a little more time for that.
      return finish(
        await runLimited(...jail(dir, 4 * 1024 ** 3, etc, program, limits.cpuSeconds + 4), {
          ...io,
          wallMs: limits.wallMs + JAVA_START_MS,
        }),
      );
    }
    await Deno.writeTextFile(`${dir}/main.cpp`, req.code);
    const out = `${dir}/out`;
    await Deno.mkdir(out, { mode: 0o777 });
    await Deno.chmod(out, 0o777);
    const compile = await runLimited(
      ...jail(dir, 1024 ** 3, ["--bind", out, "/out"], [
        tool.path,
        "-O2",
        "-std=c++17",
        "-o",
        "/out/prog",
        "/box/main.cpp",
      ], 20),
      { ...io, stdin: "", wallMs: limits.compileWallMs },
    );
    if (compile.code !== 0) {
      return finish({ ...compile, note: compile.note ?? "Compilation failed." });
    }
    return finish(
      await runLimited(
        ...jail(dir, limits.memoryBytes, ["--ro-bind", out, "/out"], ["/out/prog"]),
        io,
      ),
    );
  }

  return {
    run(req) {
      return enqueue(async (slot) => {
        const dir = await Deno.makeTempDir({ prefix: "campus-run-" });
        try {
          await Deno.chmod(dir, 0o755);
          return req.language === "javascript"
            ? await javascript(dir, req)
            : await jailed(dir, req, req.language, slot);
        } finally {
          await Deno.remove(dir, { recursive: true }).catch(() => {});
        }
      });
    },
  };
}
