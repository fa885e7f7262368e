/**
 * `GET /ws`: the live socket of a signed-in browser tab (ARCHITECTURE "Realtime"). The session
 * cookie authenticates it and the Origin must be ours, both checked before the upgrade.
 */
import { Hono } from "hono";
import type { Config } from "../config.ts";
import type { AppEnv } from "../http/env.ts";
import { allowedOrigins } from "../http/origin.ts";
import type { AnyHub } from "./hub.ts";

/** Deno pings an idle socket and closes it when no pong comes back within this many seconds. */
const IDLE_TIMEOUT_SECONDS = 30;

export function socketRoute(hub: AnyHub, config: Config): Hono<AppEnv> {
  const origins = allowedOrigins(config);
  return new Hono<AppEnv>().get("/ws", (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ message: "Connect to /ws with a WebSocket." }, 426);
    }
    if (!origins.has(c.req.header("origin") ?? "")) {
      return c.json({ message: "This connection came from another site and was refused." }, 403);
    }
    const user = c.get("user");
    const sessionId = c.get("sessionId");
    if (!user || !sessionId) return c.json({ message: "Please sign in to continue." }, 401);
    const { socket, response } = Deno.upgradeWebSocket(c.req.raw, {
      idleTimeout: IDLE_TIMEOUT_SECONDS,
    });
    hub.attach(socket, user._id, sessionId);
    return response;
  });
}
