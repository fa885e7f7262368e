/**
 * Logins and their rotating refresh tokens. A refresh token is `<sessionId>.<secret>`; only the
 * SHA-256 of the secret is stored. Each refresh rotates it. The token just replaced stays good
 * for a short grace period (two tabs refreshing at once both stay signed in, without a new
 * refresh cookie); presenting any older token means it was stolen and copied, so the whole
 * login is revoked.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getManyBatched, retryAtomic } from "../core/kv.ts";
import type { UserRecord } from "../users/model.ts";
import { userKey } from "../users/keys.ts";
import { randomToken, sha256Hex, timingSafeEqual } from "./crypto.ts";
import { sessionKey, userSessionKey, userSessionsPrefix } from "./keys.ts";
import { signAccessToken, verifyAccessToken } from "./tokens.ts";
import type { IssuedTokens } from "./cookies.ts";
import { ACCOUNT_SUSPENDED } from "./suspended.ts";
import { confirmedLogin, countLoginEnded, forgetLogins, remember } from "./confirmed_logins.ts";

export const REFRESH_TTL_MS = 30 * 24 * 3600_000;
/** How long the just-rotated token still refreshes (without rotating again). */
export const ROTATION_GRACE_MS = 30_000;

export type SessionRecord = {
  _id: string;
  userId: string;
  currentHash: string;
  previousHash: string | null;
  previousValidUntil: number;
  createdAt: number;
  expiresAt: number;
  /** When the login last renewed its access token (logins made before this field: createdAt). */
  lastSeenAt?: number;
  /** The browser's User-Agent at login, cut to `USER_AGENT_MAX` characters. */
  userAgent?: string;
};

export const USER_AGENT_MAX = 256;

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger" | "hub">;

/** The store and whatever closes a login's live sockets (an operator's tool has none to close). */
export type SessionCloser = { kv: Deno.Kv; hub: Pick<AppDeps["hub"], "closeSession"> };

const ended = () => new AppError("UNAUTHORIZED", "Your session has ended. Please sign in again.");

/** Starts a login for `userId` and issues both tokens. */
export async function createSession(
  deps: Pick<AppDeps, "kv" | "config" | "clock">,
  userId: string,
  userAgent = "",
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const sessionId = newId(now);
  const secret = randomToken();
  const record: SessionRecord = {
    _id: sessionId,
    userId,
    currentHash: await sha256Hex(secret),
    previousHash: null,
    previousValidUntil: 0,
    createdAt: now,
    expiresAt: now + REFRESH_TTL_MS,
    lastSeenAt: now,
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
  };
  await deps.kv.atomic()
    .set(sessionKey(sessionId), record, { expireIn: REFRESH_TTL_MS })
    .set(userSessionKey(userId, sessionId), null, { expireIn: REFRESH_TTL_MS })
    .commit();
  return {
    accessToken: await signAccessToken(deps, { userId, sessionId }),
    refreshToken: `${sessionId}.${secret}`,
  };
}

function parseRefreshToken(token: string | null): { sessionId: string; secret: string } | null {
  const m = token ? /^([0-9A-HJKMNP-TV-Z]{26})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  return m ? { sessionId: m[1], secret: m[2] } : null;
}

/** Removes a login (its record and index entry) and closes its live sockets. Idempotent. */
export async function revokeSession(
  deps: SessionCloser,
  sessionId: string,
): Promise<void> {
  const record = (await deps.kv.get<SessionRecord>(sessionKey(sessionId))).value;
  const op = countLoginEnded(deps.kv.atomic().delete(sessionKey(sessionId)));
  if (record) op.delete(userSessionKey(record.userId, sessionId));
  await op.commit();
  forgetLogins(deps.kv);
  deps.hub.closeSession(sessionId);
}

/** The live logins of `userId`, newest first. */
export async function listUserSessions(
  deps: Pick<AppDeps, "kv" | "clock">,
  userId: string,
): Promise<SessionRecord[]> {
  const ids: string[] = [];
  for await (const e of deps.kv.list({ prefix: userSessionsPrefix(userId) }, { reverse: true })) {
    ids.push(e.key[2] as string);
  }
  const now = deps.clock.now();
  const entries = await getManyBatched(deps.kv, ids.map(sessionKey));
  return entries
    .map((e) => e.value as SessionRecord | null)
    .filter((s): s is SessionRecord => s !== null && s.expiresAt > now);
}

/** Ends every login of `userId` except `keepSessionId` (and closes their sockets); answers how
 * many ended. */
export async function revokeUserSessions(
  deps: SessionCloser,
  userId: string,
  keepSessionId: string | null = null,
): Promise<number> {
  let ended = 0;
  for await (const e of deps.kv.list({ prefix: userSessionsPrefix(userId) })) {
    const sessionId = e.key[2] as string;
    if (sessionId === keepSessionId) continue;
    await revokeSession(deps, sessionId);
    ended++;
  }
  return ended;
}

/** Rotates a refresh token into new tokens, or refuses (and revokes on reuse). */
export async function refreshSession(
  deps: Deps,
  refreshToken: string | null,
): Promise<{ userId: string; tokens: IssuedTokens }> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) throw ended();
  const hash = await sha256Hex(parsed.secret);
  const renewed = await retryAtomic(async () => {
    const now = deps.clock.now();
    const entry = await deps.kv.get<SessionRecord>(sessionKey(parsed.sessionId));
    const s = entry.value;
    if (!s) throw ended();
    // An operator's suspension ends the login even if its revocation has not reached it yet.
    if ((await deps.kv.get<UserRecord>(userKey(s.userId))).value?.suspendedAt) {
      await revokeSession(deps, s._id);
      throw new AppError("UNAUTHORIZED", ACCOUNT_SUSPENDED);
    }
    if (s.expiresAt <= now) {
      await revokeSession(deps, s._id);
      throw ended();
    }
    if (timingSafeEqual(hash, s.currentHash)) {
      const secret = randomToken();
      const next: SessionRecord = {
        ...s,
        currentHash: await sha256Hex(secret),
        previousHash: s.currentHash,
        previousValidUntil: now + ROTATION_GRACE_MS,
        expiresAt: now + REFRESH_TTL_MS,
        lastSeenAt: now,
      };
      // If another refresh of this login wins the race, the check fails and we look again.
      const op = deps.kv.atomic().check(entry)
        .set(sessionKey(s._id), next, { expireIn: REFRESH_TTL_MS })
        .set(userSessionKey(s.userId, s._id), null, { expireIn: REFRESH_TTL_MS });
      return { op, value: { session: s, refreshToken: `${s._id}.${secret}` } };
    }
    if (s.previousHash && timingSafeEqual(hash, s.previousHash) && now <= s.previousValidUntil) {
      // A twin request raced the rotation: it gets an access token; the browser already holds
      // the new refresh cookie from the winner.
      return { value: { session: s, refreshToken: null } };
    }
    deps.logger.warn("refresh token reuse: login revoked", { sessionId: s._id, userId: s.userId });
    await revokeSession(deps, s._id);
    throw ended();
  }, { attempts: 10, message: "Your session is being renewed elsewhere. Please try again." });
  const { userId, _id: sessionId } = renewed.session;
  const accessToken = await signAccessToken(deps, { userId, sessionId });
  return { userId, tokens: { accessToken, refreshToken: renewed.refreshToken } };
}

/** The session id a refresh token names, for logout. */
export function sessionIdOfRefreshToken(token: string | null): string | null {
  return parseRefreshToken(token)?.sessionId ?? null;
}

export type ResolvedSession =
  | { state: "signedIn"; user: UserRecord; sessionId: string }
  | { state: "resumable" }
  | { state: "none" };

/** Who a request's cookies belong to: a live login with a valid access token, a login that
 * may be resumed with its refresh token, or nobody. One KV round trip when signed in, none when
 * the login was confirmed lately (`confirmed_logins.ts`). */
export async function resolveSession(
  deps: Deps,
  accessToken: string | null,
  refreshToken: string | null,
): Promise<ResolvedSession> {
  if (accessToken) {
    const claims = await verifyAccessToken(deps, accessToken);
    if (claims) {
      const held = await confirmedLogin(deps.kv, claims.sessionId, claims.userId);
      if (held.user) return { state: "signedIn", user: held.user, sessionId: claims.sessionId };
      const [session, user] = await deps.kv.getMany<[SessionRecord, UserRecord]>([
        sessionKey(claims.sessionId),
        userKey(claims.userId),
      ]);
      const live = session.value && user.value && !user.value.suspendedAt;
      if (live && session.value!.userId === claims.userId) {
        remember(deps.kv, claims.sessionId, user.value!, held.generation);
        return { state: "signedIn", user: user.value!, sessionId: claims.sessionId };
      }
      // The login was revoked: its refresh token is dead too.
      return { state: "none" };
    }
  }
  return parseRefreshToken(refreshToken) ? { state: "resumable" } : { state: "none" };
}
