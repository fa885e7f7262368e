/**
 * A minimal y-websocket client for benchmarks: one Y.Doc kept in sync with a room over the
 * standard protocol (sync step 1/2 + updates, awareness, permission-denied), on Deno's WebSocket
 * so it can send an `Origin` header. The same client talks to every server under test.
 */
import * as decoding from "lib0/decoding.js";
import * as encoding from "lib0/encoding.js";
import * as awarenessProtocol from "y-protocols/awareness.js";
import * as syncProtocol from "y-protocols/sync.js";
import * as Y from "yjs";

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_AUTH = 2;
const MESSAGE_QUERY_AWARENESS = 3;

export type CollabClient = {
  doc: Y.Doc;
  /** Called after every message from the server has been applied. */
  onApplied: (() => void) | null;
  /** Messages received from the server, and updates sent to it. */
  stats: { received: number; sent: number };
  close(): void;
};

/**
 * Connects to `url` and resolves once the server's document has been received (sync step 2).
 * Rejects on a refused socket, a permission-denied message or after `timeoutMs`.
 */
export function connectCollab(
  url: string,
  options: { origin?: string; name: string; timeoutMs?: number },
): Promise<CollabClient> {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) throw new Error("loopback only");
  const doc = new Y.Doc();
  const awareness = new awarenessProtocol.Awareness(doc);
  const ws = new WebSocket(
    url,
    { headers: options.origin ? { origin: options.origin } : {} } as unknown as string[],
  );
  ws.binaryType = "arraybuffer";
  const client: CollabClient = {
    doc,
    onApplied: null,
    stats: { received: 0, sent: 0 },
    close() {
      awareness.destroy();
      doc.destroy();
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close();
    },
  };
  const send = (bytes: Uint8Array) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(bytes);
  };

  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin === client) return; // came from the server
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    client.stats.sent++;
    send(encoding.toUint8Array(encoder));
  });
  awareness.on(
    "update",
    (
      { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
      origin: unknown,
    ) => {
      if (origin !== "local") return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(
        encoder,
        awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed]),
      );
      send(encoding.toUint8Array(encoder));
    },
  );

  return new Promise((resolve, reject) => {
    let synced = false;
    const timer = setTimeout(() => {
      client.close();
      reject(new Error(`${options.name}: not synced after ${options.timeoutMs ?? 15_000} ms`));
    }, options.timeoutMs ?? 15_000);
    const fail = (why: string) => {
      clearTimeout(timer);
      client.close();
      reject(new Error(`${options.name}: ${why}`));
    };
    ws.onopen = () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(encoder, doc);
      send(encoding.toUint8Array(encoder));
      awareness.setLocalState({ user: { name: options.name, color: "#888", colorLight: "#ccc" } });
    };
    ws.onerror = () => {
      if (!synced) fail("socket refused or failed");
    };
    ws.onclose = (e) => {
      if (!synced) fail(`socket closed before sync (code ${e.code} ${e.reason})`);
    };
    ws.onmessage = (e) => {
      if (!(e.data instanceof ArrayBuffer)) return;
      client.stats.received++;
      const decoder = decoding.createDecoder(new Uint8Array(e.data));
      const encoder = encoding.createEncoder();
      switch (decoding.readVarUint(decoder)) {
        case MESSAGE_SYNC: {
          encoding.writeVarUint(encoder, MESSAGE_SYNC);
          const kind = syncProtocol.readSyncMessage(decoder, encoder, doc, client);
          if (encoding.length(encoder) > 1) send(encoding.toUint8Array(encoder));
          if (kind === syncProtocol.messageYjsSyncStep2 && !synced) {
            synced = true;
            clearTimeout(timer);
            resolve(client);
          }
          break;
        }
        case MESSAGE_AWARENESS:
          awarenessProtocol.applyAwarenessUpdate(
            awareness,
            decoding.readVarUint8Array(decoder),
            client,
          );
          break;
        case MESSAGE_AUTH:
          if (decoding.readVarUint(decoder) === 0) {
            const reason = decoding.readVarString(decoder);
            if (!synced) fail(`permission denied: ${reason}`);
            else console.error(`${options.name}: permission denied: ${reason}`);
          }
          break;
        case MESSAGE_QUERY_AWARENESS: {
          encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
          encoding.writeVarUint8Array(
            encoder,
            awarenessProtocol.encodeAwarenessUpdate(awareness, [...awareness.getStates().keys()]),
          );
          send(encoding.toUint8Array(encoder));
          break;
        }
      }
      client.onApplied?.();
    };
  });
}
