/** /terms: placeholder terms of use (spec 001 §2 "Legal and contact"). */
import { definePage } from "../src/ssr/page.ts";
import { termsPage } from "../src/ui/site/legal_data.ts";
import { ProsePage } from "../src/ui/site/prose_page.tsx";

export default definePage({
  title: "Terms",
  sameWhenSignedOut: {},
  render: () => <ProsePage page={termsPage} />,
});
