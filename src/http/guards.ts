/** Small checks for the hand-written routes (uploads): who is signed in. */
import type { Context } from "hono";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "./env.ts";
import type { SessionUser } from "./session.ts";

/** The signed-in user, or a 401 asking to sign in. */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  return user;
}
