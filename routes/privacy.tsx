/** /privacy: placeholder privacy text (spec 001 §2 "Legal and contact"). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { SUPPORT_EMAIL } from "../src/ui/site/site_links.ts";

export default definePage({
  title: "Privacy",
  render: () => (
    <div className="container page prose">
      <PageHead title="Privacy" lead="How Campus treats your data. This policy is a draft." />
      <h2>What we keep</h2>
      <p>
        Your college e-mail address, the profile you fill in, what you post, and the messages you
        send. We keep them to run Campus for you and for nothing else.
      </p>
      <h2>What we never do</h2>
      <p>We do not sell your data, and we do not show advertising.</p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  ),
});
