/**
 * The settings that write to disk, checked at start against this process's permissions: a server
 * run without write access (`--deny-write`) stops with one line naming the setting to change,
 * instead of failing at its first upload or at opening KV.
 */
import { type Config, ConfigError } from "../config.ts";

/** Throws a ConfigError for the first setting that needs a folder this process may not write. */
export function refuseUnwritableSettings(
  config: Pick<Config, "blobStore" | "dataDir" | "kvPath">,
): void {
  const needs: [folder: string, sentence: string][] = [];
  const kvFile = config.kvPath !== null && config.kvPath !== ":memory:" &&
    !/^https?:\/\//.test(config.kvPath);
  if (kvFile) {
    const slash = config.kvPath!.lastIndexOf("/");
    needs.push([
      slash > 0 ? config.kvPath!.slice(0, slash) : ".",
      `DENO_KV_PATH=${config.kvPath} is a file this process may not write: use a KV Connect URL or :memory:`,
    ]);
  }
  if (config.blobStore === "disk") {
    needs.push([
      config.dataDir,
      `BLOB_STORE=disk keeps uploads under DATA_DIR=${config.dataDir}, which this process may not write: use BLOB_STORE=kv`,
    ]);
  }
  for (const [folder, sentence] of needs) {
    if (Deno.permissions.querySync({ name: "write", path: folder }).state !== "granted") {
      throw new ConfigError(sentence);
    }
  }
}
