/**
 * /: the home page (spec 001 §1–2 "Home page", spec 000 §2 study materials, contributors and
 * stats). Static sections are server-rendered; placement, resources and feedback are islands.
 */
import { definePage } from "../src/ssr/page.ts";
import {
  FeedbackShowcaseIsland,
  PlacementPrepIsland,
  StudyMaterialsIsland,
} from "../src/ssr/islands.ts";
import { CommunitySection } from "../src/ui/home/community.tsx";
import {
  sampleQuickFeedback,
  sampleTechnicalReports,
  withDateLabel,
} from "../src/ui/home/feedback_data.ts";
import { Hero } from "../src/ui/home/hero.tsx";
import {
  AboutSection,
  BenefitsSection,
  CareersSection,
  FeaturesSection,
  InternshipsSection,
} from "../src/ui/home/marketing.tsx";
import { placementCategories } from "../src/ui/home/placement_data.ts";
import { SectionHead } from "../src/ui/home/section_head.tsx";
import { studyYears } from "../src/ui/home/study_data.ts";

export default definePage({
  title: "Learn together",
  description:
    "Campus: study material for every semester, placement preparation, a feed of your peers and a live code room, for engineering students.",
  render: () => (
    <div className="home">
      <Hero />
      <AboutSection />
      <BenefitsSection />
      <FeaturesSection />
      <section
        id="PlacementPrepSection"
        className="section home-band"
        aria-labelledby="placement-title"
      >
        <div className="container">
          <SectionHead
            id="placement-title"
            eyebrow="Placement preparation"
            title="Get placement ready"
            lead="Seven topics that decide most campus drives, each with hand-picked notes, PDFs and videos."
          />
          <PlacementPrepIsland categories={placementCategories} />
        </div>
      </section>
      <section id="StudyMaterials" className="section" aria-labelledby="resources-title">
        <div className="container">
          <SectionHead
            id="resources-title"
            eyebrow="Study materials"
            title="Resources"
            lead="Pick your year and semester, open a subject and star the ones you are studying now."
          />
          <StudyMaterialsIsland years={studyYears} />
        </div>
      </section>
      <InternshipsSection />
      <CareersSection />
      <CommunitySection />
      <section id="feedback" className="section" aria-labelledby="feedback-title">
        <div className="container">
          <SectionHead
            id="feedback-title"
            eyebrow="Feedback"
            title="What students tell us"
            lead="Quick notes and technical reports from members help us decide what to build next."
          />
          <FeedbackShowcaseIsland
            quick={sampleQuickFeedback.map(withDateLabel)}
            technical={sampleTechnicalReports.map(withDateLabel)}
          />
        </div>
      </section>
    </div>
  ),
});
