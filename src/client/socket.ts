/**
 * The one live socket of a tab (spec 000 §4 "Live connection", §7 "Live socket"): opened only
 * while a student is signed in, closed on logout. It reconnects forever, waiting 1 s growing to
 * 5 s with a 0.5 random factor, gives up an attempt after 20 s, and tells listeners of
 * `reconnect` so they fetch what they missed. It answers the server's `ping` (sent after 30 s
 * without a frame from the tab) with `pong`, from the message handler, which a background tab
 * does not slow down as it does timers. Events and payloads are typed by the socket
 * contract (`src/shared/socket_contract.ts`): a listener receives the declared payload.
 */
import type {
  ClientEventInputs,
  ClientEventName,
  ServerEventName,
  ServerEvents,
} from "../shared/socket_contract.ts";
import { CLOSE_CATCH_UP, CLOSE_SIGNED_OUT } from "../shared/close_codes.ts";

/** Every server event, plus `reconnect`: the socket is back after a drop (no payload). */
export type SocketEvents = ServerEvents & { reconnect: null };
type Handler = (data: never) => void;
export type SocketStatus = "idle" | "connecting" | "open" | "closed";

const BASE_DELAY = 1000;
const MAX_DELAY = 5000;
const RANDOM_FACTOR = 0.5;
const CONNECT_TIMEOUT = 20_000;

const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<(s: SocketStatus) => void>();
let ws: WebSocket | null = null;
let status: SocketStatus = "idle";
let wanted = false;
let attempts = 0;
let everOpened = false;
let missed = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function setStatus(next: SocketStatus) {
  status = next;
  for (const l of statusListeners) l(next);
}

function emit(event: string, data: unknown) {
  for (const h of handlers.get(event) ?? []) {
    try {
      (h as (data: unknown) => void)(data);
    } catch (err) {
      console.error(`socket handler for ${event} failed`, err);
    }
  }
}

/** Delay before attempt `n` (0-based): 1 s doubling, ±50 % at random, never above 5 s. */
export function reconnectDelay(n: number, random = Math.random()): number {
  const base = Math.min(MAX_DELAY, BASE_DELAY * 2 ** n);
  return Math.min(MAX_DELAY, Math.round(base * (1 - RANDOM_FACTOR + 2 * RANDOM_FACTOR * random)));
}

function scheduleRetry() {
  if (!wanted) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, reconnectDelay(attempts++));
}

function connect() {
  if (!wanted || ws) return;
  setStatus("connecting");
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
  const socket = new WebSocket(url);
  ws = socket;
  const timeout = setTimeout(() => socket.close(), CONNECT_TIMEOUT);
  socket.onmessage = (e) => {
    let frame: { event?: string; data?: unknown };
    try {
      frame = JSON.parse(e.data);
    } catch {
      return;
    }
    if (frame.event === "ping") {
      send("pong", null);
      return;
    }
    if (frame.event === "ready") {
      clearTimeout(timeout);
      attempts = 0;
      setStatus("open");
      if (everOpened) emit("reconnect", null);
      everOpened = true;
    }
    if (frame.event) emit(frame.event, frame.data);
  };
  socket.onclose = (e) => {
    clearTimeout(timeout);
    if (ws === socket) ws = null;
    setStatus("closed");
    // The login ended: reconnecting would only be refused.
    if (e.code === CLOSE_SIGNED_OUT) wanted = false;
    missed = e.code === CLOSE_CATCH_UP;
    scheduleRetry();
  };
}

/** Opens the socket (idempotent); call when a student is signed in. */
export function startSocket(): void {
  if (wanted) return;
  wanted = true;
  connect();
}

/** Closes it for good (logout). */
export function stopSocket(): void {
  wanted = false;
  clearTimeout(retryTimer);
  ws?.close(1000, "signed out");
  ws = null;
  setStatus("idle");
}

/** Sends a frame; false when the socket is not open (the caller falls back to REST or queues). */
export function send<E extends ClientEventName>(event: E, data: ClientEventInputs[E]): boolean {
  if (!ws || ws.readyState !== WebSocket.OPEN) return false;
  ws.send(JSON.stringify({ event, data }));
  return true;
}

/** Listens to an event (also "reconnect"); returns the unsubscribe function. The server is
 * trusted to keep the contract (its tests check every frame it sends against it). */
export function on<E extends ServerEventName | "reconnect">(
  event: E,
  handler: (data: SocketEvents[E]) => void,
): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, set = new Set());
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/** True when the server closed the last socket because deliveries to it may have been lost (a
 * bus outage between instances): what a view shows is read again in full, not only after its
 * last message. */
export function missedDeliveries(): boolean {
  return missed;
}

export function socketStatus(): SocketStatus {
  return status;
}

export function onStatus(listener: (s: SocketStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
