/**
 * A student in one chat whose socket may land on any instance, kept like the browser keeps it:
 * messages merged by id from live frames and from the catch-up read after each (re)connect.
 * It also notes a message pushed twice on one socket, which the bus must never do.
 */
import { messagesPerSender } from "../../src/chat/commit.ts";
import { CLOSE_CATCH_UP } from "../../src/shared/close_codes.ts";
import { openSocket, type TestSocket } from "./socket.ts";
import { Client } from "./users.ts";

export type ChatMessage = { _id: string; content: string; sender: { _id: string } };

type Where = { url: string; origin: string };

/** Attempts to get a socket back after the server closed one, each waiting a little longer. */
const RECONNECT_ATTEMPTS = 10;

export class ChatRoamer {
  readonly client: Client;
  socket: TestSocket | null = null;
  /** Every message this student has, by id (what the conversation shows). */
  readonly view = new Map<string, ChatMessage>();
  /** Ids that arrived as live frames. */
  readonly live = new Set<string>();
  /** Ids pushed more than once on the same socket. */
  readonly repeats: string[] = [];
  /** This student's messages the server acknowledged, in the order sent. */
  readonly acked: string[] = [];
  /** Close codes of sockets the server closed; each was followed by a reconnect, as the
   * browser does (never after 4001, the login ended). */
  readonly closedByServer: number[] = [];
  /** Resolves when the socket is back after the server closed it. */
  reconnected: Promise<void> = Promise.resolve();
  #where: Where;
  #read = 0;
  #seenHere = new Set<string>();
  #sent = 0;
  /** When each recent message went, to keep within the chat's pace as a student typing would. */
  #times: number[] = [];

  constructor(readonly name: string, where: Where, readonly chatId: string) {
    // The client's requests go wherever `#where` points now.
    this.#where = { ...where };
    this.client = new Client(this.#where);
  }

  /** Points requests and the next socket at another instance. */
  moveTo(where: Where): void {
    this.#where.url = where.url;
    this.#where.origin = where.origin;
  }

  /** Opens a socket on the current instance, joins the chat and reads what was missed. */
  async connect(): Promise<void> {
    // As the browser: after a close saying deliveries were lost, the conversation is read again
    // in full rather than after the last message held.
    const full = this.closedByServer.at(-1) === CLOSE_CATCH_UP && this.socket === null;
    const s = await openSocket(this.#where, this.client, this.#where.origin);
    this.socket = s;
    this.#read = 0;
    this.#seenHere = new Set();
    s.closed.then((e) => {
      if (this.socket !== s) return;
      this.absorb(s);
      this.socket = null;
      this.closedByServer.push(e.code);
      if (e.code === 4001) return;
      this.reconnected = this.#reconnect();
      // Whoever waits for the socket (`send`, a test) sees a failure; until then it is not one
      // nobody handled.
      this.reconnected.catch(() => {});
    });
    s.send("join_chat", { chatId: this.chatId });
    await this.catchUp(full);
  }

  /** Connects again, as the browser does after the server closed its socket: after a wait (the
   * browser's is about a second; a little is enough here), and again when the attempt fails (a
   * reconnect right after Redis came back was once refused), as the browser keeps trying. */
  async #reconnect(): Promise<void> {
    for (let attempt = 1;; attempt++) {
      await new Promise((r) => setTimeout(r, 100 * attempt));
      try {
        return await this.connect();
      } catch (err) {
        // A socket that opened stays; only a refused one is tried again.
        if (this.socket || attempt === RECONNECT_ATTEMPTS) throw err;
      }
    }
  }

  /** Reads the messages after the last one held (or the latest, with `full`), as the browser
   * does when its socket is back. */
  async catchUp(full = false): Promise<void> {
    const last = full ? undefined : [...this.view.keys()].sort().at(-1);
    const q = last ? `?after=${last}&limit=200` : "?limit=200";
    const res = await this.client.request<{ messages: ChatMessage[] }>(
      "GET",
      `/api/chat/${this.chatId}/messages${q}`,
    );
    if (res.status !== 200) throw new Error(`${this.name} catch-up: ${res.status}`);
    for (const m of res.body.messages) this.view.set(m._id, m);
  }

  /** Closes the socket from this side, as a dropped network would. */
  async disconnect(): Promise<void> {
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    this.absorb(s);
    s.close();
    await s.closed;
  }

  /** Takes in the frames the socket received since last time. */
  absorb(s = this.socket): void {
    if (!s) return;
    for (; this.#read < s.frames.length; this.#read++) {
      const f = s.frames[this.#read];
      // Its own messages reach the socket that sent them as `message_sent`.
      const carries = f.event === "new_message" || f.event === "message_sent";
      if (!carries || f.data.chatId !== this.chatId) continue;
      const m = f.data.message as ChatMessage;
      if (this.#seenHere.has(m._id)) this.repeats.push(m._id);
      this.#seenHere.add(m._id);
      this.live.add(m._id);
      this.view.set(m._id, m);
    }
  }

  /** Sends `count` messages at once and waits for every acknowledgement. */
  async send(count: number): Promise<string[]> {
    if (!this.socket) await this.reconnected;
    const s = this.socket;
    if (!s) throw new Error(`${this.name} has no socket`);
    await this.#pace(count);
    const from = s.frames.length;
    const refs = Array.from({ length: count }, () => `${this.name}-${++this.#sent}`);
    for (const ref of refs) {
      s.send("send_message", { chatId: this.chatId, content: ref, type: "text", clientId: ref });
    }
    const ids: string[] = [];
    for (const ref of refs) ids.push(await this.#acked(s, ref, from));
    this.acked.push(...ids);
    return ids;
  }

  /** Waits until `count` more messages stay within `messagesPerSender` (20 in 10 s). */
  async #pace(count: number): Promise<void> {
    const { limit, windowMs } = messagesPerSender;
    const window = windowMs + 200;
    this.#times = this.#times.filter((t) => t > Date.now() - window);
    while (this.#times.length + count > limit) {
      await new Promise((r) => setTimeout(r, this.#times[0] + window - Date.now()));
      this.#times = this.#times.filter((t) => t > Date.now() - window);
    }
    for (let i = 0; i < count; i++) this.#times.push(Date.now());
  }

  /** The id of message `ref` once acknowledged; a push-back (`retryInMs`: the chat's pace) is
   * waited out and the same message sent again, as the browser does. */
  async #acked(s: TestSocket, ref: string, from: number): Promise<string> {
    for (;;) {
      const outcome = await new Promise<{ id?: string; retryInMs?: number }>((resolve, reject) => {
        s.waitFor("message_sent", (d) => d.clientId === ref, from).then(
          (f) => resolve({ id: (f.data.message as ChatMessage)._id }),
          reject,
        );
        s.waitFor("error", (d) => d.ref === ref, from).then((f) => {
          if (typeof f.data.retryInMs !== "number") {
            reject(new Error(`${this.name}'s ${ref} refused: ${JSON.stringify(f.data)}`));
          } else resolve({ retryInMs: f.data.retryInMs });
        }, () => {});
      });
      if (outcome.id) return outcome.id;
      await new Promise((r) => setTimeout(r, outcome.retryInMs));
      from = s.frames.length;
      s.send("send_message", { chatId: this.chatId, content: ref, type: "text", clientId: ref });
    }
  }

  /** Resolves once every id in `ids` is held (live frames or catch-up); `liveOnly` asks that
   * they came as live frames. */
  async waitFor(ids: string[], liveOnly = false, ms = 5000): Promise<void> {
    const end = Date.now() + ms;
    for (;;) {
      this.absorb();
      const have = liveOnly ? this.live : this.view;
      const missing = ids.filter((id) => !have.has(id));
      if (missing.length === 0) return;
      if (Date.now() > end) {
        throw new Error(`${this.name} is missing ${missing.length} of ${ids.length} messages`);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
