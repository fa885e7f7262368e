/**
 * Domain events: services publish what happened (a post, a like, a follow); other domains
 * subscribe (notifications, realtime) without the publisher knowing them. In-process for now;
 * the same interface can carry events between instances later.
 */

export type DomainEvent =
  | { type: "post.created"; postId: string; authorId: string; postType: string; title: string }
  | { type: "post.deleted"; postId: string; authorId: string }
  | { type: "post.liked"; postId: string; authorId: string; userId: string }
  | { type: "post.unliked"; postId: string; authorId: string; userId: string }
  | { type: "post.commented"; postId: string; authorId: string; userId: string; commentId: string }
  | { type: "post.shared"; postId: string; authorId: string; userId: string }
  | { type: "user.followed"; followerId: string; followeeId: string }
  | { type: "user.unfollowed"; followerId: string; followeeId: string };

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

export type EventBus = {
  publish(event: DomainEvent): void;
  subscribe(handler: EventHandler): () => void;
};

/** Delivers each event to every subscriber after the publisher's work is done; a failing
 * subscriber is logged and never breaks the publisher or the other subscribers. */
export function inProcessEventBus(onError: (err: unknown, event: DomainEvent) => void): EventBus {
  const handlers = new Set<EventHandler>();
  return {
    publish(event) {
      for (const handler of handlers) {
        queueMicrotask(async () => {
          try {
            await handler(event);
          } catch (err) {
            onError(err, event);
          }
        });
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
