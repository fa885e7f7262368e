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
import { FeatureGuide, GuideHero, StepByStep } from "../src/ui/guide/guide_sections.tsx";
import {
  JOURNEY_HEIGHT,
  JOURNEY_WIDTH,
  journeyNodes,
  nodeTypeLabels,
} from "../src/ui/guide/journey_data.ts";
import { SectionHead } from "../src/ui/home/section_head.tsx";

export default definePage({
  title: "Guide",
  description:
    "How Campus works: discover, register and engage, a map of the site, a short demo and answers to common questions.",
  render: () => (
    <div className="guide">
      <GuideProgressIsland />
      <GuideHero />
      <section id="journey" className="section guide-band" aria-labelledby="journey-title">
        <div className="container">
          <SectionHead
            id="journey-title"
            eyebrow="Journey map"
            title="Where everything lives"
            lead="Select a place to see what it is for and where it leads next."
          />
          <GuideJourneyIsland
            nodes={journeyNodes}
            width={JOURNEY_WIDTH}
            height={JOURNEY_HEIGHT}
            typeLabels={nodeTypeLabels}
          />
        </div>
      </section>
      <StepByStep />
      <FeatureGuide />
      <section id="demo" className="section" aria-labelledby="demo-title">
        <div className="container">
          <SectionHead
            id="demo-title"
            eyebrow="Interactive demo"
            title="See how finding a resource works"
            lead="Press Play to watch the highlight move through search results, or type to narrow them down."
          />
          <GuideDemoIsland resources={demoResources} stepMs={DEMO_STEP_MS} />
        </div>
      </section>
      <section id="faq" className="section guide-band" aria-labelledby="faq-title">
        <div className="container">
          <SectionHead
            id="faq-title"
            eyebrow="FAQ"
            title="Frequently asked questions"
            lead="Open a question to read its answer."
          />
          <GuideFaqIsland items={faqItems} />
        </div>
      </section>
      <section id="analytics" className="section" aria-labelledby="analytics-title">
        <div className="container">
          <SectionHead
            id="analytics-title"
            eyebrow="Your data"
            title="Analytics & Privacy"
            lead="What we measure on this guide, and why."
          />
          <GuideAnalyticsIsland info={analyticsInfo} />
          <div className="guide-closing">
            <h2 className="guide-closing-title">Ready to start?</h2>
            <GuideActionsIsland title="Your guide to Campus" />
          </div>
        </div>
      </section>
    </div>
  ),
});
