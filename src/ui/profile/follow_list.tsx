/**
 * The Followers and Following tabs (spec 000 §2, §8): loaded when first shown, a skeleton while
 * loading, the spec's error with Try Again, its empty state, and Load more while pages remain.
 */
import { useEffect, useState } from "react";
import { trpc } from "../../client/trpc.ts";
import type { FollowPage, FollowRow as Row, FollowState } from "../../follow/service.ts";
import { MoreButton } from "../kit/buttons.tsx";
import { FormError } from "../kit/field.tsx";
import { LoadError, PersonSkeleton, Placeholders } from "../kit/states.tsx";
import { FollowRow } from "./follow_row.tsx";

export type FollowListProps = {
  which: "followers" | "following";
  userId: string;
  isOwner: boolean;
  viewerId: string | null;
  /** A follow toggle in a row changed the viewer's follow state. */
  onFollowChange(state: FollowState): void;
  /** The owner removed a follower; the owner's new follower count. */
  onFollowersCount(n: number): void;
};

type ListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; users: Row[]; cursor: string | null };

const text = {
  followers: { error: "Failed to load followers", empty: "No followers yet", name: "Followers" },
  following: {
    error: "Failed to load following list",
    empty: "Not following anyone",
    name: "Following",
  },
};

async function fetchPage(
  which: FollowListProps["which"],
  id: string,
  cursor?: string,
): Promise<FollowPage> {
  const input = cursor ? { id, cursor } : { id };
  if (which === "following") {
    const page = await trpc.follow.following.query(input);
    return { users: page.following, cursor: page.cursor };
  }
  const page = await trpc.follow.followers.query(input);
  return { users: page.followers, cursor: page.cursor };
}

/** Placeholder rows shaped like the real ones. */
export function RowsSkeleton(props: { label: string }) {
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

export function FollowList(props: FollowListProps) {
  const t = text[props.which];
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [more, setMore] = useState<"idle" | "loading" | "error">("idle");

  async function load() {
    setState({ status: "loading" });
    try {
      const page: FollowPage = await fetchPage(props.which, props.userId);
      setState({ status: "ready", users: page.users, cursor: page.cursor });
    } catch {
      setState({ status: "error" });
    }
  }

  async function loadMore() {
    if (state.status !== "ready" || !state.cursor || more === "loading") return;
    setMore("loading");
    try {
      const page = await fetchPage(props.which, props.userId, state.cursor);
      const seen = new Set(state.users.map((u) => u._id));
      setState({
        status: "ready",
        users: [...state.users, ...page.users.filter((u) => !seen.has(u._id))],
        cursor: page.cursor,
      });
      setMore("idle");
    } catch {
      setMore("error");
    }
  }

  useEffect(() => {
    void load();
  }, [props.which, props.userId]);

  if (state.status === "loading") return <RowsSkeleton label={`Loading ${t.name}...`} />;
  if (state.status === "error") {
    return <LoadError message={t.error} onRetry={() => void load()} className="profile-error" />;
  }
  if (state.users.length === 0) return <p className="empty-state">{t.empty}</p>;

  function removed(id: string, followersCount: number) {
    setState((s) =>
      s.status === "ready" ? { ...s, users: s.users.filter((u) => u._id !== id) } : s
    );
    props.onFollowersCount(followersCount);
  }

  return (
    <>
      <ul className="follow-list" aria-label={t.name}>
        {state.users.map((u) => (
          <FollowRow
            key={u._id}
            which={props.which}
            user={u}
            isOwner={props.isOwner}
            viewerId={props.viewerId}
            onFollowChange={props.onFollowChange}
            onRemoved={(n) => removed(u._id, n)}
          />
        ))}
      </ul>
      {state.cursor && (
        <div className="profile-more">
          <FormError message={more === "error" ? t.error : null} />
          <MoreButton
            label={more === "error" ? "Try Again" : "Load more"}
            loading={more === "loading"}
            onClick={() => void loadMore()}
            className="btn btn-small"
          />
        </div>
      )}
    </>
  );
}
