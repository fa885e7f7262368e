/**
 * How the hub finds sockets whose peer is gone (docs/decisions.md "Dead sockets are found by the
 * hub"): every frame marks its socket heard; a sweep every `SILENCE_SWEEP_MS` counts the sweeps in
 * a row that found a socket silent, pings it at `PING_AFTER_SWEEPS` (30 s) and closes it at
 * `CLOSE_AFTER_SWEEPS` (60 s).
 */

export const SILENCE_SWEEP_MS = 10_000;
export const PING_AFTER_SWEEPS = 3;
export const CLOSE_AFTER_SWEEPS = 6;

/** A socket's side of the count, kept on its connection. */
export type Silence = {
  /** A frame came since the last sweep. */
  heard: boolean;
  /** Sweeps in a row that found no frame. */
  silentSweeps: number;
};

/** Counts one sweep for `s`; answers what the hub does about its socket. */
export function sweepOnce(s: Silence): "ping" | "close" | null {
  if (s.heard) {
    s.heard = false;
    s.silentSweeps = 0;
    return null;
  }
  s.silentSweeps++;
  if (s.silentSweeps >= CLOSE_AFTER_SWEEPS) return "close";
  return s.silentSweeps === PING_AFTER_SWEEPS ? "ping" : null;
}
