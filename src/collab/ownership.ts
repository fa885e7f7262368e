/**
 * Which parts of a room's doc clients may change and which only the server writes (the last
 * run's output, the server's own marks). A client's change to a server part, or to a part the
 * room does not have, is undone in the transaction that brought it, before anyone sees it.
 */
import * as Y from "yjs";
import { lastRun } from "../shared/room_doc.ts";

/** The parts participants write: files, the active file, chat and run requests. */
export const CLIENT_ROOTS = new Set(["files", "room", "chat", "runRequests"]);
/** Written by the server only: the last run, and marks such as `ownsRun`. */
const SERVER_ROOTS = ["run", "server"] as const;

/** Any shared type, whatever its events. */
// deno-lint-ignore no-explicit-any
export type SharedType = Y.AbstractType<any>;

/** The keys of `type` that `tr` changed (null: its list part), or undefined if untouched. */
export function changedKeys(tr: Y.Transaction, type: object): Set<string | null> | undefined {
  return tr.changed.get(type as SharedType);
}

export const serverMeta = (doc: Y.Doc) => doc.getMap<unknown>("server");

/** The server parts as they were before a client's update, so they can be put back. */
export type ServerParts = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

/** Each doc's server parts as last read, until a transaction changes them. */
const captured = new WeakMap<Y.Doc, ServerParts>();

/**
 * The server parts as they are now. They change when a run starts or ends, not with every
 * keystroke, so they are read once and kept until a transaction changes either of them (copying
 * both maps for every update was ~5 % of an editing room's CPU, and garbage for every edit).
 */
export function captureServerParts(doc: Y.Doc): ServerParts {
  const kept = captured.get(doc);
  if (kept) return kept;
  const roots = SERVER_ROOTS.map((name) => doc.getMap<unknown>(name));
  const parts = new Map(SERVER_ROOTS.map((name, i) => [name, new Map(roots[i].entries())]));
  captured.set(doc, parts);
  const forget = (tr: Y.Transaction) => {
    if (!roots.some((root) => changedKeys(tr, root))) return;
    captured.delete(doc);
    doc.off("afterTransaction", forget);
  };
  doc.on("afterTransaction", forget);
  return parts;
}

/** The name of the root that `type` lives under, or null for a type no longer in the doc. */
export function rootName(doc: Y.Doc, type: SharedType): string | null {
  let t = type;
  while (t._item !== null) {
    const parent = t._item.parent;
    if (!(parent instanceof Y.AbstractType)) return null;
    t = parent;
  }
  for (const [name, root] of doc.share) if (root === t) return name;
  return null;
}

/**
 * Undoes, inside `tr`, every change a client made outside the client parts: server parts go
 * back to `before`, unknown roots are emptied. Answers the names of the roots it put back.
 */
export function undoForeignChanges(doc: Y.Doc, tr: Y.Transaction, before: ServerParts): string[] {
  const touched = new Set<string>();
  for (const type of tr.changed.keys()) {
    const name = rootName(doc, type);
    if (name !== null && !CLIENT_ROOTS.has(name)) touched.add(name);
  }
  for (const name of touched) {
    const root = doc.share.get(name)!;
    const kept = before.get(name);
    if (kept) {
      restoreMap(doc.getMap<unknown>(name), kept);
      emptyList(root, tr);
    } else emptyRoot(root, tr);
  }
  return [...touched];
}

function emptyRoot(root: SharedType, tr: Y.Transaction) {
  for (const item of root._map.values()) if (!item.deleted) item.delete(tr);
  emptyList(root, tr);
}

function emptyList(root: SharedType, tr: Y.Transaction) {
  for (let item = root._start; item !== null; item = item.right) {
    if (!item.deleted) item.delete(tr);
  }
}

function restoreMap(map: Y.Map<unknown>, kept: ReadonlyMap<string, unknown>) {
  for (const key of [...map.keys()]) if (!kept.has(key)) map.delete(key);
  for (const [key, value] of kept) {
    if (map.get(key) === value) continue;
    // A shared type cannot be inserted twice; a server part never holds one anyway.
    if (value instanceof Y.AbstractType) map.delete(key);
    else map.set(key, value);
  }
}

/**
 * Once per room, before the runner reads it: a room stored before clients were kept out of the
 * server's parts may hold anyone's text in `run` and in roots of its own, so those are emptied;
 * the `ownsRun` mark says it has been. Call inside a transaction.
 */
export function claimServerParts(doc: Y.Doc): void {
  const meta = serverMeta(doc);
  if (meta.get("ownsRun") === true) return;
  lastRun(doc);
  doc.transact((tr) => {
    for (const [name, root] of doc.share) {
      if (!CLIENT_ROOTS.has(name) && name !== "server") emptyRoot(root, tr);
    }
    meta.set("ownsRun", true);
  });
}
