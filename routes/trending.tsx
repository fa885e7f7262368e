/** /trending: trending profiles, sections, posts and categories (spec 000 §2). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";

const tabs = ["Trending Profiles", "Trending Sections", "Trending Posts", "Trending Categories"];

export default definePage({
  title: "Trending",
  render: () => (
    <div className="container page">
      <PageHead title="Trending" lead="What students across Campus are reading and sharing." />
      <div className="tabs" role="tablist" aria-label="Trending">
        {tabs.map((t, i) => (
          <button key={t} type="button" role="tab" aria-selected={i === 0}>{t}</button>
        ))}
      </div>
      <p className="empty-state">Nothing is trending yet. Be the first to post.</p>
    </div>
  ),
});
