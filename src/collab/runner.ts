/**
 * Runs the room's code: a participant pushes a run request into the doc; the server takes it
 * out, runs the file through the executor (one run at a time per room, a few queued), and
 * writes the result into the doc's `run` map, so everyone in the room sees the same output.
 * A request is taken by the instance its sender is connected to; a KV lease (run_lease.ts) keeps
 * runs one at a time across instances, and the result reaches the others through the relay.
 */
import * as Y from "yjs";
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import { hit, type Limit, retryText } from "../core/rate_limit.ts";
import { type Executor, MAX_CODE_BYTES } from "../exec/model.ts";
import {
  files,
  fileText,
  handledRuns,
  isLanguage,
  lastRun,
  MAX_VERSION,
  readRun,
  type RunRequest,
  runRequests,
  type RunState,
} from "../shared/room_doc.ts";
import { type Conn, type Room, SERVER_ORIGIN } from "./room.ts";
import { RunLease } from "./run_lease.ts";

/** Runs waiting behind the current one; more are answered at once with a message. */
const MAX_QUEUED = 3;
/** Request ids the run map remembers as handled, so each requester can stop waiting. */
const HANDLED_KEPT = 20;
export const RUN_LIMIT: Limit = { name: "collab_run_ip", limit: 30, windowMs: 60_000 };

export type RunnerDeps = { kv: Deno.Kv; executor: Executor; logger: Logger; now(): number };

type Queued = RunRequest & { ip: string; student: string | null };

export function attachRunner(room: Room, deps: RunnerDeps): () => void {
  const doc = room.doc;
  const queue: Queued[] = [];
  let running = false;
  let detached = false;
  const lease = new RunLease(room.id, deps);

  // A run cut short by a restart never finishes: say so instead of 'Running...' forever. A run
  // whose instance still holds the lease is under way there.
  const stale = readRun(doc);
  if (stale?.status === "running" || stale?.status === "queued") {
    lease.held().then((held) => {
      const now = readRun(doc);
      if (held || detached || now?.id !== stale.id || now.status === "done") return;
      finish(now, "The run was interrupted because the server restarted. Please run it again.");
    }).catch((err) => deps.logger.warn("collab run lease unreadable", errorFields(err)));
  }
  if (runRequests(doc).length > 0) {
    doc.transact(() => runRequests(doc).delete(0, runRequests(doc).length), SERVER_ORIGIN);
  }

  function write(state: RunState, handledId: string | null) {
    doc.transact(() => {
      const run = lastRun(doc);
      for (const [k, v] of Object.entries(state)) run.set(k, v);
      if (handledId) {
        run.set("handled", [...handledRuns(doc), handledId].slice(-HANDLED_KEPT));
      }
    }, SERVER_ORIGIN);
  }

  function finish(state: RunState, output: string) {
    write({ ...state, status: "done", output, finishedAt: deps.now() }, state.id);
  }

  function refuse(req: RunRequest, output: string) {
    const now = deps.now();
    const state: RunState = {
      id: req.id,
      status: "done",
      by: req.by,
      fileName: "",
      language: req.language,
      output,
      startedAt: now,
      finishedAt: now,
    };
    write(state, req.id);
  }

  async function runNext() {
    if (running) return;
    const req = queue.shift();
    if (!req) return;
    running = true;
    let leased = false;
    try {
      // Another instance's run in this room goes first; this one waits as if queued here.
      leased = await lease.take(() => detached);
      if (leased) await runOne(req);
    } catch (err) {
      deps.logger.error("collab run failed", { room: room.id, ...errorFields(err) });
    } finally {
      if (leased) {
        await lease.release().catch((err) => {
          deps.logger.warn("collab run lease not released", errorFields(err));
        });
      }
      running = false;
      if (!doc.isDestroyed && !detached) void runNext();
    }
  }

  async function runOne(req: Queued) {
    const limited = await hit(deps.kv, RUN_LIMIT, req.ip, deps.now());
    if (!limited.ok) {
      return refuse(req, `You are running code too often. ${retryText(limited.retryAfterMs)}`);
    }
    const text = fileText(doc, req.fileId);
    if (!text) return refuse(req, "That file no longer exists in this room.");
    const code = text.toString();
    if (new TextEncoder().encode(code).length > MAX_CODE_BYTES) {
      return refuse(req, "This file is too large to run (at most 64 KB of code).");
    }
    const fileName = String(files(doc).get(req.fileId)?.get("name") ?? "");
    const state: RunState = {
      id: req.id,
      status: "running",
      by: req.by,
      fileName,
      language: req.language,
      output: "",
      startedAt: deps.now(),
    };
    write(state, null);
    // The executor takes turns across addresses and students; the room sees its place in line.
    const live = (next: RunState) => doc.isDestroyed || write(next, null);
    const res = await deps.executor.run({ language: req.language, version: req.version, code }, {
      owner: { address: req.ip, student: req.student },
      onPlace: (place) => live({ ...state, status: "queued", place }),
      onStart: () => live({ ...state, status: "running", place: 0, startedAt: deps.now() }),
    });
    if (doc.isDestroyed) return;
    const output = res.run.output === "" && res.run.code === 0
      ? "Program finished with no output."
      : res.run.output;
    finish(state, output);
  }

  function onRequests(event: Y.YArrayEvent<RunRequest>) {
    // Only requests from this instance's own sockets: another instance takes its senders'.
    const conn = event.transaction.origin as Conn;
    if (!room.conns.has(conn)) return;
    const requests = runRequests(doc);
    if (requests.length === 0) return;
    const taken = requests.toArray();
    doc.transact(() => requests.delete(0, requests.length), SERVER_ORIGIN);
    for (const raw of taken) {
      const req = validRequest(raw);
      if (!req) continue;
      if (queue.length >= MAX_QUEUED) {
        refuse(req, "Several runs are already waiting in this room. Please try again shortly.");
        continue;
      }
      queue.push({ ...req, ip: conn.ip, student: conn.student ?? null });
    }
    void runNext();
  }

  runRequests(doc).observe(onRequests);
  return () => {
    detached = true;
    runRequests(doc).unobserve(onRequests);
  };
}

function validRequest(raw: unknown): RunRequest | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== "string" || r.id.length > 40) return null;
  if (typeof r.fileId !== "string" || !isLanguage(r.language)) return null;
  const version = typeof r.version === "string" && /^[\w.*-]{0,20}$/.test(r.version)
    ? r.version.slice(0, MAX_VERSION) || "*"
    : "*";
  const by = typeof r.by === "string" ? r.by.slice(0, 60) : "";
  return { id: r.id, fileId: r.fileId, language: r.language, version, by };
}
