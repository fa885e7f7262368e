/** Placeholder cards shaped like posts, shown while a list or a post is loading. */

export function PostSkeleton(props: { count?: number; label?: string }) {
  const count = props.count ?? 3;
  return (
    <div className="post-skeletons" aria-busy="true">
      <span className="visually-hidden" role="status">{props.label ?? "Loading posts..."}</span>
      {Array.from(
        { length: count },
        (_, i) => (
          <div key={i} className="card post-skeleton" aria-hidden="true">
            <div className="post-skeleton-head">
              <span className="skeleton post-skeleton-avatar" />
              <span className="post-skeleton-lines">
                <span className="skeleton" />
                <span className="skeleton" />
              </span>
            </div>
            <span className="skeleton post-skeleton-title" />
            <span className="skeleton post-skeleton-line" />
            <span className="skeleton post-skeleton-line" />
            <span className="skeleton post-skeleton-line post-skeleton-short" />
          </div>
        ),
      )}
    </div>
  );
}
