/**
 * The Followers and Following tabs (spec 000 §2, §8): loaded when first shown, a skeleton while
 * loading, the spec's error with Try Again, its empty state, and Load more while pages remain.
 */
import { FormError } from "../kit/field.tsx";
import { MoreButton } from "../kit/buttons.tsx";
import { LoadError, PersonSkeleton, Placeholders } from "../kit/states.tsx";
import {
  followListKey,
  type FollowListQuery,
  type FollowWhich,
  useFollowers,
  useFollowing,
} from "./follow_queries.ts";
import { FollowRow } from "./follow_row.tsx";

export type FollowListProps = {
  which: FollowWhich;
  userId: string;
  isOwner: boolean;
  viewerId: string | null;
};

const text = {
  followers: { error: "Failed to load followers", empty: "No followers yet", name: "Followers" },
  following: {
    error: "Failed to load following list",
    empty: "Not following anyone",
    name: "Following",
  },
};

/** Placeholder rows shaped like the real ones. */
function RowsSkeleton(props: { label: string }) {
  return (
    <Placeholders
      label={props.label}
      className="follow-skeleton"
      item={(i) => (
        <PersonSkeleton
          key={i}
          className="follow-skeleton-row"
          avatarClassName="follow-skeleton-avatar"
          linesClassName="follow-skeleton-lines"
          hidden
        />
      )}
    />
  );
}

function Rows(props: FollowListProps & { list: FollowListQuery }) {
  const { list, which } = props;
  const t = text[which];
  if (!list.data) {
    if (list.isError && !list.isFetching) {
      return (
        <LoadError
          message={t.error}
          onRetry={() => void list.refetch()}
          className="profile-error"
        />
      );
    }
    return <RowsSkeleton label={`Loading ${t.name}...`} />;
  }
  if (list.data.length === 0) return <p className="empty-state">{t.empty}</p>;

  const moreFailed = list.isFetchNextPageError;
  return (
    <>
      <ul className="follow-list" aria-label={t.name}>
        {list.data.map((u) => (
          <FollowRow
            key={u._id}
            which={which}
            user={u}
            ownerId={props.userId}
            isOwner={props.isOwner}
            viewerId={props.viewerId}
            listKey={followListKey(which, props.userId)}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="profile-more">
          <FormError message={moreFailed ? t.error : null} />
          <MoreButton
            label={moreFailed ? "Try Again" : "Load more"}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            className="btn btn-small"
          />
        </div>
      )}
    </>
  );
}

function Followers(props: FollowListProps) {
  return <Rows {...props} list={useFollowers(props.userId)} />;
}

function Following(props: FollowListProps) {
  return <Rows {...props} list={useFollowing(props.userId)} />;
}

export function FollowList(props: FollowListProps) {
  return props.which === "followers" ? <Followers {...props} /> : <Following {...props} />;
}
