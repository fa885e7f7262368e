/** Chooses the executor `EXEC_BACKEND` asks for: the local sandbox, a Piston-compatible API, or off. */
import type { Config } from "../config.ts";
import { LANGUAGES } from "../shared/languages.ts";
import { DEFAULT_LIMITS, type Executor, type Limits, result } from "./model.ts";
import { sandboxExecutor } from "./sandbox.ts";

/** Any Piston-compatible HTTP API (`POST {url}/api/v2/execute`). */
export function pistonExecutor(url: string, timeoutMs = 30_000): Executor {
  return {
    async run(req) {
      try {
        const res = await fetch(`${url.replace(/\/+$/, "")}/api/v2/execute`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            language: req.language,
            version: req.version || "*",
            files: [{ content: req.code }],
            stdin: req.stdin ?? "",
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          return result(`The code runner answered ${res.status}. Please try again.`, null);
        }
        const body = await res.json() as {
          run?: { output?: string; code?: number; signal?: string };
          compile?: { output?: string; code?: number };
        };
        if (body.compile && body.compile.code) {
          return result(body.compile.output ?? "Compilation failed.", body.compile.code);
        }
        return result(body.run?.output ?? "", body.run?.code ?? null, body.run?.signal ?? null);
      } catch {
        return result("The code runner could not be reached. Please try again in a moment.", null);
      }
    },
  };
}

export const offExecutor: Executor = {
  run: () => Promise.resolve(result("Running code is turned off on this server.", null)),
};

export function executorFromConfig(
  config: Pick<Config, "execBackend" | "pistonUrl">,
  limits: Limits = DEFAULT_LIMITS,
): Executor {
  if (config.execBackend === "off") return offExecutor;
  if (config.execBackend === "piston") return pistonExecutor(config.pistonUrl!);
  return sandboxExecutor(limits);
}

export { LANGUAGES };
