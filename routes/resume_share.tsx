/**
 * /r/{shareId}: a resume its student shared. Only what the resume says is shown; once the link is
 * turned off it is 404 for everyone. Left out of search results unless the student chose otherwise.
 */
import { definePage, PageResult } from "../src/ssr/page.ts";
import { AppError } from "../src/core/errors.ts";
import { sharedResume } from "../src/resumes/service.ts";
import { sharePath } from "../src/shared/resume_rules.ts";
import { ResumeDocument } from "../src/ui/resume/resume_document.tsx";

export default definePage({
  title: "Resume",
  render: async (c) => {
    const shareId = c.req.param("shareId") ?? "";
    try {
      const resume = await sharedResume(c.get("deps"), shareId);
      const name = resume.content.name || "A student";
      return new PageResult(
        <div className="container page resume-shared">
          <ResumeDocument content={resume.content} template={resume.template} />
        </div>,
        {
          title: `${name} · Resume`,
          description: resume.content.headline || `${name}'s resume.`,
          preview: { path: resume.indexable ? sharePath(shareId) : null },
        },
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== "NOT_FOUND") throw err;
      return new PageResult(
        <div className="container page resume-shared">
          <div className="card resume-empty">
            <h1>This resume is not shared</h1>
            <p>The link is wrong, or its student turned sharing off.</p>
            <a className="btn" href="/">Go to Campus</a>
          </div>
        </div>,
        { title: "Resume not found", status: 404 },
      );
    }
  },
});
