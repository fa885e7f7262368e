/**
 * Like, comment and share buttons with their counts (spec 000 §4 "Like", "Share"). A like is
 * shown at once and then set to the server's answer; visitors are sent to sign in.
 */
import { type ComponentProps, useRef } from "react";
import { trpc } from "../../client/trpc.ts";
import { count } from "../kit/format.ts";
import { Icon } from "../kit/icon.tsx";
import { iconChat, iconHeart, iconShareOut } from "../kit/icon_paths.ts";
import type { PostView } from "./types.ts";

export type LikeState = { isLiked: boolean; likesCount: number };

export type PostActionsProps = {
  post: PostView;
  signedIn: boolean;
  commentsOpen: boolean;
  /** The id of the comment panel the comment button opens. */
  panelId: string;
  sharing: boolean;
  onLike(state: LikeState): void;
  onToggleComments(): void;
  onShare(): void;
};

/** One of the three: its icon, its name and its count. */
function Action(
  { icon, label, n, filled, ...button }: ComponentProps<"button"> & {
    icon: string;
    label: string;
    n: number;
    filled?: boolean;
  },
) {
  return (
    <button type="button" className="post-action" {...button}>
      <Icon d={icon} size={18} className="post-icon" filled={filled} />
      <span className="post-action-label">{label}</span>
      <span className="post-action-count">{count(n)}</span>
    </button>
  );
}

/** Like, comment and share need a signed-in student (spec 000 §5). */
export function toLogin(): void {
  location.assign("/login");
}

export function PostActions(props: PostActionsProps) {
  const { post } = props;
  const liking = useRef(false);

  async function like() {
    if (!props.signedIn) return toLogin();
    if (liking.current) return;
    liking.current = true;
    const before = { isLiked: post.isLiked, likesCount: post.likesCount };
    props.onLike({
      isLiked: !before.isLiked,
      likesCount: Math.max(0, before.likesCount + (before.isLiked ? -1 : 1)),
    });
    try {
      props.onLike(await trpc.posts.like.mutate({ id: post._id }));
    } catch {
      props.onLike(before);
      alert("Failed to like post. Please try again.");
    } finally {
      liking.current = false;
    }
  }

  return (
    <div className="post-actions">
      <Action
        icon={iconHeart}
        label="Like"
        n={post.likesCount}
        filled={post.isLiked}
        className={post.isLiked ? "post-action is-liked" : "post-action"}
        aria-pressed={post.isLiked}
        onClick={() => void like()}
      />
      <Action
        icon={iconChat}
        label="Comment"
        n={post.commentsCount}
        aria-expanded={props.commentsOpen}
        aria-controls={props.commentsOpen ? props.panelId : undefined}
        onClick={() => (props.signedIn ? props.onToggleComments() : toLogin())}
      />
      <Action
        icon={iconShareOut}
        label="Share"
        n={post.sharesCount}
        onClick={() => (props.signedIn ? props.onShare() : toLogin())}
        aria-busy={props.sharing || undefined}
      />
    </div>
  );
}
