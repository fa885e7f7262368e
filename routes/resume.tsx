/**
 * /resume: the resume builder. A signed-in student gets their versions and the newest one's
 * content with the page; a visitor reads what the builder does and how to sign in to use it.
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { ResumeBuilderIsland, SessionGateIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { authHref } from "../src/shared/return_path.ts";
import { getResume, listResumes } from "../src/resumes/service.ts";

const LEAD =
  "A one-page resume from your profile, posts and saved files: edit each section, preview it in two templates, print it to PDF and share a link you can turn off.";

export default definePage({
  title: "Resume builder",
  description: LEAD,
  render: async (c) => {
    const user = c.get("user");
    if (!user) {
      if (c.get("sessionState") === "resumable") return <SessionGateIsland next="/resume" />;
      return (
        <div className="container page resume-page">
          <PageHead title="Resume builder" lead={LEAD} />
          <div className="card resume-empty">
            <p>Your resumes are private: only you see them until you share a link.</p>
            <a className="btn btn-primary" href={authHref("/resume")}>
              Sign in to build yours
            </a>
          </div>
        </div>
      );
    }
    const deps = c.get("deps");
    const data = await readOrNull(
      c,
      "resume page: versions failed",
      (async () => {
        const versions = await listResumes(deps, user._id);
        const first = versions[0] ? await getResume(deps, user._id, versions[0]._id) : null;
        return { versions, first };
      })(),
    );
    return (
      <div className="container page resume-page">
        <PageHead title="Resume builder" lead={LEAD} />
        <ResumeBuilderIsland versions={data?.versions ?? []} first={data?.first ?? null} />
      </div>
    );
  },
});
