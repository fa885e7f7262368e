/**
 * Who is signed in. Sets `c.var.user` for every request; pages, tRPC and REST read it from there.
 * Until accounts exist every request is signed out.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

/** The user as the header and permission checks need it. */
export type SessionUser = {
  _id: string;
  name: string;
  username: string;
  profilePicture: string | null;
};

/** Resolves the session of each request into `c.var.user`. */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    c.set("user", null);
    await next();
  };
}
