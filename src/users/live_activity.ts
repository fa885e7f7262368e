/**
 * Live activity counts: when a student's Posts, Followers, Following or Total Likes change, their
 * open tabs hear `activity_changed` and read the profile again (the feed's activity panel, their
 * own profile). Sent after the act is stored, from the same domain events as notifications; a
 * re-follow or a like toggled back on changes a count but notifies nobody, so this is its own event.
 */
import type { AppDeps } from "../deps.ts";
import type { DomainEvent } from "../core/events.ts";
import type { ServerEvents } from "../shared/socket_contract.ts";

type What = ServerEvents["activity_changed"]["what"];

/** Whose count changed, and which, for one event. */
function changes(event: DomainEvent): [userId: string, what: What][] {
  switch (event.type) {
    case "user.followed":
    case "user.unfollowed":
      return [[event.followeeId, "followers"], [event.followerId, "following"]];
    case "post.liked":
    case "post.unliked":
      return [[event.authorId, "likes"]];
    case "post.created":
    case "post.deleted":
      // A deleted post takes its likes with it; one read of the profile gets both.
      return [[event.authorId, "posts"]];
    default:
      return [];
  }
}

/** Subscribes the live counts to the event bus; returns the unsubscribe function. */
export function subscribeActivityCounts(deps: Pick<AppDeps, "events" | "hub">): () => void {
  return deps.events.subscribe("activity", (event) => {
    for (const [userId, what] of changes(event)) {
      deps.hub.sendToUser(userId, "activity_changed", { what });
    }
  });
}
