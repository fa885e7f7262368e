/** Socket frames: JSON `{ "event": name, "data": payload }` in both directions (ARCHITECTURE "Realtime"). */
import { z } from "zod";

export const frameSchema = z.object({
  event: z.string().min(1).max(64),
  data: z.unknown().optional(),
});

export type Frame = z.infer<typeof frameSchema>;

/** Largest frame a client may send; anything bigger is refused unread. */
export const MAX_INCOMING_FRAME = 16 * 1024;

export function encode(event: string, data: unknown): string {
  return JSON.stringify({ event, data });
}

/** Parses one incoming text frame, or explains what is wrong with it. */
export function decode(text: string): { ok: true; frame: Frame } | { ok: false; message: string } {
  if (text.length > MAX_INCOMING_FRAME) return { ok: false, message: "Frame too large." };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: "Frames must be JSON." };
  }
  // The same rule as `frameSchema`, checked by hand: this runs for every frame of every socket.
  const { event, data } = (raw ?? {}) as { event?: unknown; data?: unknown };
  if (
    typeof raw !== "object" || raw === null || Array.isArray(raw) || typeof event !== "string" ||
    event.length < 1 || event.length > 64
  ) {
    return { ok: false, message: "Frames must look like { event, data }." };
  }
  return { ok: true, frame: { event, data } };
}
