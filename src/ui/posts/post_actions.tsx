/**
 * Like, comment and share buttons with their counts (spec 000 §4 "Like", "Share"), and the
 * bookmark. A like or a save is shown at once and then set to the server's answer; visitors are
 * sent to sign in and back.
 */
import type { ComponentProps } from "react";
import { count } from "../kit/format.ts";
import { Icon } from "../kit/icon.tsx";
import { loginHere } from "../kit/sign_in_link.tsx";
import { iconBookmark, iconChat, iconHeart, iconShareOut } from "../kit/icon_paths.ts";
import type { PostView } from "./types.ts";
import { useLike } from "./use_post_mutations.ts";
import { useSave } from "./use_save.ts";

export type PostActionsProps = {
  post: PostView;
  signedIn: boolean;
  commentsOpen: boolean;
  /** The id of the comment panel the comment button opens. */
  panelId: string;
  sharing: boolean;
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

/** Like, comment and share need a signed-in student (spec 000 §5), who then comes back here. */
export function toLogin(): void {
  location.assign(loginHere());
}

export function PostActions(props: PostActionsProps) {
  const { post } = props;
  const like = useLike(post);
  const save = useSave(post);

  return (
    <div className="post-actions">
      <Action
        icon={iconHeart}
        label="Like"
        n={post.likesCount}
        filled={post.isLiked}
        className={post.isLiked ? "post-action is-liked" : "post-action"}
        aria-pressed={post.isLiked}
        onClick={() => (props.signedIn ? like() : toLogin())}
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
      <button
        type="button"
        className={post.isSaved ? "post-action post-save is-saved" : "post-action post-save"}
        aria-pressed={post.isSaved}
        title={post.isSaved ? "Remove from your Saved tab" : "Keep it in your Saved tab"}
        onClick={() => (props.signedIn ? save() : toLogin())}
      >
        <Icon d={iconBookmark} size={18} className="post-icon" filled={post.isSaved} />
        <span className="post-action-label">{post.isSaved ? "Bookmarked" : "Bookmark"}</span>
      </button>
    </div>
  );
}
