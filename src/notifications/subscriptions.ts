/**
 * Turns domain events into notifications: a new follower, a new post for each follower, and a
 * like, comment or share for the post's author. Never for one's own acts; a like toggled off
 * and on, a re-follow or a repeated share notifies once, and so does an event delivered twice.
 * A student who muted a post hears nothing more from it; a mention is told once per item.
 */
import type { AppDeps } from "../deps.ts";
import type { DomainEvent } from "../core/events.ts";
import { followersPrefix } from "../follow/keys.ts";
import { postKey } from "../posts/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import { postPath } from "../shared/post_paths.ts";
import { getUser } from "../users/repo.ts";
import { forgetNotificationsFrom, notify } from "./service.ts";
import { notifyAll } from "./notify_all.ts";
import { isMuted } from "./mutes.ts";
import { notifyMentioned } from "./mentions.ts";

const quote = (title: string) => (title.length > 60 ? `${title.slice(0, 57)}...` : title);

async function handle(deps: AppDeps, event: DomainEvent) {
  const { kv } = deps;
  switch (event.type) {
    case "user.blocked": {
      // Neither keeps a notification from the other: the block hides each from the other.
      await forgetNotificationsFrom(deps, event.blockerId, event.blockedId);
      await forgetNotificationsFrom(deps, event.blockedId, event.blockerId);
      return;
    }
    case "user.followed": {
      const follower = await getUser(kv, event.followerId);
      if (!follower) return;
      await notify(deps, {
        userId: event.followeeId,
        type: "new_follower",
        title: "New follower",
        message: `${follower.name} started following you`,
        senderId: follower._id,
        link: `/profile/${follower._id}`,
      }, `follow:${follower._id}`);
      return;
    }
    case "post.created": {
      const author = await getUser(kv, event.authorId);
      const post = (await kv.get<PostRecord>(postKey(event.postId))).value;
      if (!author || !post) return;
      const followers: string[] = [];
      for await (const e of kv.list({ prefix: followersPrefix(event.authorId) })) {
        followers.push(e.key[2] as string);
      }
      await notifyAll(deps, followers, {
        type: "new_post",
        title: "New post",
        message: `${author.name} posted "${quote(post.title)}"`,
        senderId: author._id,
        link: postPath(post),
      }, `post:${post._id}:${author._id}`);
      return;
    }
    case "post.liked":
    case "post.commented":
    case "post.shared": {
      if (event.userId === event.authorId) return;
      const [actor, post] = await Promise.all([
        getUser(kv, event.userId),
        kv.get<PostRecord>(postKey(event.postId)).then((e) => e.value),
      ]);
      if (!actor || !post) return;
      if (await isMuted(kv, event.authorId, post._id)) return;
      const what = event.type === "post.liked"
        ? { type: "like" as const, title: "New like", verb: "liked" }
        : event.type === "post.commented"
        ? { type: "comment" as const, title: "New comment", verb: "commented on" }
        : { type: "share" as const, title: "Post shared", verb: "shared" };
      await notify(
        deps,
        {
          userId: event.authorId,
          type: what.type,
          title: what.title,
          message: `${actor.name} ${what.verb} your post "${quote(post.title)}"`,
          senderId: actor._id,
          link: postPath(post),
        },
        event.type === "post.commented"
          ? `comment:${event.commentId}:${actor._id}`
          : `${what.type}:${post._id}:${actor._id}`,
      );
      return;
    }
    case "mentioned":
      await notifyMentioned(deps, event);
  }
}

/** Subscribes notifications to the domain events; returns the unsubscribe function. */
export function subscribeNotifications(deps: AppDeps): () => void {
  return deps.events.subscribe("notifications", (event) => handle(deps, event));
}
