/** The signed-in student's quick links on the home page: Your feed, Messages, Your profile. */
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight, iconChat, iconFeed, iconUsers } from "../kit/icon_paths.ts";

export function QuickLinkList({ userId }: { userId: string }) {
  const links = [
    { href: "/feed", label: "Your feed", text: "Posts from people you follow", icon: iconFeed },
    { href: "/chat", label: "Messages", text: "Chat with your classmates", icon: iconChat },
    {
      href: `/profile/${userId}`,
      label: "Your profile",
      text: "Followers, files and posts",
      icon: iconUsers,
    },
  ];
  return (
    <nav className="discover-quick" aria-label="Quick links">
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="discover-quick-link">
              <span className="home-icon-tile" aria-hidden="true">
                <Icon d={l.icon} />
              </span>
              <span className="discover-quick-text">
                <strong>{l.label}</strong>
                <span className="muted">{l.text}</span>
              </span>
              <Icon d={iconArrowRight} size={18} className="icon discover-quick-arrow" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
