/**
 * Who is signed in. Resolves the session cookies of every request into `c.get("user")` and
 * `c.get("sessionState")`; pages, tRPC and REST read them from there.
 */
import type { MiddlewareHandler } from "hono";
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from "../auth/cookies.ts";
import { resolveSession } from "../auth/sessions.ts";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "./env.ts";

/** The user as the header and permission checks need it. */
export type SessionUser = {
  _id: string;
  name: string;
  username: string;
  profilePicture: string | null;
};

/** signedIn: a valid login; resumable: only a refresh cookie (renewable); none: a visitor. */
export type SessionState = "signedIn" | "resumable" | "none";

export function session(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    const cookies = c.req.header("cookie");
    const resolved = cookies
      ? await resolveSession(
        deps,
        readCookie(cookies, ACCESS_COOKIE),
        readCookie(cookies, REFRESH_COOKIE),
      )
      : { state: "none" as const };
    if (resolved.state === "signedIn") {
      const u = resolved.user;
      c.set("user", {
        _id: u._id,
        name: u.name,
        username: u.username,
        profilePicture: u.profilePicture,
      });
      c.set("sessionId", resolved.sessionId);
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    c.set("sessionState", resolved.state);
    await next();
  };
}
