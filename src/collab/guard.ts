/**
 * Applies a client's Yjs update to a room's doc in one transaction together with the room's
 * checks, so what a client may not write is undone before the change is broadcast or stored:
 * server parts and unknown roots (ownership.ts), files (guard_files.ts), chat and run requests.
 */
import * as Y from "yjs";
import { chat, CHAT_HISTORY, isChatMessage, runRequests } from "../shared/room_doc.ts";
import { guardFiles } from "./guard_files.ts";
import {
  captureServerParts,
  changedKeys,
  type SharedType,
  undoForeignChanges,
} from "./ownership.ts";

/** More run requests than this in the doc at once are dropped (the runner takes them out). */
export const MAX_RUN_REQUESTS = 4;

/** Set in a transaction's meta when the checks changed it: its sender needs the result too. */
export const FIXED = Symbol("fixed by the room's checks");

export type GuardResult = {
  /** The checks changed what the update brought. */
  fixed: boolean;
  /** Roots the client may not write that it tried to (for the log). */
  foreign: string[];
};

/** Applies `update` from `origin` with the room's checks; throws on an unreadable update. */
export function applyClientUpdate(doc: Y.Doc, update: Uint8Array, origin: unknown): GuardResult {
  const before = captureServerParts(doc);
  let result: GuardResult = { fixed: false, foreign: [] };
  doc.transact((tr) => {
    try {
      Y.applyUpdate(doc, update, origin);
    } finally {
      // Items under the server's own client id came from someone else: the server takes a new
      // id, as Yjs would. Then the checks below write as the server, in this same transaction.
      if (Y.getState(doc.store, doc.clientID) !== (tr.beforeState.get(doc.clientID) ?? 0)) {
        doc.clientID = crypto.getRandomValues(new Uint32Array(1))[0];
      }
      tr.local = true;
      // Even a half-applied update is checked: whatever it integrated is in this transaction.
      result = check(doc, tr, before);
      if (result.fixed) tr.meta.set(FIXED, true);
    }
  }, origin);
  return result;
}

function check(doc: Y.Doc, tr: Y.Transaction, before: ReturnType<typeof captureServerParts>) {
  const foreign = undoForeignChanges(doc, tr, before);
  let fixed = foreign.length > 0;
  fixed = guardFiles(doc, tr) || fixed;
  if (changedKeys(tr, chat(doc))) fixed = guardChat(doc, tr) || fixed;
  if (changedKeys(tr, runRequests(doc))) fixed = guardRequests(doc, tr) || fixed;
  return { fixed, foreign };
}

/** Chat keeps well-formed messages only, and its recent history. */
function guardChat(doc: Y.Doc, tr: Y.Transaction): boolean {
  const messages = chat(doc);
  let fixed = dropMapItems(messages, tr);
  const items = messages.toArray();
  for (let i = items.length - 1; i >= 0; i--) {
    if (!isChatMessage(items[i])) {
      messages.delete(i, 1);
      fixed = true;
    }
  }
  if (messages.length > CHAT_HISTORY) {
    messages.delete(0, messages.length - CHAT_HISTORY);
    fixed = true;
  }
  return fixed;
}

/** The runner validates each request; here the doc only keeps from filling with them. */
function guardRequests(doc: Y.Doc, tr: Y.Transaction): boolean {
  const requests = runRequests(doc);
  let fixed = dropMapItems(requests, tr);
  if (requests.length > MAX_RUN_REQUESTS) {
    requests.delete(MAX_RUN_REQUESTS, requests.length - MAX_RUN_REQUESTS);
    fixed = true;
  }
  return fixed;
}

/** A list used as a map too: its map part is removed. */
function dropMapItems(type: SharedType, tr: Y.Transaction): boolean {
  let fixed = false;
  for (const item of type._map.values()) {
    if (item.deleted) continue;
    item.delete(tr);
    fixed = true;
  }
  return fixed;
}
