/**
 * `GET /collab/:roomId`: the editor room's y-websocket connection (ARCHITECTURE "Realtime").
 * No sign-in is needed (spec 001 §6); a page of another site may not connect, and one address
 * may open only so many connections a minute.
 */
import { Hono } from "hono";
import type { Config } from "../config.ts";
import { errorFields } from "../core/log.ts";
import type { Logger } from "../core/log.ts";
import { hit, type Limit, retryText } from "../core/rate_limit.ts";
import type { AppEnv } from "../http/env.ts";
import { allowedOrigins, isSameOrigin } from "../http/origin.ts";
import { ROOM_ID_PATTERN } from "../shared/room_doc.ts";
import type { Conn } from "./room.ts";
import type { CollabRooms } from "./rooms.ts";

/** Deno pings an idle socket and closes it when no pong comes back within this many seconds. */
const IDLE_TIMEOUT_SECONDS = 30;
export const CONNECT_LIMIT: Limit = { name: "collab_connect_ip", limit: 60, windowMs: 60_000 };

export function collabRoute(
  deps: { kv: Deno.Kv; config: Config; logger: Logger; rooms: CollabRooms; now(): number },
): Hono<AppEnv> {
  const origins = allowedOrigins(deps.config);
  return new Hono<AppEnv>().get("/collab/:roomId", async (c) => {
    const roomId = c.req.param("roomId");
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ message: "Connect to a room with a WebSocket." }, 426);
    }
    if (!ROOM_ID_PATTERN.test(roomId)) {
      return c.json({ message: "A room id is 1 to 64 letters, digits, '-' or '_'." }, 400);
    }
    if (!isSameOrigin(c.req.raw.headers, origins)) {
      return c.json({ message: "This connection came from another site and was refused." }, 403);
    }
    const limited = await hit(deps.kv, CONNECT_LIMIT, c.get("clientIp"), deps.now());
    if (!limited.ok) {
      c.header("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
      const message = `Too many connections from your network. ${retryText(limited.retryAfterMs)}`;
      return c.json({ message }, 429);
    }
    const { socket, response } = Deno.upgradeWebSocket(c.req.raw, {
      idleTimeout: IDLE_TIMEOUT_SECONDS,
    });
    socket.binaryType = "arraybuffer";
    attach(socket, roomId, { ip: c.get("clientIp"), student: c.get("user")?._id ?? null }, deps);
    return response;
  });
}

/** Frames that arrive while the room is still loading wait for it, in order. */
function attach(
  socket: WebSocket,
  roomId: string,
  who: { ip: string; student: string | null },
  deps: { rooms: CollabRooms; logger: Logger },
) {
  const conn: Conn = { socket, ...who, clients: new Set() };
  const early: Uint8Array[] = [];
  let room: Awaited<ReturnType<CollabRooms["open"]>> | null = null;
  let gone = false;

  socket.onmessage = (event) => {
    if (!(event.data instanceof ArrayBuffer)) return;
    const frame = new Uint8Array(event.data);
    if (room) room.receive(conn, frame);
    else if (early.length < 100) early.push(frame);
  };
  socket.onclose = () => {
    gone = true;
    room?.leave(conn);
  };
  socket.onopen = async () => {
    try {
      const opened = await deps.rooms.open(roomId);
      if (gone || !opened.join(conn)) return;
      room = opened;
      for (const frame of early.splice(0)) room.receive(conn, frame);
    } catch (err) {
      deps.logger.error("collab room failed to open", { room: roomId, ...errorFields(err) });
      socket.close(1011, "The room could not be opened. Please try again.");
    }
  };
}
