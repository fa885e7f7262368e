/**
 * Tells students they were mentioned (the `mentioned` event of a post, comment or chat message):
 * once per item and student, never oneself (notify drops it), never across a block, and only
 * those who can see the item: a hidden post mentions nobody, a chat only its other participant.
 * A student who muted the post hears nothing from it.
 */
import type { AppDeps } from "../deps.ts";
import type { MentionEvent } from "../core/events.ts";
import { getManyAtOnce } from "../core/kv.ts";
import { chatKey } from "../chat/keys.ts";
import type { ChatRecord } from "../chat/model.ts";
import { commentKey, postKey } from "../posts/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import { postPath } from "../shared/post_paths.ts";
import { userByUsernameKey } from "../users/keys.ts";
import { getUser } from "../users/repo.ts";
import { isMuted } from "./mutes.ts";
import { notify } from "./service.ts";

const quote = (title: string) => (title.length > 60 ? `${title.slice(0, 57)}...` : title);

/** The ids of the students `usernames` name (unknown names left out). */
async function idsOf(kv: Deno.Kv, usernames: string[]): Promise<string[]> {
  const entries = await getManyAtOnce<string>(kv, usernames.map(userByUsernameKey));
  return entries.flatMap((e) => (e.value ? [e.value] : []));
}

export async function notifyMentioned(deps: AppDeps, event: MentionEvent): Promise<void> {
  const { kv } = deps;
  const [author, named] = await Promise.all([
    getUser(kv, event.authorId),
    idsOf(kv, event.usernames),
  ]);
  if (!author || named.length === 0) return;
  const where = event.in;
  let told: { ids: string[]; message: string; link: string; item: string; postId: string | null };
  if (where.kind === "chat") {
    const chat = (await kv.get<ChatRecord>(chatKey(where.chatId))).value;
    if (!chat || !chat.participants.includes(author._id)) return;
    const other = chat.participants.find((p) => p !== author._id)!;
    told = {
      ids: named.filter((id) => id === other),
      message: `${author.name} mentioned you in a chat`,
      link: `/chat?userId=${author._id}`,
      item: where.messageId,
      postId: null,
    };
  } else {
    const post = (await kv.get<PostRecord>(postKey(where.postId))).value;
    if (!post || post.hiddenAt) return;
    if (where.kind === "comment") {
      if (!(await kv.get(commentKey(where.postId, where.commentId))).value) return;
    }
    told = {
      ids: named,
      message: where.kind === "post"
        ? `${author.name} mentioned you in "${quote(post.title)}"`
        : `${author.name} mentioned you in a comment on "${quote(post.title)}"`,
      link: postPath(post),
      item: where.kind === "post" ? post._id : where.commentId,
      postId: post._id,
    };
  }
  for (const userId of told.ids) {
    if (told.postId && await isMuted(kv, userId, told.postId)) continue;
    await notify(deps, {
      userId,
      type: "mention",
      title: "You were mentioned",
      message: told.message,
      senderId: author._id,
      link: told.link,
    }, `mention:${told.item}:${userId}`);
  }
}
