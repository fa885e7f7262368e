/**
 * /guide: how to get the most out of Campus (spec 001 §2 "Guide page"). The text is rendered on
 * the server; progress bar, journey map, demo, FAQ, analytics details and share row are islands.
 */
import { definePage } from "../src/ssr/page.ts";
import {
  GuideActionsIsland,
  GuideAnalyticsIsland,
  GuideDemoIsland,
  GuideFaqIsland,
  GuideJourneyIsland,
  GuideProgressIsland,
} from "../src/ssr/islands.ts";
import { analyticsInfo, DEMO_STEP_MS, demoResources } from "../src/ui/guide/demo_data.ts";
import { faqItems } from "../src/ui/guide/faq_data.ts";
import { guideClosing, guideSections } from "../src/ui/guide/guide_data.ts";
import { FeatureGuide, GuideHero, StepByStep } from "../src/ui/guide/guide_sections.tsx";
import {
  JOURNEY_HEIGHT,
  JOURNEY_WIDTH,
  journeyNodes,
  nodeTypeLabels,
} from "../src/ui/guide/journey_data.ts";
import { Section } from "../src/ui/site/section.tsx";

export default definePage({
  title: "Guide",
  description:
    "How Campus works: discover, register and engage, a map of the site, a short demo and answers to common questions.",
  sameWhenSignedOut: {},
  render: (c) => (
    <div className="guide">
      <GuideProgressIsland />
      <GuideHero />
      <Section id="journey" copy={guideSections.journey} className="section guide-band">
        <GuideJourneyIsland
          nodes={journeyNodes}
          width={JOURNEY_WIDTH}
          height={JOURNEY_HEIGHT}
          typeLabels={nodeTypeLabels}
        />
      </Section>
      <StepByStep />
      <FeatureGuide />
      <Section id="demo" copy={guideSections.demo}>
        <GuideDemoIsland resources={demoResources} stepMs={DEMO_STEP_MS} />
      </Section>
      <Section id="faq" copy={guideSections.faq} className="section guide-band">
        <GuideFaqIsland items={faqItems} />
      </Section>
      <Section id="analytics" copy={guideSections.analytics}>
        <GuideAnalyticsIsland info={analyticsInfo} />
        <div className="guide-closing">
          <h2 className="guide-closing-title">{guideClosing.title}</h2>
          <GuideActionsIsland
            title={guideClosing.shareTitle}
            sessionState={c.get("sessionState")}
          />
        </div>
      </Section>
    </div>
  ),
});
