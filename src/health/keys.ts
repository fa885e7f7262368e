/** KV keys of the health check. */

/** Read (never written) by each health check: a read of any key proves KV answers. */
export const healthProbeKey: Deno.KvKey = ["health", "probe"];
