/** /team: the people behind Campus (spec 001 §2 "Team page"). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/page_head.tsx";

export default definePage({
  title: "Team",
  render: () => (
    <div className="container page">
      <PageHead title="Our team" lead="Students building the place where students learn." />
    </div>
  ),
});
