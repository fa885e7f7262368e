/** /privacy: placeholder privacy text (spec 001 §2 "Legal and contact"). */
import { definePage } from "../src/ssr/page.ts";
import { privacyPage } from "../src/ui/site/legal_data.ts";
import { ProsePage } from "../src/ui/site/prose_page.tsx";

export default definePage({
  title: "Privacy",
  sameWhenSignedOut: {},
  render: () => <ProsePage page={privacyPage} />,
});
