/** A page of plain text under its page head, such as the privacy policy and the terms of use. */
import { PageHead } from "./page_head.tsx";
import { SiteAnchor } from "./link_list.tsx";
import type { ProseCopy } from "./legal_data.ts";

export function ProsePage({ page }: { page: ProseCopy }) {
  return (
    <div className="container page prose">
      <PageHead title={page.title} lead={page.lead} />
      {page.sections.map((s) => [
        <h2 key={`${s.heading}-h`}>{s.heading}</h2>,
        <p key={`${s.heading}-p`}>
          {s.text.map((part, i) =>
            typeof part === "string" ? part : <SiteAnchor key={i} link={part} />
          )}
        </p>,
      ])}
    </div>
  );
}
