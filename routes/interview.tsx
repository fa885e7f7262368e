/**
 * /interview: mock interviews — practise a question alone, be paired with another student on the
 * same track, or invite a friend; the student's history below. A visitor reads what it is and is
 * asked to sign in, so the page can be found from the home page, the guide and the sitemap.
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { InterviewHubIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { listHistory } from "../src/interview/results.ts";
import { listQuestions } from "../src/interview/service.ts";
import { type Track, TRACK_NAMES, TRACKS } from "../src/interview/model.ts";
import { authHref } from "../src/shared/return_path.ts";

export const interviewPage = {
  title: "Mock interviews",
  lead: "Practise placement questions alone against the clock, or interview each other in pairs " +
    "with a shared editor, a rubric and written feedback.",
};

export default definePage({
  title: interviewPage.title,
  description: "Peer mock interviews for placements: DSA, system design, DBMS, OS and HR.",
  render: async (c) => {
    const user = c.get("user");
    if (!user) {
      return (
        <div className="container page interview-page">
          <PageHead title={interviewPage.title} lead={interviewPage.lead} />
          <section className="card interview-panel">
            <h2>Tracks</h2>
            <p>{TRACKS.map((t) => TRACK_NAMES[t]).join(" · ")}</p>
            <p>Sign in with your college account to start an interview and keep your history.</p>
            <a className="btn btn-primary" href={authHref("/interview")}>Sign in</a>
          </section>
        </div>
      );
    }
    const counts = Object.fromEntries(
      TRACKS.map((t) => [t, listQuestions(t).questions.length]),
    ) as Record<Track, number>;
    const first = await readOrNull(
      c,
      "interview page: history failed",
      listHistory(c.get("deps"), user._id),
    );
    return (
      <div className="container page interview-page">
        <PageHead title={interviewPage.title} lead={interviewPage.lead} />
        <InterviewHubIsland counts={counts} history={first?.history ?? null} />
      </div>
    );
  },
});
