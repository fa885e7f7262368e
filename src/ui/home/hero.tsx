/**
 * The home page hero (spec 001 §1): headline, lead, Join and Explore, the outward social links
 * and the support mailto, beside a panel of quick ways in (feed, code room, guide, team).
 */
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight, iconMail } from "../kit/icon_paths.ts";
import { WayLinks } from "../site/cards.tsx";
import { LinkList } from "../site/link_list.tsx";
import { Headline } from "../site/section.tsx";
import { socialLinks, SUPPORT_EMAIL } from "../site/site_links.ts";
import { hero, waysIn } from "./sections_data.ts";
import type { SessionState } from "../../http/session.ts";
import { joinAction } from "../site/join_action.ts";

const elsewhere = [
  ...socialLinks,
  { href: `mailto:${SUPPORT_EMAIL}`, label: SUPPORT_EMAIL, icon: iconMail },
];

export function Hero(props: { sessionState: SessionState }) {
  const join = joinAction(props.sessionState, { href: "/signup", label: hero.join });
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <Headline copy={hero} level={1} leadClassName="home-hero-lead" />
          <div className="home-hero-actions">
            <a className="btn btn-primary" href={join.href}>{join.label}</a>
            <a className="btn" href="#features">
              {`${hero.explore} `}
              <Icon d={iconArrowRight} size={18} />
            </a>
          </div>
          <LinkList links={elsewhere} className="home-hero-links" label={hero.elsewhere} />
        </div>
        <nav className="home-hero-panel card" aria-label={hero.panelTitle}>
          <p className="home-panel-title">{hero.panelTitle}</p>
          <WayLinks
            links={waysIn}
            look={{ link: "home-way", text: "home-way-text", arrow: "home-way-arrow" }}
          />
        </nav>
      </div>
    </section>
  );
}
