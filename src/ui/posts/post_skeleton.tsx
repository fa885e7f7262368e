/** Placeholder cards shaped like posts, shown while a list or a post is loading. */
import { PersonSkeleton, Placeholders } from "../kit/states.tsx";

export function PostSkeleton(props: { count?: number; label?: string }) {
  return (
    <Placeholders
      label={props.label ?? "Loading posts..."}
      className="post-skeletons"
      count={props.count ?? 3}
      item={(i) => (
        <div key={i} className="card post-skeleton" aria-hidden="true">
          <PersonSkeleton
            className="post-skeleton-head"
            avatarClassName="post-skeleton-avatar"
            linesClassName="post-skeleton-lines"
          />
          <span className="skeleton post-skeleton-title" />
          <span className="skeleton post-skeleton-line" />
          <span className="skeleton post-skeleton-line" />
          <span className="skeleton post-skeleton-line post-skeleton-short" />
        </div>
      )}
    />
  );
}
