/** /contact: placeholder contact page with a phone number and the support e-mail (spec 001 §2). */
import { definePage } from "../src/ssr/page.ts";
import { contactPage } from "../src/ui/site/legal_data.ts";
import { SiteAnchor } from "../src/ui/site/link_list.tsx";
import { PageHead } from "../src/ui/site/page_head.tsx";

export default definePage({
  title: "Contact",
  sameWhenSignedOut: {},
  render: () => (
    <div className="container page">
      <PageHead title={contactPage.title} lead={contactPage.lead} />
      <div className="grid">
        {contactPage.ways.map((way) => (
          <section key={way.title} className="card">
            <h2>{way.title}</h2>
            <p>
              <SiteAnchor link={way.link} />
            </p>
            <p className="muted">{way.note}</p>
          </section>
        ))}
      </div>
    </div>
  ),
});
