/**
 * The `GET /api/health` answer, shared by the front door (which answers it ahead of the app) and
 * the app's route (other methods reach it). Same answer as the `health.check` procedure.
 */
import type { Handler } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "../http/env.ts";
import { checkHealth } from "./service.ts";

/**
 * The probe's answer with the few headers a JSON reply needs: every response header costs a probe
 * about 3 µs (a tenth of its budget), and the document-only ones (framing, referrer, opener,
 * permissions, HSTS) protect nothing in a JSON body. An answer other than 200 is logged: a probe
 * that fails is news, a probe that succeeds every few seconds is noise.
 */
export async function healthResponse(
  deps: Pick<AppDeps, "kv" | "clock" | "logger">,
  requestId: string,
): Promise<Response> {
  const body = await checkHealth(deps);
  const status = body.status === "ok" ? 200 : 503;
  if (status !== 200) deps.logger.warn("health degraded", { requestId, kv: body.kv });
  return Response.json(body, {
    status,
    headers: {
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-request-id": requestId,
    },
  });
}

export const healthRoute: Handler<AppEnv> = (c) =>
  healthResponse(c.get("deps"), c.get("requestId"));
