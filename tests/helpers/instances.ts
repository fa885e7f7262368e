/**
 * Two (or more) real app processes as a college would run them behind a proxy: one KV file, one
 * DATA_DIR, one public origin, and the Redis bus between them on a real redis-server.
 */
import { parseConfig } from "../../src/config.ts";
import { seedStudents } from "../../src/users/seed.ts";
import { type AppProcess, startAppProcess } from "./app_process.ts";
import { type RedisServer, startRedis } from "./redis.ts";

/** The origin every instance answers for, as behind one proxy. */
export const SHARED_ORIGIN = "http://campus.test";

export type Instances = {
  redis: RedisServer;
  apps: AppProcess[];
  kvPath: string;
  dataDir: string;
  /** Where a client sends its requests to reach instance `i`, and the origin it answers for. */
  at(i: number): { url: string; origin: string };
  stop(): Promise<void>;
};

/** Starts Redis and `count` instances on one fresh KV file with the demo students seeded.
 * `APP_ORIGIN: ""` in `env` lets each answer for its own address (a browser reaching one). */
export async function startInstances(
  count = 2,
  env: Record<string, string> = {},
): Promise<Instances> {
  const dir = await Deno.makeTempDir({ prefix: "campus-instances-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const dataDir = `${dir}/data`;
  const kv = await Deno.openKv(kvPath);
  await seedStudents(kv, parseConfig({}));
  kv.close();
  const redis = await startRedis();
  const apps: AppProcess[] = [];
  try {
    // One after the other: the first creates what is created once (the session secret).
    for (let i = 0; i < count; i++) {
      apps.push(
        await startAppProcess({
          DENO_KV_PATH: kvPath,
          DATA_DIR: dataDir,
          REDIS_URL: redis.url,
          APP_ORIGIN: SHARED_ORIGIN,
          ...env,
        }),
      );
    }
  } catch (err) {
    await Promise.all(apps.map((a) => a.kill()));
    await redis.stop();
    throw err;
  }
  return {
    redis,
    apps,
    kvPath,
    dataDir,
    at: (i) => ({ url: apps[i].url, origin: apps[i].origin }),
    async stop() {
      await Promise.all(apps.map((a) => a.stop()));
      await redis.stop();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}
