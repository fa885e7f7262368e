/**
 * Sending one chat message (spec 000 §4 "Chat messages"): over the socket when it is open,
 * confirmed by `message_sent` (or the message coming back live); refused by an `error` naming
 * its clientId, unless the server was only too busy (`retryInMs`): then it goes again after that
 * long. Unconfirmed, it goes again over the socket after a reconnect and over HTTP after 8 s;
 * with the socket down it goes over HTTP at once. Every attempt carries the same clientId, which
 * the server stores once.
 */
import { on, send } from "../../client/socket.ts";
import { trpcClient, trpcMessage } from "../../client/trpc.ts";
import { type MessageView, SEND_FALLBACK_MS } from "./types.ts";

export type Outgoing = { chatId: string; content: string; clientId: string };

/** What a failed send tells the student. */
export class SendError extends Error {
  override name = "SendError";
}

const FAILED = "Failed to send message. Please try again.";

export function deliver(m: Outgoing): Promise<MessageView> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const offs: (() => void)[] = [];
    function finish(outcome: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      offs.forEach((off) => off());
      outcome();
    }
    const mine = (chatId: string, clientId: string | null) =>
      chatId === m.chatId && clientId === m.clientId;
    function viaHttp() {
      clearTimeout(timer);
      trpcClient.chat.send.mutate({ ...m, type: "text" }).then(
        (message) => finish(() => resolve(message)),
        (err) => finish(() => reject(new SendError(trpcMessage(err, FAILED)))),
      );
    }
    function viaSocket() {
      clearTimeout(timer);
      if (!send("send_message", { ...m, type: "text" })) return viaHttp();
      timer = setTimeout(viaHttp, SEND_FALLBACK_MS);
    }
    offs.push(
      on("message_sent", (e) => mine(e.chatId, e.clientId) && finish(() => resolve(e.message))),
      on("new_message", (e) => {
        if (mine(e.chatId, e.message.clientId)) finish(() => resolve(e.message));
      }),
      on("error", (e) => {
        if (e.event !== "send_message" || e.ref !== m.clientId || settled) return;
        if (e.retryInMs) {
          // The server pushed back under load: nothing the student typed is dropped.
          clearTimeout(timer);
          timer = setTimeout(viaSocket, e.retryInMs * (1 + Math.random()));
          return;
        }
        finish(() => reject(new SendError(e.message || FAILED)));
      }),
      on("reconnect", () => !settled && viaSocket()),
    );
    viaSocket();
  });
}
