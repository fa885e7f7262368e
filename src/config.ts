/**
 * The environment, read once and validated with zod. Every variable of the configuration table
 * in the README lives here; a bad value stops start-up with one line naming the variable.
 */
import { z } from "zod";

const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).optional(),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  DENO_KV_PATH: z.string().min(1).optional(),
  DENO_KV_ACCESS_TOKEN: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  COLLEGE_EMAIL_DOMAIN: z.string().regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
    "must be a domain such as college.edu",
  ).transform((d) => d.toLowerCase()).default("college.edu"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // How many reverse proxies stand in front: "true" is one, "false" none, or a count.
  TRUST_PROXY: z.union([
    booleanText.transform((on) => (on ? 1 : 0)),
    z.coerce.number().int().min(0).max(10),
  ], { error: "TRUST_PROXY must be true, false or the number of proxies (0 to 10)" }).default(0),
  EXEC_BACKEND: z.enum(["sandbox", "piston", "off"]).optional(),
  PISTON_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z.url({
    protocol: /^rediss?$/,
    error: "must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379",
  }).optional(),
  BLOB_STORE: z.enum(["disk", "kv"]).optional(),
  // Set by Deno Deploy in every deployment (never by us): the defaults below follow it.
  DENO_DEPLOYMENT_ID: z.string().min(1).optional(),
});

export type Config = {
  port: number;
  host: string;
  /** Public origin without a trailing slash, e.g. `http://localhost:8000`. */
  appOrigin: string;
  /** True when `appOrigin` was given explicitly; otherwise it follows the bound port. */
  appOriginFixed: boolean;
  appEnv: "development" | "test" | "production";
  /** A file, `:memory:`, a KV Connect URL, or null: the platform's own KV (Deno Deploy). */
  kvPath: string | null;
  kvAccessToken?: string;
  dataDir: string;
  sessionSecret?: string;
  collegeEmailDomain: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Reverse proxies in front of the app; 0 trusts no forwarded header. */
  trustProxy: number;
  execBackend: "sandbox" | "piston" | "off";
  pistonUrl?: string;
  /** Redis for the realtime bus across instances; unset = in-process bus (one instance). */
  redisUrl?: string;
  /** Where uploads live: files under `dataDir`, or chunks in KV. */
  blobStore: "disk" | "kv";
  /** Running on Deno Deploy (it sets DENO_DEPLOYMENT_ID): no disk to keep, no sandbox to run code. */
  onDeploy: boolean;
};

/** The error start-up prints: one line that names the variable at fault. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment (a plain record, so tests can pass their own) into a Config. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in schema.shape && value !== ""),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0] ?? "environment");
    throw new ConfigError(`invalid ${variable}=${JSON.stringify(env[variable])}: ${issue.message}`);
  }
  const e = parsed.data;
  // Deno Deploy keeps no disk between instances, has no code sandbox, and lets no variable named
  // DENO_* be set: its KV comes from `Deno.openKv()` with no path.
  const onDeploy = e.DENO_DEPLOYMENT_ID !== undefined;
  const execBackend = e.EXEC_BACKEND ?? (onDeploy ? "off" : "sandbox");
  const blobStore = e.BLOB_STORE ?? (onDeploy ? "kv" : "disk");
  if (onDeploy && blobStore === "disk") {
    throw new ConfigError(
      "BLOB_STORE=disk cannot work on Deno Deploy (its disk is per instance and temporary): use BLOB_STORE=kv",
    );
  }
  if (onDeploy && !e.APP_ORIGIN) {
    throw new ConfigError(
      "missing APP_ORIGIN: on Deno Deploy set it to the app's public URL (links in e-mails, Origin checks)",
    );
  }
  if (onDeploy && execBackend === "sandbox") {
    throw new ConfigError(
      "EXEC_BACKEND=sandbox cannot work on Deno Deploy (no bubblewrap there): use piston with PISTON_URL, or off",
    );
  }
  if (e.APP_ENV === "production" && !e.SESSION_SECRET) {
    throw new ConfigError("missing SESSION_SECRET: production refuses to start without it");
  }
  if (execBackend === "piston" && !e.PISTON_URL) {
    throw new ConfigError("missing PISTON_URL: EXEC_BACKEND=piston needs it");
  }
  if (e.DENO_KV_PATH?.startsWith("http") && !e.DENO_KV_ACCESS_TOKEN) {
    throw new ConfigError("missing DENO_KV_ACCESS_TOKEN: a KV Connect URL needs it");
  }
  return {
    port: e.PORT,
    // On Deploy the platform routes requests in from outside the instance; nothing else runs there.
    host: e.HOST ?? (onDeploy ? "0.0.0.0" : "127.0.0.1"),
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    appOriginFixed: e.APP_ORIGIN !== undefined,
    appEnv: e.APP_ENV,
    kvPath: e.DENO_KV_PATH ?? (onDeploy ? null : "./data/kv.sqlite3"),
    kvAccessToken: e.DENO_KV_ACCESS_TOKEN,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    collegeEmailDomain: e.COLLEGE_EMAIL_DOMAIN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Campus <no-reply@${e.COLLEGE_EMAIL_DOMAIN}>`,
    trustProxy: e.TRUST_PROXY,
    execBackend,
    pistonUrl: e.PISTON_URL,
    redisUrl: e.REDIS_URL,
    blobStore,
    onDeploy,
  };
}

/** Reads the process environment. */
export function loadConfig(): Config {
  return parseConfig(Deno.env.toObject());
}

/** Whether the app is served over HTTPS (secure cookies, HSTS). */
export function servesHttps(config: Pick<Config, "appOrigin">): boolean {
  return config.appOrigin.startsWith("https:");
}

/** The same config with the origin following the port actually bound (for `PORT=0`). */
export function withBoundPort(config: Config, port: number): Config {
  if (config.appOriginFixed) return { ...config, port };
  return { ...config, port, appOrigin: `http://localhost:${port}` };
}
