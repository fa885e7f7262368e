/**
 * The local sandbox (ARCHITECTURE "Code execution"). Every language runs under bubblewrap as an
 * unprivileged user of its own: no network, a read-only /usr, a private /tmp, nothing of the
 * app's files; prlimit caps CPU time, memory, processes and file size, and the wall-time limit
 * kills with SIGKILL. JavaScript also runs in Deno with no permissions. At most `concurrency`
 * runs execute at once.
 */
import type { Language } from "../shared/languages.ts";
import { type Executor, type Limits, result, type RunRequest, type RunResult } from "./model.ts";
import { jailCommand, type JailOptions } from "./jail.ts";
import { runLimited } from "./process.ts";
import { finish as outcome } from "./outcome.ts";
import { jsRuntime, RUNTIME_MOUNT } from "./runtime.ts";
import { fairQueue, QueueFullError } from "./fair_queue.ts";

const JAVA_HOME = "/usr/lib/jvm/java-17-openjdk-amd64";
const JAVA_START_MS = 3_000;
/** Writable memory V8 reserves when it starts (its code space, ~560 MB here) but never fills:
 * JavaScript's data cap is this plus the run's memory limit. */
const V8_RESERVED_BYTES = 640 * 1024 ** 2;
const WASM_PAGE_BYTES = 64 * 1024;
/** Each language's toolchain; JavaScript's is this server's own Deno (see runtime.ts). */
const tools: Record<Language, { path?: string; name: string }> = {
  javascript: { name: "JavaScript" },
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

/** The first of the user ids sandboxed programs run as, one per slot. Processes are capped per
 * user, so a fork bomb in one slot cannot starve a program running in another. */
const FIRST_SANDBOX_UID = 61_000;

export function sandboxExecutor(limits: Limits): Executor {
  const queue = fairQueue(limits.concurrency, limits);

  const finish = (s: Parameters<typeof outcome>[0]) => outcome(s, limits.memoryBytes);

  async function jailed(
    dir: string,
    req: RunRequest,
    language: Language,
    slot: number,
  ): Promise<RunResult> {
    const uid = FIRST_SANDBOX_UID + slot;
    const jail = (
      box: string,
      memory: number,
      extra: string[],
      program: string[],
      cpu?: number,
      memoryKind?: JailOptions["memoryKind"],
    ) => jailCommand(limits, { box, memory, memoryKind, extra, program, cpu, uid });
    const tool = tools[language];
    if (
      (tool.path && !exists(tool.path)) || !exists("/usr/bin/bwrap") || !exists("/usr/bin/setpriv")
    ) {
      return result(`${tool.name} is not available on this server right now.`, null);
    }
    const io = {
      stdin: req.stdin,
      wallMs: limits.wallMs,
      outputBytes: limits.outputBytes,
      env: { PATH: "/usr/bin:/bin", HOME: "/tmp", LANG: "C.UTF-8" },
    };
    if (language === "javascript") {
      await Deno.writeTextFile(`${dir}/main.js`, req.code);
      const mb = Math.floor(limits.memoryBytes / 1024 ** 2);
      const program = [
        `${RUNTIME_MOUNT}/deno`,
        "run",
        "--no-prompt",
        "--no-config",
        "--no-lock",
        "--no-npm",
        "--no-remote",
        "--cached-only",
        "--no-code-cache",
        `--preload=${RUNTIME_MOUNT}/preload.js`,
        // The heap limit gives V8's own message; the data cap holds for buffers and WebAssembly.
        `--v8-flags=--max-old-space-size=${mb},--wasm-max-mem-pages=${
          Math.floor(limits.memoryBytes / WASM_PAGE_BYTES)
        }`,
        "/box/main.js",
      ];
      const runtime = ["--ro-bind", await jsRuntime(), RUNTIME_MOUNT];
      return finish(
        await runLimited(
          ...jail(dir, V8_RESERVED_BYTES + limits.memoryBytes, runtime, program, undefined, "data"),
          { ...io, env: { ...io.env, NO_COLOR: "1", DENO_DIR: "/tmp/.deno" } },
        ),
      );
    }
    // Unbuffered, so printed lines and errors appear in the order the program wrote them.
    if (language === "python") {
      await Deno.writeTextFile(`${dir}/main.py`, req.code);
      return finish(
        await runLimited(
          ...jail(dir, limits.memoryBytes, [], [tools.python.path!, "-I", "-u", "/box/main.py"]),
          io,
        ),
      );
    }
    if (language === "java") {
      await Deno.writeTextFile(`${dir}/Main.java`, req.code);
      // The JVM reserves far more address space than it uses: its heap is capped by -Xmx instead.
      const program = [
        tools.java.path!,
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
        tools.cpp.path!,
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
    async run(req, options = {}) {
      try {
        return await queue.run(options.owner ?? null, (slot) => runIn(slot, req), options);
      } catch (err) {
        if (err instanceof QueueFullError) return result(queueFullMessage(err), null);
        if (isNotAllowed(err)) return result(NOT_ALLOWED_MESSAGE, null);
        throw err;
      }
    },
  };

  async function runIn(slot: number, req: RunRequest): Promise<RunResult> {
    const dir = await Deno.makeTempDir({ prefix: "campus-run-" });
    try {
      await Deno.chmod(dir, 0o755);
      return await jailed(dir, req, req.language, slot);
    } finally {
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  }
}

/** What a run answers on a server that may not write temporary files or start programs (run
 * with `--deny-write` or `--deny-run`, or a platform without them): a sentence, never a hang. */
export const NOT_ALLOWED_MESSAGE =
  "Code cannot run on this server: it may not start programs or write temporary files. " +
  "Its operator can set EXEC_BACKEND=piston (with PISTON_URL) to run code elsewhere.";

function isNotAllowed(err: unknown): boolean {
  return err instanceof Deno.errors.NotCapable || err instanceof Deno.errors.PermissionDenied;
}

/** The answer when one owner or address already holds its share of the queue. */
export function queueFullMessage(err: QueueFullError): string {
  return err.scope === "owner"
    ? `You already have ${err.cap} runs waiting or running. Please wait for one to finish, then run again.`
    : `Too many runs from your network are waiting (${err.cap}). Please wait for one to finish, then run again.`;
}
