/**
 * `deno task seed`: fills the configured KV with demo data so a new user sees a living product.
 * Each domain adds its seeder to `seeders`; every seeder is idempotent (safe to run twice).
 */
import { loadConfig } from "../config.ts";
import { openKv } from "../core/kv.ts";

export type Seeder = {
  name: string;
  run(kv: Deno.Kv): Promise<string>;
};

/** The seeders, run in order. */
export const seeders: Seeder[] = [];

if (import.meta.main) {
  const config = loadConfig();
  const kv = await openKv(config);
  console.log(`seeding ${config.kvPath}`);
  for (const seeder of seeders) console.log(`${seeder.name}: ${await seeder.run(kv)}`);
  if (seeders.length === 0) console.log("no demo data is defined yet");
  kv.close();
}
