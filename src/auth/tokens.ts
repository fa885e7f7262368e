/**
 * Access tokens: short-lived HS256 JWTs naming the user and the login (session id), signed with
 * `SESSION_SECRET` — or, outside production, a secret generated on first start and kept in KV.
 */
import { jwtVerify, SignJWT } from "jose";
import type { AppDeps } from "../deps.ts";
import { sessionSecretKey } from "./keys.ts";

export const ACCESS_TTL_MS = 15 * 60_000;

const secrets = new WeakMap<Deno.Kv, Promise<Uint8Array>>();

async function loadOrCreateSecret(kv: Deno.Kv): Promise<Uint8Array> {
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  // Two processes starting together must agree: only the first write wins.
  await kv.atomic().check({ key: sessionSecretKey, versionstamp: null }).set(
    sessionSecretKey,
    fresh,
  )
    .commit();
  return (await kv.get<Uint8Array>(sessionSecretKey)).value!;
}

/** The key that signs access tokens and one-time-code hashes. */
export function signingSecret(deps: Pick<AppDeps, "kv" | "config">): Promise<Uint8Array> {
  if (deps.config.sessionSecret) {
    return Promise.resolve(new TextEncoder().encode(deps.config.sessionSecret));
  }
  let secret = secrets.get(deps.kv);
  if (!secret) {
    secret = loadOrCreateSecret(deps.kv);
    secrets.set(deps.kv, secret);
  }
  return secret;
}

export type AccessClaims = { userId: string; sessionId: string };

export async function signAccessToken(
  deps: Pick<AppDeps, "kv" | "config" | "clock">,
  claims: AccessClaims,
): Promise<string> {
  const now = Math.floor(deps.clock.now() / 1000);
  return await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_MS / 1000)
    .sign(await signingSecret(deps));
}

/**
 * Tokens already verified, per store (each store has its own secret): a token's signature and
 * claims never change, so a repeat needs only its expiry checked, not two WebCrypto calls (~70 µs
 * on every signed-in request). Whether the login still stands is read from KV every time all
 * the same. Bounded: emptied when full.
 */
const verified = new WeakMap<Deno.Kv, Map<string, AccessClaims & { exp: number }>>();
const VERIFIED_MAX = 10_000;

/** The claims of a valid, unexpired token, or null for anything else. */
export async function verifyAccessToken(
  deps: Pick<AppDeps, "kv" | "config" | "clock">,
  token: string,
): Promise<AccessClaims | null> {
  const nowSeconds = Math.floor(deps.clock.now() / 1000);
  let known = verified.get(deps.kv);
  const hit = known?.get(token);
  if (hit) return hit.exp > nowSeconds ? { userId: hit.userId, sessionId: hit.sessionId } : null;
  try {
    const { payload } = await jwtVerify(token, await signingSecret(deps), {
      algorithms: ["HS256"],
      currentDate: new Date(deps.clock.now()),
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (typeof payload.exp === "number") {
      if (!known) verified.set(deps.kv, known = new Map());
      if (known.size >= VERIFIED_MAX) known.clear();
      known.set(token, { ...claims, exp: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}
