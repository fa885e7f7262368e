/** Small checks shared by REST shims: who is signed in, and ids from the path. */
import type { Context } from "hono";
import { AppError } from "../core/errors.ts";
import { isId } from "../core/ids.ts";
import type { AppEnv } from "./env.ts";
import type { SessionUser } from "./session.ts";

/** The signed-in user, or a 401 asking to sign in. */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  if (!c.var.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  return c.var.user;
}

/** A path id that must be a ULID; anything else is the `notFound` message (never a KV read). */
export function pathId(c: Context<AppEnv>, name: string, notFound: string): string {
  const id = c.req.param(name) ?? "";
  if (!isId(id)) throw new AppError("NOT_FOUND", notFound);
  return id;
}
