/**
 * The tab's live socket feeding the page's query cache (spec 000 §4 "Live connection"): a new
 * notification, a new chat message and a conversation read change the cached lists and counts
 * where they are; a change of the student's own activity counts reads their profile again.
 * Whenever the socket becomes ready (the first time too, since anything that happened while it
 * was connecting was never pushed) what may have been missed is read again. Started once per
 * tab, by whichever island showing live data renders first (the header, the chat page), so an
 * island whose code arrives before the header's misses nothing.
 */
import { useState } from "react";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../client/query.tsx";
import { on, onStatus, socketStatus } from "../client/socket.ts";
import {
  applyChatRead,
  applyMessageDeleted,
  applyMessageEdited,
  applyNewMessage,
  chatListKey,
} from "./chat/cache.ts";
import { addLiveNotification } from "./notifications/cache.ts";

let running: { userId: string; stop(): void } | null = null;

/**
 * Follows the socket for `userId` into `client`, once per tab (again only when the student
 * changed). It is meant to start before the first query of the counts and lists, so no event can
 * fall between a read and the listening.
 */
export function startLiveUpdates(client: QueryClient, userId: string): void {
  // A server render has no socket.
  if (typeof document === "undefined" || running?.userId === userId) return;
  running?.stop();
  const ownProfile = trpc.users.byId.queryFilter({ id: userId });
  const offs = [
    on("new_notification", (n) => addLiveNotification(client, n)),
    on("new_message", (e) => applyNewMessage(client, userId, e)),
    // The tab that sent a message hears of it only as this answer.
    on("message_sent", (e) => applyNewMessage(client, userId, e)),
    on("chat_read", (e) => applyChatRead(client, e)),
    on("message_edited", (e) => applyMessageEdited(client, e)),
    on("message_deleted", (e) => applyMessageDeleted(client, e)),
    on("activity_changed", () => void client.invalidateQueries(ownProfile)),
    onStatus((status) => {
      if (status === "open") readAgain();
    }),
  ];
  running = { userId, stop: () => offs.forEach((off) => off()) };
  // Already open (another island started the socket): what it carried so far went unheard.
  if (socketStatus() === "open") readAgain();

  function readAgain() {
    void client.invalidateQueries(ownProfile);
    void client.invalidateQueries(trpc.notifications.pathFilter());
    void client.invalidateQueries(trpc.chat.unreadCount.queryFilter());
    void client.invalidateQueries({ queryKey: chatListKey() });
  }
}

/** Starts the tab's live updates for `userId` while the calling island first renders, before
 * its own queries first read. */
export function useLiveUpdates(userId: string): void {
  const client = useQueryClient();
  useState(() => startLiveUpdates(client, userId));
}
