/** /guide: how to get the most out of Campus (spec 001 §2 "Guide page"). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/page_head.tsx";

export default definePage({
  title: "Guide",
  render: () => (
    <div className="container page">
      <PageHead title="Your guide to Campus" lead="Discover, register, engage." />
    </div>
  ),
});
