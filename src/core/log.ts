/**
 * Structured logging: one JSON object per line on stdout/stderr. Never pass secrets, tokens or
 * passwords; callers log ids and outcomes only.
 */

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

/** A logger writing JSON lines at or above `level`. */
export function createLogger(level: LogLevel): Logger {
  function write(at: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) {
    if (rank[at] < rank[level]) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: at, msg, ...fields });
    if (rank[at] >= rank.warn) console.error(line);
    else console.log(line);
  }
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}

/** Flattens an unknown thrown value into loggable fields (message and stack, no payloads). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { error: err.message, name: err.name, stack: err.stack };
  return { error: String(err) };
}
