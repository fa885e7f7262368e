/**
 * `GET /ws`: the live socket of a signed-in browser tab (ARCHITECTURE "Realtime"). The session
 * cookie authenticates it and the Origin must be ours, both checked before the upgrade.
 */
import { Hono } from "hono";
import type { Config } from "../config.ts";
import type { AppEnv } from "../http/env.ts";
import { allowedOrigins } from "../http/origin.ts";
import type { AnyHub } from "./hub.ts";

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
    // No idle timeout of Deno's: the hub finds silent sockets itself (`sweepSilent`). Deno's
    // re-arms a timer on every frame, and its close listener keeps this request, with its
    // headers, alive as long as the socket: ~80 heap objects a socket, a quarter of what each
    // full collection marks with 3,000 sockets open (docs/decisions.md "Dead sockets are found by
    // the hub").
    const { socket, response } = Deno.upgradeWebSocket(c.req.raw, { idleTimeout: 0 });
    hub.attach(socket, user._id, sessionId);
    return response;
  });
}
