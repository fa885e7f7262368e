/** /contact: placeholder contact page with a phone number and the support e-mail (spec 001 §2). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../src/ui/site/site_links.ts";

export default definePage({
  title: "Contact",
  render: () => (
    <div className="container page">
      <PageHead title="Contact us" lead="Questions, ideas or trouble signing in? We answer." />
      <div className="grid">
        <section className="card">
          <h2>E-mail</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="muted">We reply within two working days.</p>
        </section>
        <section className="card">
          <h2>Phone</h2>
          <p>
            <a href={`tel:${SUPPORT_PHONE.replaceAll(" ", "")}`}>{SUPPORT_PHONE}</a>
          </p>
          <p className="muted">Monday to Friday, 10:00–17:00.</p>
        </section>
      </div>
    </div>
  ),
});
