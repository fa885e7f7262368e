/// <reference lib="deno.worker" />
/** Runs Argon2id off the main thread: a hash takes ~50 ms of CPU that would otherwise stall every request. */
import { argon2id, argon2Verify } from "hash-wasm";

type Job =
  | { id: number; op: "hash"; password: string }
  | { id: number; op: "verify"; password: string; hash: string };

// OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

self.onmessage = async (event: MessageEvent<Job>) => {
  const job = event.data;
  try {
    if (job.op === "hash") {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const hash = await argon2id({
        ...PARAMS,
        password: job.password,
        salt,
        outputType: "encoded",
      });
      self.postMessage({ id: job.id, result: hash });
    } else {
      const ok = await argon2Verify({ password: job.password, hash: job.hash });
      self.postMessage({ id: job.id, result: ok });
    }
  } catch (err) {
    self.postMessage({ id: job.id, error: String(err) });
  }
};
