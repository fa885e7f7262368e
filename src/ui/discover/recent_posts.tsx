/**
 * The Recent Posts tab of the home page (spec 000 §2). No one has posted yet, so it shows an
 * empty state that invites a signed-in student to the feed and a visitor to sign up.
 */
import { Icon } from "../home/icon.tsx";
import { iconPen } from "../home/icon_paths.ts";

export function RecentPosts({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="empty-state discover-posts-empty">
      <span className="home-icon-tile" aria-hidden="true">
        <Icon d={iconPen} />
      </span>
      <p className="discover-posts-title">No posts yet. Be the first to share something.</p>
      {signedIn
        ? <a className="btn btn-primary" href="/feed">Write a post in your feed</a>
        : <a className="btn btn-primary" href="/signup">Sign up to start posting</a>}
    </div>
  );
}
