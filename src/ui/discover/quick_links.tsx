/** The signed-in student's quick links on the home page: Your feed, Messages, Your profile. */
import { iconChat, iconFeed, iconUsers } from "../kit/icon_paths.ts";
import { type WayLink, WayLinks } from "../site/cards.tsx";

export function QuickLinkList({ userId }: { userId: string }) {
  const links: WayLink[] = [
    { href: "/feed", title: "Your feed", text: "Posts from people you follow", icon: iconFeed },
    { href: "/chat", title: "Messages", text: "Chat with your classmates", icon: iconChat },
    {
      href: `/profile/${userId}`,
      title: "Your profile",
      text: "Followers, files and posts",
      icon: iconUsers,
    },
  ];
  return (
    <nav className="discover-quick" aria-label="Quick links">
      <WayLinks
        links={links}
        look={{
          link: "discover-quick-link",
          text: "discover-quick-text",
          arrow: "discover-quick-arrow",
        }}
      />
    </nav>
  );
}
