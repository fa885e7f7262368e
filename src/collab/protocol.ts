/**
 * The y-websocket wire format: each binary frame starts with a message type (varuint), then
 * a sync message (y-protocols/sync) or an awareness update (y-protocols/awareness).
 */
import * as decoding from "lib0/decoding.js";
import * as encoding from "lib0/encoding.js";
import * as awarenessProtocol from "y-protocols/awareness.js";
import * as syncProtocol from "y-protocols/sync.js";
import type * as Y from "yjs";

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_AUTH = 2;
export const MESSAGE_QUERY_AWARENESS = 3;

export function syncStep1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/**
 * An update message, written straight into one array of its exact size: it is sent for every
 * change, and an encoder would allocate a growing buffer and then copy it out.
 */
export function updateMessage(update: Uint8Array): Uint8Array {
  let lengthBytes = 1;
  for (let n = update.length; n > 0x7f; n >>>= 7) lengthBytes++;
  const message = new Uint8Array(2 + lengthBytes + update.length);
  // Both type numbers are below 128, so each is one varuint byte.
  message[0] = MESSAGE_SYNC;
  message[1] = syncProtocol.messageYjsUpdate;
  let at = 2;
  let n = update.length;
  while (n > 0x7f) {
    message[at++] = 0x80 | (n & 0x7f);
    n >>>= 7;
  }
  message[at++] = n;
  message.set(update, at);
  return message;
}

export function awarenessMessage(
  awareness: awarenessProtocol.Awareness,
  clients: number[],
): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(
    encoder,
    awarenessProtocol.encodeAwarenessUpdate(awareness, clients),
  );
  return encoding.toUint8Array(encoder);
}

/** A decoded frame: what the room must do with it. */
export type Incoming =
  | { type: "sync"; decoder: decoding.Decoder; subtype: number }
  | { type: "awareness"; update: Uint8Array }
  | { type: "queryAwareness" }
  | { type: "ignored" };

/** Reads a frame's header; throws on a malformed frame (the caller closes the socket). */
export function readFrame(frame: Uint8Array): Incoming {
  const decoder = decoding.createDecoder(frame);
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MESSAGE_SYNC: {
      const subtype = decoding.peekVarUint(decoder);
      return { type: "sync", decoder, subtype };
    }
    case MESSAGE_AWARENESS:
      return { type: "awareness", update: decoding.readVarUint8Array(decoder) };
    case MESSAGE_QUERY_AWARENESS:
      return { type: "queryAwareness" };
    case MESSAGE_AUTH:
      return { type: "ignored" };
    default:
      throw new Error(`unknown message type ${type}`);
  }
}

/** Answers a sync message into a reply frame (empty when there is nothing to answer). */
export function answerSync(decoder: decoding.Decoder, doc: Y.Doc, origin: unknown): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.readSyncMessage(decoder, encoder, doc, origin);
  return encoding.length(encoder) > 1 ? encoding.toUint8Array(encoder) : new Uint8Array();
}

/** The Yjs update a sync step 2 or update message carries. */
export function readSyncUpdate(decoder: decoding.Decoder): Uint8Array {
  decoding.readVarUint(decoder);
  return decoding.readVarUint8Array(decoder);
}

export const SYNC_STEP1 = syncProtocol.messageYjsSyncStep1;
export const SYNC_STEP2 = syncProtocol.messageYjsSyncStep2;
export const SYNC_UPDATE = syncProtocol.messageYjsUpdate;
