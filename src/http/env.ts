/** The Hono environment every route sees: dependencies and per-request values set by middleware. */
import type { AppDeps } from "../deps.ts";
import type { Logger } from "../core/log.ts";
import type { SessionState, SessionUser } from "./session.ts";

export type AppVariables = {
  deps: AppDeps;
  logger: Logger;
  requestId: string;
  clientIp: string;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** The login (session id) of the signed-in user, or null. */
  sessionId: string | null;
  sessionState: SessionState;
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  cspNonce: string;
};

export type AppEnv = { Variables: AppVariables; Bindings: Deno.ServeHandlerInfo };
