/**
 * The real `main.ts` in its own process, for tests of what only a whole process shows: a kill
 * with SIGKILL, a restart on the same KV file. Started by the benches' `startProcess`.
 */
import { startProcess } from "../bench/processes.ts";

export type AppProcess = {
  url: string;
  origin: string;
  /** Ends the process at once, as a crash or `kill -9` would, and waits for it to be gone. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM), as a deploy would, and waits for it to exit. */
  stop(): Promise<void>;
};

/** Starts `main.ts` on a free port with `env` (say `DENO_KV_PATH` and `DATA_DIR`); resolves once
 * it prints its `listening on` line. `denoFlags` go before `main.ts`, e.g. `--deny-write`. With
 * `APP_ORIGIN` in `env`, that is its origin (several instances behind one proxy share it). */
export async function startAppProcess(
  env: Record<string, string>,
  denoFlags: string[] = [],
): Promise<AppProcess> {
  const child = await startProcess(["run", "--allow-all", ...denoFlags, "main.ts"], {
    env: { APP_ENV: "test", PORT: "0", HOST: "127.0.0.1", ...env },
  });
  return {
    url: child.url,
    // The app names itself localhost unless APP_ORIGIN says otherwise.
    origin: env.APP_ORIGIN || child.url.replace("127.0.0.1", "localhost"),
    kill: () => child.kill(),
    stop: () => child.stop(),
  };
}
