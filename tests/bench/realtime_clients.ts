/**
 * The realtime benches' students: one native WebSocket each, speaking either our `/ws` frames or
 * Socket.IO's wire protocol (engine.io 4), so both servers face the same cheap client. Frames
 * are recognised by their first bytes and the clientId is cut out without parsing the JSON.
 */
import type { Ledger } from "./realtime_ledger.ts";
import type { BenchStudent } from "./realtime_setup.ts";

export type Kind = "ours" | "socketio";

/** The same text for every message on both servers (about 80 bytes with its clientId). */
export const CONTENT = "Are we still meeting at the lab at six to go over the circuits homework?";
/** How long a student waits before sending a refused message again when the server names no
 * wait (a conflict): doubled at each refusal of the same message up to RESEND_MAX_MS, with
 * jitter, so refusals never turn into a resend storm. A "slow down" names its own wait
 * (`retryInMs`), which the student honours as the browser's chat does. */
const RESEND_MS = 250;
const RESEND_MAX_MS = 2000;

const CLIENT_ID = '"clientId":"';

export class Fleet {
  readonly sockets: WebSocket[] = [];
  /** The message each socket has sent and not had answered (-1: none), and the ones typed after
   * it, waiting: a student sends one message at a time, as in the browser, whose message input
   * waits while a send is pending (src/ui/chat/composer.tsx). */
  #inFlight: Int32Array;
  readonly #outbox: number[][];
  /** Sockets the server closed while the bench was running. */
  dropped = 0;
  /** Why they were closed: close code and reason → sockets. */
  readonly dropReasons = new Map<string, number>();
  #closing = false;
  #resending = true;
  readonly #urls: string[];
  readonly #origin: string;

  constructor(
    readonly kind: Kind,
    /** The server, or several instances of ours: socket i goes to `urls[i % urls.length]`, so
     * with two the students of every chat are on different instances. */
    urls: string | string[],
    readonly students: BenchStudent[],
    readonly ledger: Ledger,
    /** Letters that start every clientId of this run. */
    readonly tag: string,
    /** The origin the server(s) answer for (default: the first URL's, as localhost). */
    origin?: string,
  ) {
    this.#inFlight = new Int32Array(students.length).fill(-1);
    this.#outbox = students.map(() => []);
    this.#urls = typeof urls === "string" ? [urls] : urls;
    this.#origin = origin ?? this.#urls[0].replace("127.0.0.1", "localhost");
  }

  /** Opens every socket, `width` handshakes at a time, and waits until each is ready. */
  async connect(width = 25): Promise<void> {
    for (let i = 0; i < this.students.length; i += width) {
      const batch = [];
      for (let j = i; j < Math.min(i + width, this.students.length); j++) {
        batch.push(this.#open(j));
      }
      this.sockets.push(...await Promise.all(batch));
    }
  }

  /** Message k's clientId: rising with k, as the browser's (ULIDs) rise with time. */
  clientIdOf(k: number): string {
    return this.tag + String(k).padStart(9, "0");
  }

  /** Message k is typed at socket `from` (its time recorded): sent to its partner now, or once
   * the messages typed before it there are answered. */
  send(k: number, from: number): void {
    this.ledger.markSent(k, from);
    if (this.#inFlight[from] >= 0) this.#outbox[from].push(k);
    else this.#transmit(k, from);
  }

  /** Socket `from`'s message in flight was answered (stored, or refused for good): the next. */
  #answered(k: number, from: number): void {
    if (this.#inFlight[from] !== k) return;
    this.#inFlight[from] = -1;
    const next = this.#outbox[from].shift();
    if (next !== undefined) this.#transmit(next, from);
  }

  #transmit(k: number, from: number, again = false): void {
    this.#inFlight[from] = k;
    if (again) this.ledger.resends++;
    const s = this.students[from];
    const clientId = this.clientIdOf(k);
    const socket = this.sockets[from];
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(
      this.kind === "ours"
        ? `{"event":"send_message","data":{"chatId":"${s.chatId}","content":"${CONTENT}","clientId":"${clientId}"}}`
        : `42["send_message",{"chatId":"${s.chatId}","to":"${s.partner}","content":"${CONTENT}","clientId":"${clientId}"}]`,
    );
  }

  /** Messages typed and never sent: each still waiting behind its student's unanswered one. */
  unsent(): number {
    return this.#outbox.reduce((n, waiting) => n + waiting.length, 0);
  }

  /** The close codes and reasons of dropped sockets, or "" when none was. */
  dropText(): string {
    return [...this.dropReasons].map(([why, n]) => `${n} × ${why}`).join(", ");
  }

  /** No more resends after this (the run is over). */
  stopResending(): void {
    this.#resending = false;
  }

  close(): void {
    this.#closing = true;
    this.#resending = false;
    for (const s of this.sockets) s.close();
  }

  #open(i: number): Promise<WebSocket> {
    const student = this.students[i];
    const base = this.#urls[i % this.#urls.length].replace("http", "ws");
    const ws = this.kind === "ours"
      ? new WebSocket(`${base}/ws`, {
        headers: { cookie: student.cookie, origin: this.#origin },
      } as unknown as string[])
      : new WebSocket(`${base}/socket.io/?EIO=4&transport=websocket`);
    return new Promise((resolve, reject) => {
      let ready = false;
      ws.onerror = () => {
        if (!ready) reject(new Error(`socket ${i} refused`));
      };
      ws.onclose = (e) => {
        if (!ready) reject(new Error(`socket ${i} closed before it was ready`));
        else if (!this.#closing) {
          this.dropped++;
          const why = `${e.code} ${e.reason || "(no reason)"}`;
          this.dropReasons.set(why, (this.dropReasons.get(why) ?? 0) + 1);
        }
      };
      const onReady = () => {
        ready = true;
        resolve(ws);
      };
      ws.onmessage = this.kind === "ours"
        ? (e) => this.#ours(ws, i, e.data as string, onReady)
        : (e) => this.#socketIo(ws, i, e.data as string, student.id, onReady);
    });
  }

  #ours(ws: WebSocket, i: number, s: string, onReady: () => void): void {
    // Our frames are `{"event":"name",...}`: the name is read without parsing the rest.
    const event = s.startsWith('{"event":"')
      ? s.slice(10, s.indexOf('"', 10))
      : String(JSON.parse(s).event);
    if (event === "new_message") this.ledger.deliver(this.#index(s, CLIENT_ID), i);
    else if (event === "message_sent") this.#ack(this.#index(s, CLIENT_ID), i);
    else if (event === "error") this.#refusal(i, s);
    else if (event === "ready") onReady();
    // A socket silent for 30 s (between runs) is pinged, as the browser's is; it answers as the
    // browser does.
    else if (event === "ping") ws.send('{"event":"pong","data":null}');
  }

  #socketIo(ws: WebSocket, i: number, s: string, userId: string, onReady: () => void): void {
    // engine.io packet types: 0 open, 2 ping (answered by 3 pong), 4 message; socket.io packets
    // inside a message: 0 connect, 2 event, 4 connect error.
    if (s.startsWith('42["')) {
      const event = s.slice(4, s.indexOf('"', 4));
      if (event === "new_message") this.ledger.deliver(this.#index(s, CLIENT_ID), i);
      else if (event === "message_sent") this.#ack(this.#index(s, CLIENT_ID), i);
    } else if (s === "2") ws.send("3");
    else if (s.startsWith("0")) ws.send(`40${JSON.stringify({ userId })}`);
    else if (s.startsWith("40")) onReady();
    else if (s.startsWith("44")) ws.close();
  }

  #ack(k: number, at: number): void {
    this.ledger.ack(k);
    this.#answered(k, at);
  }

  /** k of the clientId that follows `marker` in frame `s`, or -1 when it is not this run's. */
  #index(s: string, marker: string): number {
    const at = s.indexOf(marker);
    if (at < 0) return -1;
    const start = at + marker.length;
    if (!s.startsWith(this.tag, start)) return -1;
    return parseInt(s.slice(start + this.tag.length, s.indexOf('"', start)), 10);
  }

  /** An `error` frame: a "slow down" or a conflict is sent again (same clientId) after a pause,
   * as a browser would; both are counted. A "slow down" waits the `retryInMs` it names plus up to
   * as much again at random (the browser's rule, src/ui/chat/deliver.ts), so refused senders come back paced and
   * spread out rather than all at once. */
  #refusal(from: number, s: string): void {
    const code = /"code":"([A-Z_]+)"/.exec(s)?.[1] ?? "NO_CODE";
    const k = this.#index(s, '"ref":"');
    if (code === "TOO_MANY_REQUESTS") this.ledger.refused++;
    else this.ledger.error(code);
    if (k < 0 || k >= this.ledger.capacity) return;
    if (code !== "TOO_MANY_REQUESTS" && code !== "CONFLICT") return this.#answered(k, from);
    const named = Number(/"retryInMs":(\d+)/.exec(s)?.[1]);
    const wait = named > 0
      ? named * (1 + Math.random())
      : Math.min(RESEND_MAX_MS, RESEND_MS * 2 ** this.ledger.refusals[k]) * (0.5 + Math.random());
    if (this.ledger.refusals[k] < 255) this.ledger.refusals[k]++;
    setTimeout(() => {
      if (this.#resending && !this.ledger.acked[k]) this.#transmit(k, from, true);
    }, wait);
  }
}
