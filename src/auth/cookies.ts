/** The two session cookies (ARCHITECTURE "Sessions"): HttpOnly, SameSite=Lax, Secure under https. */
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { ACCESS_TTL_MS } from "./tokens.ts";
import { REFRESH_TTL_MS } from "./sessions.ts";

export const ACCESS_COOKIE = "accessToken";
export const REFRESH_COOKIE = "refreshToken";

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return generateCookie(name, value, {
    path: "/",
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: "Lax",
    secure,
  });
}

export type IssuedTokens = { accessToken: string; refreshToken: string | null };

/** Set-Cookie values for freshly issued tokens (the refresh cookie only when it rotated). */
export function sessionCookies(tokens: IssuedTokens, secure: boolean): string[] {
  const out = [cookie(ACCESS_COOKIE, tokens.accessToken, ACCESS_TTL_MS / 1000, secure)];
  if (tokens.refreshToken) {
    out.push(cookie(REFRESH_COOKIE, tokens.refreshToken, REFRESH_TTL_MS / 1000, secure));
  }
  return out;
}

/** Set-Cookie values that remove both cookies. */
export function clearedCookies(secure: boolean): string[] {
  return [cookie(ACCESS_COOKIE, "", 0, secure), cookie(REFRESH_COOKIE, "", 0, secure)];
}

/** Reads one cookie from a Cookie header; an empty value reads as none. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return header ? parse(header, name)[name] || null : null;
}
