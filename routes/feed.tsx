/**
 * /feed: Your Feed (spec 000 §2 "Feed page"). Requires sign-in. The first page of the chosen
 * list and the activity panel (Posts, Followers, Following, Total Likes, then kept live) come from
 * the server; quick actions link to the places a student goes next.
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { CreatePostIsland, FeedActivityIsland, FeedPageIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconChat, iconCode, iconUser, iconUsers } from "../src/ui/kit/icon_paths.ts";
import { feedChoice } from "../src/ui/posts/feed_filters.tsx";
import { FEED_PAGE_SIZE } from "../src/feed/model.ts";
import { type FeedPage, followingFeed, globalFeed } from "../src/feed/service.ts";
import { getProfile, type ProfileView } from "../src/users/service.ts";
import type { SessionUser } from "../src/http/session.ts";

function QuickActions(props: { user: SessionUser }) {
  const links = [
    { href: `/profile/${props.user._id}`, label: "Your profile", icon: iconUser },
    { href: "/chat", label: "Messages", icon: iconChat },
    { href: "/editor/demo", label: "Code room", icon: iconCode },
    { href: "/#discover", label: "Discover people", icon: iconUsers },
  ];
  return (
    <nav className="card feed-side-card feed-quick-card" aria-labelledby="feed-quick-title">
      <h2 id="feed-quick-title" className="feed-side-title">Quick actions</h2>
      <ul className="feed-quick">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>
              <Icon d={l.icon} size={18} />
              <span>{l.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default definePage({
  title: "Your Feed",
  description: "Posts from the students you follow and from all of Campus.",
  guard: "signedIn",
  render: async (c) => {
    const user = c.get("user")!;
    const { tab, type, category } = feedChoice(new URL(c.req.url).searchParams);
    const query = { page: 1, limit: FEED_PAGE_SIZE, type };
    const list = tab === "global"
      ? globalFeed(c.get("deps"), user._id, { ...query, category: category ?? undefined })
      : followingFeed(c.get("deps"), user._id, query);
    const [profile, initial]: [ProfileView | null, FeedPage | null] = await Promise.all([
      readOrNull(c, "feed page: activity failed", getProfile(c.get("deps"), user._id, user._id)),
      readOrNull(c, "feed page: first page failed", list),
    ]);
    return (
      <div className="container page feed-page">
        <PageHead
          title="Your Feed"
          lead="Posts from the people you follow and from all of Campus."
        />
        <div className="feed-layout">
          <div className="feed-main">
            <CreatePostIsland user={user} sessionState={c.get("sessionState")} reuse />
            <FeedPageIsland
              viewer={user}
              sessionState={c.get("sessionState")}
              tab={tab}
              type={type}
              category={category}
              initial={initial}
            />
          </div>
          <aside className="feed-side" aria-label="Your activity and quick actions">
            <FeedActivityIsland userId={user._id} profile={profile} />
            <QuickActions user={user} />
          </aside>
        </div>
      </div>
    );
  },
});
