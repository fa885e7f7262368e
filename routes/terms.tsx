/** /terms: placeholder terms of use (spec 001 §2 "Legal and contact"). */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";

export default definePage({
  title: "Terms",
  render: () => (
    <div className="container page prose">
      <PageHead title="Terms of use" lead="The rules of Campus. These terms are a draft." />
      <h2>Who can join</h2>
      <p>Campus is for students with an e-mail address of our college.</p>
      <h2>Be a good peer</h2>
      <p>
        Share what helps others learn. No harassment, no spam, no content you have no right to
        share.
      </p>
      <h2>Your content</h2>
      <p>You own what you post. You let Campus show it to the people you share it with.</p>
    </div>
  ),
});
