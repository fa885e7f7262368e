/**
 * A socket speaks for the awareness client ids it announced, and only those: the ids its first
 * announcing update carries, up to a few (a tab has one). A new socket announcing an id another
 * socket holds takes it over, so a student who reconnects stays listed when their old socket
 * finally closes. Entries for ids a socket does not hold are dropped: it cannot rename, remove
 * or invent other people.
 */
import * as decoding from "lib0/decoding.js";
import * as encoding from "lib0/encoding.js";

/** Client ids one socket may speak for. */
export const MAX_CLIENTS_PER_SOCKET = 2;

export type Claimant = {
  clients: Set<number>;
  /** The socket has sent the update that claims its ids. */
  announced?: boolean;
};

/**
 * The part of `update` (an awareness update from `conn`) that `conn` may send, claiming new
 * ids as it goes; null when nothing is left. `forged` counts the dropped entries that would
 * have changed someone's state (the rest are echoes of states the room already has).
 */
export function ownEntries(
  conn: Claimant,
  others: Iterable<Claimant>,
  update: Uint8Array,
  clockOf: (id: number) => number | undefined,
): { update: Uint8Array | null; dropped: number; forged: number } {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  // Only the first update that announces a presence claims ids: later ones also carry the
  // echoes of other people's states that y-websocket clients send back.
  const claiming = !conn.announced;
  const kept: { id: number; clock: number; state: string }[] = [];
  let dropped = 0;
  let forged = 0;
  for (let i = 0; i < count; i++) {
    const id = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const state = decoding.readVarString(decoder);
    JSON.parse(state); // an unreadable state refuses the whole frame, as before
    if (conn.clients.has(id) || (claiming && state !== "null" && claim(conn, others, id))) {
      kept.push({ id, clock, state });
      continue;
    }
    dropped++;
    const current = clockOf(id);
    if (current === undefined || clock > current) forged++;
  }
  if (conn.clients.size > 0) conn.announced = true;
  if (kept.length === 0) return { update: null, dropped, forged };
  if (dropped === 0) return { update, dropped, forged };
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const { id, clock, state } of kept) {
    encoding.writeVarUint(encoder, id);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, state);
  }
  return { update: encoding.toUint8Array(encoder), dropped, forged };
}

function claim(conn: Claimant, others: Iterable<Claimant>, id: number): boolean {
  if (conn.clients.size >= MAX_CLIENTS_PER_SOCKET) return false;
  for (const other of others) if (other !== conn) other.clients.delete(id);
  conn.clients.add(id);
  return true;
}
