/** /sitemap: every link of the product (spec 001 §2 "Sitemap") and the dark/light switch. */
import { definePage } from "../src/ssr/page.ts";
import { ThemeSwitchIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { LinkList } from "../src/ui/site/link_list.tsx";
import { sitemapGroups } from "../src/ui/site/site_links.ts";

export default definePage({
  title: "All links",
  description: "Every page of Campus in one place, and the theme switch.",
  sameWhenSignedOut: {},
  render: () => (
    <div className="container page">
      <PageHead title="All links" lead="Every part of Campus in one place." />
      <div className="theme-row card">
        <div>
          <h2>Theme</h2>
          <p className="muted">Dark by default. Your choice is remembered on this device.</p>
        </div>
        <ThemeSwitchIsland />
      </div>
      <div className="sitemap-groups">
        {sitemapGroups.map((group) => (
          <section key={group.title} className="card" aria-labelledby={`sm-${group.title}`}>
            <h2 id={`sm-${group.title}`}>{group.title}</h2>
            <LinkList links={group.links} />
          </section>
        ))}
      </div>
    </div>
  ),
});
