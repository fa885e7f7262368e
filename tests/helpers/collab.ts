/**
 * A y-websocket client for tests: the same provider the browser uses, on its own Y.Doc,
 * talking only through the server (no cross-tab channel).
 */
import * as Y from "yjs";
import { WebsocketProvider } from "y-websocket";
import { type Presence } from "../../src/shared/room_doc.ts";

export type CollabClient = {
  doc: Y.Doc;
  provider: WebsocketProvider;
  close(): void;
};

export async function joinRoom(
  baseUrl: string,
  roomId: string,
  presence?: Partial<Presence>,
  /** A doc of one's own, e.g. with a chosen client id (a page reconnecting). */
  doc: Y.Doc = new Y.Doc(),
): Promise<CollabClient> {
  const provider = new WebsocketProvider(`${baseUrl.replace(/^http/, "ws")}/collab`, roomId, doc, {
    disableBc: true,
  });
  if (presence) provider.awareness.setLocalState(presence);
  await waitFor(() => provider.synced, "the room to sync");
  return {
    doc,
    provider,
    close() {
      provider.destroy();
      provider.awareness.destroy();
      doc.destroy();
    },
  };
}

/** Polls `ready` every 10 ms; fails naming `what` after `ms`. */
export async function waitFor(ready: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
