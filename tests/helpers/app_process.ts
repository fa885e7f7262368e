/**
 * The real `main.ts` in its own process, for tests of what only a whole process shows: a kill
 * with SIGKILL, a restart on the same KV file, a shutdown on SIGTERM.
 */

export type AppProcess = {
  url: string;
  origin: string;
  /** Ends the process at once, as a crash or `kill -9` would, and waits for it to be gone. */
  kill(): Promise<void>;
  /** Asks the process to stop (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number>;
};

/** Starts `main.ts` on a free port with `env` (say `DENO_KV_PATH` and `DATA_DIR`); resolves once
 * it prints its `listening on` line. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    env: { APP_ENV: "test", PORT: "0", HOST: "127.0.0.1", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  let url: string | null = null;
  const deadline = setTimeout(() => child.kill("SIGKILL"), 30_000);
  while (url === null) {
    const { value, done } = await lines.read();
    if (done) {
      clearTimeout(deadline);
      throw new Error(`main.ts exited (or took over 30 s) before listening:\n${seen}`);
    }
    seen += value;
    url = /listening on (http:\/\/\S+)/.exec(seen)?.[1] ?? null;
  }
  clearTimeout(deadline);
  // Keep reading, so a full pipe never blocks the process.
  (async () => {
    while (!(await lines.read()).done);
  })().catch(() => {});
  return {
    url,
    // The app names itself localhost unless APP_ORIGIN says otherwise.
    origin: url.replace("127.0.0.1", "localhost"),
    async kill() {
      child.kill("SIGKILL");
      await child.status;
    },
    async stop() {
      child.kill("SIGTERM");
      return (await child.status).code;
    },
  };
}
