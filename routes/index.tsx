/**
 * /: the home page (spec 001 §1–2 "Home page", spec 000 §2 study materials, contributors and
 * stats). Static sections are server-rendered; discover, placement, resources and feedback are
 * islands. The discover area gets its first suggestions from the server, so people show at once.
 */
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { definePage, type PageContext } from "../src/ssr/page.ts";
import {
  CreatePostIsland,
  DiscoverIsland,
  FeedbackShowcaseIsland,
  PlacementPrepIsland,
  QuickLinksIsland,
  StudyMaterialsIsland,
  SuggestedCardIsland,
} from "../src/ssr/islands.ts";
import { DISCOVER_LIMIT, SUGGESTED_LIMIT } from "../src/ui/discover/use_people.ts";
import { DEPARTMENTS, SPECIALIZATIONS, YEARS } from "../src/users/profile_model.ts";
import { suggestUsers } from "../src/users/service.ts";
import type { PublicUser } from "../src/users/model.ts";
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

/** Suggestions for the first paint; null (the island asks again) when they cannot be read. */
async function suggestionsFor(c: PageContext, limit: number): Promise<PublicUser[] | null> {
  try {
    return await suggestUsers(c.var.deps, c.var.user?._id ?? null, limit);
  } catch (err) {
    c.var.logger.error("home suggestions failed", {
      requestId: c.var.requestId,
      error: String(err),
    });
    return null;
  }
}

const filterOptions = {
  years: [...YEARS],
  departments: [...DEPARTMENTS],
  specializations: [...SPECIALIZATIONS],
};

type DiscoverData = { discover: PublicUser[] | null; suggested: PublicUser[] | null };

async function loadDiscover(c: PageContext): Promise<DiscoverData> {
  const [discover, suggested] = await Promise.all([
    suggestionsFor(c, DISCOVER_LIMIT),
    suggestionsFor(c, SUGGESTED_LIMIT),
  ]);
  return { discover, suggested };
}

/** Quick links, the discover tabs and "Suggested for you", with the server's suggestions. */
function DiscoverArea(
  props: { data: DiscoverData; user: SessionUser | null; sessionState: SessionState },
) {
  const { discover, suggested } = props.data;
  const session = { user: props.user, sessionState: props.sessionState };
  return (
    <>
      <QuickLinksIsland {...session} />
      <div className="discover-layout">
        <div className="discover-main">
          {props.user && <CreatePostIsland {...session} />}
          <DiscoverIsland {...session} suggestions={discover} options={filterOptions} />
        </div>
        <aside className="discover-aside" aria-label="Suggestions">
          <SuggestedCardIsland {...session} suggestions={suggested} />
        </aside>
      </div>
    </>
  );
}

export default definePage({
  title: "Learn together",
  description:
    "Campus: study material for every semester, placement preparation, a feed of your peers and a live code room, for engineering students.",
  render: async (c) => (
    <div className="home">
      <Hero />
      <section id="discover" className="section discover" aria-labelledby="discover-title">
        <div className="container">
          <SectionHead
            id="discover-title"
            eyebrow="Discover"
            title="Find your people"
            lead="Search students by username, narrow them down by year, department or specialization, and follow the ones you want to learn with."
          />
          <DiscoverArea
            data={await loadDiscover(c)}
            user={c.var.user}
            sessionState={c.var.sessionState}
          />
        </div>
      </section>
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
