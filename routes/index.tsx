/**
 * /: the home page (spec 001 §1–2 "Home page", spec 000 §2 study materials, contributors and
 * stats). Static sections are server-rendered; discover, placement, resources and feedback are
 * islands. The discover area gets its first suggestions from the server, so people show at once,
 * and Resources a signed-in student's favourites; the islands further down load their code when
 * the student scrolls near them. What is the same for every visitor (the marketing sections, the
 * community figures) is rendered once and reused (`shared`); only the rest renders per request,
 * and islands whose props repeat (a student's own sections) reuse their earlier render.
 */
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { definePage, type PageContext, readOrNull } from "../src/ssr/page.ts";
import { shared } from "../src/ssr/fragments.tsx";
import {
  CreatePostIsland,
  DiscoverIsland,
  FeedbackShowcaseIsland,
  PlacementPrepIsland,
  QuickLinksIsland,
  StudyMaterialsIsland,
  SuggestedCardIsland,
} from "../src/ssr/islands.ts";
import { DISCOVER_LIMIT, SUGGESTED_LIMIT } from "../src/ui/discover/queries.ts";
import { DEPARTMENTS, SPECIALIZATIONS, YEARS } from "../src/users/profile_model.ts";
import { suggestUsers } from "../src/users/service.ts";
import type { PublicUser } from "../src/users/model.ts";
import { type CommunityData, CommunitySection } from "../src/ui/home/community.tsx";
import { CONTRIBUTORS_FETCHED } from "../src/ui/home/community_data.ts";
import { topContributors, trendingSections } from "../src/trending/read.ts";
import { platformStats } from "../src/stats/service.ts";
import { listFeedback } from "../src/feedback/service.ts";
import { FEEDBACK_LIST_DEFAULT } from "../src/shared/feedback_rules.ts";
import { MAX_ATTACHMENTS_PER_REPORT } from "../src/uploads/attachment_model.ts";
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
import { homeSections } from "../src/ui/home/sections_data.ts";
import { Section } from "../src/ui/site/section.tsx";
import { studyYears } from "../src/ui/home/study_data.ts";
import { listFavourites } from "../src/study/service.ts";

/** Suggestions for the first paint; null (the island asks again) when they cannot be read. */
function suggestionsFor(c: PageContext, limit: number): Promise<PublicUser[] | null> {
  const read = suggestUsers(c.get("deps"), c.get("user")?._id ?? null, limit);
  return readOrNull(c, "home suggestions failed", read);
}

const filterOptions = {
  years: [...YEARS],
  departments: [...DEPARTMENTS],
  specializations: [...SPECIALIZATIONS],
};

/** The signed-in student's favourite subjects, so their stars show at first paint. */
async function favouritesFor(c: PageContext): Promise<string[] | null> {
  const user = c.get("user");
  if (!user) return null;
  const read = readOrNull(c, "home favourites failed", listFavourites(c.get("deps"), user._id));
  return (await read)?.favourites ?? null;
}

type DiscoverData = { discover: PublicUser[] | null; suggested: PublicUser[] | null };

/** Both lists from one read: different people when there are enough, else the same few. */
async function loadDiscover(c: PageContext): Promise<DiscoverData> {
  const people = await suggestionsFor(c, DISCOVER_LIMIT + SUGGESTED_LIMIT);
  if (!people) return { discover: null, suggested: null };
  const enough = people.length >= DISCOVER_LIMIT + SUGGESTED_LIMIT;
  return {
    discover: people.slice(0, DISCOVER_LIMIT),
    suggested: enough ? people.slice(DISCOVER_LIMIT) : people.slice(0, SUGGESTED_LIMIT),
  };
}

/** Live contributors, trending resources and stats; each read that fails leaves its samples. */
async function loadCommunity(c: PageContext): Promise<CommunityData> {
  const deps = c.get("deps");
  const [contributors, sections, stats] = await Promise.all([
    readOrNull(c, "home contributors failed", topContributors(deps, CONTRIBUTORS_FETCHED)),
    readOrNull(c, "home trending resources failed", trendingSections(deps)),
    readOrNull(c, "home stats failed", platformStats(deps)),
  ]);
  return {
    contributors: contributors?.contributors ?? null,
    resources:
      sections?.sections.flatMap((s) =>
        s.resources.map((r) => ({ title: r.title, link: r.link, section: s._id }))
      ) ?? null,
    stats,
  };
}

/** The spec's static feedback, shown when the server has none (spec 001 §9). */
const feedbackSamples = {
  quick: sampleQuickFeedback.map(withDateLabel),
  technical: sampleTechnicalReports.map(withDateLabel),
};

/** The newest feedback of each kind for the first paint; null when a read fails. */
async function loadFeedback(c: PageContext) {
  const read = (type: "quick" | "technical") =>
    readOrNull(
      c,
      `home ${type} feedback failed`,
      listFeedback(c.get("deps"), { type, limit: FEEDBACK_LIST_DEFAULT }).then((r) => r.feedback),
    );
  const [quick, technical] = await Promise.all([read("quick"), read("technical")]);
  return { quick, technical };
}

/** Quick links, the discover tabs and "Suggested for you", with the server's suggestions. */
function DiscoverArea(
  props: { data: DiscoverData; user: SessionUser | null; sessionState: SessionState },
) {
  const { discover, suggested } = props.data;
  const session = { user: props.user, sessionState: props.sessionState };
  return (
    <>
      <QuickLinksIsland {...session} reuse />
      <div className="discover-layout">
        <div className="discover-main">
          {props.user && <CreatePostIsland {...session} reuse />}
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
  // Suggestions, contributors, stats and feedback are live but not the visitor's own: signed-out
  // visitors share one copy, made again at most this often.
  sameWhenSignedOut: { refreshSeconds: 5 },
  // A student's suggestions and favourites follow their own writes at once (the copy is dropped)
  // and others' (new students, the community figures) within as long.
  sameForStudent: { refreshSeconds: 5 },
  render: async (c) => {
    const deps = c.get("deps");
    const [discover, favourites, feedback, hero, middle, careers, community] = await Promise.all([
      loadDiscover(c),
      favouritesFor(c),
      loadFeedback(c),
      shared(
        deps,
        `home:hero:${c.get("sessionState")}`,
        {},
        () => <Hero sessionState={c.get("sessionState")} />,
      ),
      shared(deps, "home:about-to-placement", {}, () => (
        <>
          <AboutSection />
          <BenefitsSection />
          <FeaturesSection />
          <Section
            id="PlacementPrepSection"
            copy={homeSections.placement}
            className="section home-band"
          >
            <PlacementPrepIsland categories={placementCategories} hydrateOn="visible" />
          </Section>
        </>
      )),
      shared(deps, "home:careers", {}, () => (
        <>
          <InternshipsSection />
          <CareersSection />
        </>
      )),
      // Live figures, but everyone's: as fresh as the signed-out copy of this page.
      shared(
        deps,
        "home:community",
        { refreshSeconds: 5 },
        async () => <CommunitySection data={await loadCommunity(c)} />,
      ),
    ]);
    const session = { user: c.get("user"), sessionState: c.get("sessionState") };
    return (
      <div className="home">
        {hero}
        <Section id="discover" copy={homeSections.discover} className="section discover">
          <DiscoverArea data={discover} {...session} />
        </Section>
        {middle}
        <Section id="StudyMaterials" copy={homeSections.resources}>
          <StudyMaterialsIsland
            years={studyYears}
            {...session}
            favourites={favourites}
            hydrateOn="visible"
            reuse
          />
        </Section>
        {careers}
        {community}
        <Section id="feedback" copy={homeSections.feedback}>
          <FeedbackShowcaseIsland
            hydrateOn="visible"
            {...feedback}
            {...session}
            samples={feedbackSamples}
            maxFiles={MAX_ATTACHMENTS_PER_REPORT}
            reuse
          />
        </Section>
      </div>
    );
  },
});
