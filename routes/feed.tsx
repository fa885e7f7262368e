/** /feed: Your Feed with Following and Global tabs (spec 000 §2). Requires sign-in. */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/page_head.tsx";

const filters = ["All Posts", "Blogs/Text", "Sections/Roadmaps", "Images"];

export default definePage({
  title: "Your Feed",
  guard: "signedIn",
  render: () => (
    <div className="container page">
      <PageHead title="Your Feed" lead="Posts from the people you follow and from all of Campus." />
      <div className="tabs" role="tablist" aria-label="Feed">
        <button type="button" role="tab" aria-selected="true">Following Feed</button>
        <button type="button" role="tab" aria-selected="false">Global Feed</button>
      </div>
      <div className="chip-row" aria-label="Post type">
        {filters.map((f, i) => (
          <span key={f} className={i === 0 ? "badge badge-active" : "badge"}>{f}</span>
        ))}
      </div>
      <p className="empty-state">You've reached the end of the feed</p>
    </div>
  ),
});
