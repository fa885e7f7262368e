/**
 * The home page hero (spec 001 §1): headline, lead, Join and Explore, the outward social links
 * and the support mailto, beside a panel of quick ways in (feed, code room, guide, team).
 */
import { socialLinks, SUPPORT_EMAIL } from "../site/site_links.ts";
import { Icon } from "../kit/icon.tsx";
import {
  iconArrowRight,
  iconBook,
  iconCode,
  iconFeed,
  iconMail,
  iconUsers,
} from "../kit/icon_paths.ts";

const waysIn = [
  { href: "/feed", title: "Your feed", text: "Posts from the people you follow", icon: iconFeed },
  {
    href: "/editor/demo",
    title: "Code room demo",
    text: "Write and run code together",
    icon: iconCode,
  },
  { href: "/guide", title: "Read the guide", text: "Get the most out of Campus", icon: iconBook },
  { href: "/team", title: "Meet the team", text: "The students behind Campus", icon: iconUsers },
];

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <span className="eyebrow">For B.Tech students, by students</span>
          <h1 id="hero-title">Where engineering students learn together</h1>
          <p className="home-hero-lead">
            Notes for every semester, placement preparation, a feed of your peers and a live code
            room, in one place that only students with a college e-mail can join.
          </p>
          <div className="home-hero-actions">
            <a className="btn btn-primary" href="/signup">Join with your college e-mail</a>
            <a className="btn" href="#features">
              Explore the platform <Icon d={iconArrowRight} size={18} />
            </a>
          </div>
          <ul className="home-hero-links" aria-label="Find Campus elsewhere">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">{link.label}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <Icon d={iconMail} size={16} /> {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </div>
        <nav className="home-hero-panel card" aria-label="Jump in">
          <p className="home-panel-title">Jump in</p>
          <ul>
            {waysIn.map((way) => (
              <li key={way.href}>
                <a href={way.href} className="home-way">
                  <span className="home-icon-tile" aria-hidden="true">
                    <Icon d={way.icon} />
                  </span>
                  <span className="home-way-text">
                    <strong>{way.title}</strong>
                    <span className="muted">{way.text}</span>
                  </span>
                  <Icon d={iconArrowRight} size={18} className="icon home-way-arrow" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
