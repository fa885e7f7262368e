/**
 * `deno task seed`: fills the configured KV with demo data so a new user sees a living product.
 * Each domain adds its seeder here; every seeder is idempotent (safe to run twice).
 */
import { type Config, loadConfig } from "../config.ts";
import { openKv } from "../core/kv.ts";
import { stopPasswordWorker } from "../auth/password.ts";
import { seedStudents } from "../users/seed.ts";

export type Seeder = {
  name: string;
  run(kv: Deno.Kv, config: Config): Promise<string>;
};

/** The seeders, run in order. */
export const seeders: Seeder[] = [
  { name: "students", run: seedStudents },
];

if (import.meta.main) {
  const config = loadConfig();
  const kv = await openKv(config);
  console.log(`seeding ${config.kvPath}`);
  for (const seeder of seeders) console.log(`${seeder.name}: ${await seeder.run(kv, config)}`);
  stopPasswordWorker();
  kv.close();
}
