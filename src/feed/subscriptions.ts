/**
 * The following feed follows the acts that change it: a new post is fanned out to followers, a
 * deleted one retracted, a follow brings the followee's recent posts in and an unfollow takes them
 * out. Run from the durable domain events, so each can run again: each first checks that what it
 * follows still holds (a later act may have undone it).
 */
import type { DomainEvents } from "../core/events.ts";
import { followingKey } from "../follow/keys.ts";
import { postKey } from "../posts/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import { backfillFeed, fanOutPost, purgeFeed, retractPost } from "./fanout.ts";

export function subscribeFeed(events: DomainEvents, kv: Deno.Kv): () => void {
  return events.subscribe("feed", async (event) => {
    switch (event.type) {
      case "post.created": {
        const post = (await kv.get<PostRecord>(postKey(event.postId))).value;
        if (post) await fanOutPost(kv, post);
        return;
      }
      case "post.deleted": {
        if ((await kv.get(postKey(event.postId))).versionstamp !== null) return;
        await retractPost(kv, {
          _id: event.postId,
          type: event.postType,
          authorId: event.authorId,
        });
        return;
      }
      case "user.followed": {
        const edge = await kv.get(followingKey(event.followerId, event.followeeId));
        if (edge.versionstamp !== null) await backfillFeed(kv, event.followerId, event.followeeId);
        return;
      }
      case "user.unfollowed": {
        const edge = await kv.get(followingKey(event.followerId, event.followeeId));
        if (edge.versionstamp === null) await purgeFeed(kv, event.followerId, event.followeeId);
        return;
      }
    }
  });
}
