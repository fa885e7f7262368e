/**
 * The readers behind the data export: each gathers one kind of what an account owns, in the shape
 * the archive keeps it (ISO dates, ids with usernames, files with their bytes as base64).
 */
import { Buffer } from "node:buffer";
import { getChunked } from "../core/chunked.ts";
import { countOf } from "../core/counters.ts";
import { getExisting, getManyBatched } from "../core/kv.ts";
import type { BlobStore } from "../uploads/blob_store.ts";
import { chatKey, inboxPrefix, messagesPrefix } from "../chat/keys.ts";
import type { ChatRecord, MessageRecord } from "../chat/model.ts";
import { fileContentKey, fileKey, filesByOwnerPrefix } from "../files/keys.ts";
import type { FileRecord } from "../files/model.ts";
import { followersPrefix, followingPrefix } from "../follow/keys.ts";
import {
  allCommentsPrefix,
  allLikesPrefix,
  allSharesPrefix,
  commentsPrefix,
  postKey,
  postsByAuthorPrefix,
  postStatKey,
} from "../posts/keys.ts";
import type { CommentRecord, PostRecord } from "../posts/model.ts";
import { uploadsPrefix } from "../uploads/keys.ts";
import { MEDIA_PREFIX } from "../uploads/service.ts";
import { getUsers } from "../users/repo.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** Bytes as the archive embeds them. */
export const embedded = (bytes: Uint8Array, contentType: string) => ({
  contentType,
  base64: Buffer.from(bytes).toString("base64"),
});

/** id → { _id, username } for every id given (a removed account's username is ""). */
export async function usernames(kv: Deno.Kv, ids: string[]) {
  const users = new Map((await getUsers(kv, [...new Set(ids)])).map((u) => [u._id, u.username]));
  return (id: string) => ({ _id: id, username: users.get(id) ?? "" });
}

/** The student's posts, newest first, with their counters and every comment on them. */
export async function postsOf(kv: Deno.Kv, userId: string) {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: postsByAuthorPrefix(userId) }, { reverse: true })) {
    ids.push(e.key[2] as string);
  }
  const posts = await getExisting<PostRecord>(kv, ids.map(postKey));
  const out = [];
  for (const p of posts) {
    const stats = await kv.getMany([
      postStatKey(p._id, "likes"),
      postStatKey(p._id, "comments"),
      postStatKey(p._id, "shares"),
    ]);
    const comments = await Array.fromAsync(
      kv.list<CommentRecord>({ prefix: commentsPrefix(p._id) }),
      (e) => e.value,
    );
    const who = await usernames(kv, comments.map((c) => c.authorId));
    out.push({
      ...p,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
      likesCount: countOf(stats[0].value),
      commentsCount: countOf(stats[1].value),
      sharesCount: countOf(stats[2].value),
      comments: comments.map((c) => ({
        _id: c._id,
        author: who(c.authorId),
        content: c.content,
        createdAt: iso(c.createdAt),
      })),
    });
  }
  return out;
}

/** The student's likes, shares and comments on posts (acts are keyed by post: one full read). */
export async function actsOf(kv: Deno.Kv, userId: string) {
  const likes = [];
  for await (const e of kv.list<number>({ prefix: allLikesPrefix })) {
    if (e.key[2] === userId) likes.push({ postId: e.key[1] as string, likedAt: iso(e.value) });
  }
  const shares = [];
  for await (const e of kv.list<number>({ prefix: allSharesPrefix })) {
    if (e.key[2] === userId) shares.push({ postId: e.key[1] as string, sharedAt: iso(e.value) });
  }
  const comments = [];
  for await (const e of kv.list<CommentRecord>({ prefix: allCommentsPrefix })) {
    const c = e.value;
    if (c.authorId === userId) {
      comments.push({
        _id: c._id,
        postId: c.postId,
        content: c.content,
        createdAt: iso(c.createdAt),
      });
    }
  }
  return { likes, shares, comments };
}

/** Whom the student follows and who follows them, with usernames and since when. */
export async function followsOf(kv: Deno.Kv, userId: string) {
  const read = async (prefix: Deno.KvKey) => {
    const edges = await Array.fromAsync(kv.list<number>({ prefix }));
    const who = await usernames(kv, edges.map((e) => e.key[2] as string));
    return edges.map((e) => ({ ...who(e.key[2] as string), since: iso(e.value) }));
  };
  return {
    following: await read(followingPrefix(userId)),
    followers: await read(followersPrefix(userId)),
  };
}

/** Every chat of the student with all its messages, oldest first. */
export async function chatsOf(kv: Deno.Kv, userId: string) {
  const ids = await Array.fromAsync(
    kv.list({ prefix: inboxPrefix(userId) }, { reverse: true }),
    (e) => e.key[3] as string,
  );
  const chats = await getExisting<ChatRecord>(kv, ids.map(chatKey));
  const who = await usernames(kv, chats.flatMap((c) => c.participants));
  const out = [];
  for (const chat of chats) {
    const messages = await Array.fromAsync(
      kv.list<MessageRecord>({ prefix: messagesPrefix(chat._id) }),
      (e) => ({
        _id: e.value._id,
        sender: who(e.value.senderId),
        content: e.value.content,
        createdAt: iso(e.value.createdAt),
      }),
    );
    out.push({
      _id: chat._id,
      participants: chat.participants.map(who),
      createdAt: iso(chat.createdAt),
      messages,
    });
  }
  return out;
}

/** The student's saved files with their whole content. */
export async function filesOf(kv: Deno.Kv, userId: string) {
  const ids = await Array.fromAsync(
    kv.list({ prefix: filesByOwnerPrefix(userId) }),
    (e) => e.key[2] as string,
  );
  const records = (await getManyBatched<FileRecord>(kv, ids.map(fileKey)))
    .flatMap((e) => (e.value ? [e.value] : []));
  const out = [];
  for (const f of records) {
    const bytes = await getChunked(kv, fileContentKey(f._id));
    out.push({
      ...f,
      createdAt: iso(f.createdAt),
      updatedAt: iso(f.updatedAt),
      content: bytes ? new TextDecoder().decode(bytes) : "",
    });
  }
  return out;
}

const imageTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** Every image the student uploaded (profile picture, post images), embedded. */
export async function uploadsOf(kv: Deno.Kv, blobs: BlobStore, userId: string) {
  const out = [];
  for await (
    const e of kv.list<{ ownerId: string; createdAt: number }>({ prefix: uploadsPrefix })
  ) {
    if (e.value.ownerId !== userId) continue;
    const key = e.key[1] as string;
    const bytes = await blobs.get(key);
    if (!bytes) continue;
    const ext = key.slice(key.lastIndexOf(".") + 1);
    out.push({
      url: `${MEDIA_PREFIX}${key}`,
      uploadedAt: iso(e.value.createdAt),
      ...embedded(bytes, imageTypes[ext] ?? "application/octet-stream"),
    });
  }
  return out;
}
