/** Opens Deno KV from config: a file (parent folder created), `:memory:`, or a KV Connect URL. */
import type { Config } from "../config.ts";

export async function openKv(config: Pick<Config, "kvPath" | "kvAccessToken">): Promise<Deno.Kv> {
  const path = config.kvPath;
  if (path.startsWith("http://") || path.startsWith("https://")) {
    if (config.kvAccessToken) Deno.env.set("DENO_KV_ACCESS_TOKEN", config.kvAccessToken);
    return await Deno.openKv(path);
  }
  if (path !== ":memory:") {
    const slash = path.lastIndexOf("/");
    if (slash > 0) await Deno.mkdir(path.slice(0, slash), { recursive: true });
  }
  return await Deno.openKv(path);
}
