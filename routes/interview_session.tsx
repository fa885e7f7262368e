/**
 * /interview/{id}: one mock interview, for its two participants (or, with `?code=`, the friend
 * an invite link was sent to). Anyone else sees that it was not found.
 */
import { definePage, PageResult } from "../src/ssr/page.ts";
import { InterviewSessionIsland } from "../src/ssr/islands.ts";
import { AppError } from "../src/core/errors.ts";
import { isId } from "../src/shared/ids.ts";
import { getSession } from "../src/interview/service.ts";
import type { SessionView } from "../src/interview/model.ts";

export default definePage({
  title: "Mock interview",
  description: "A mock interview on Campus.",
  guard: "signedIn",
  render: async (c) => {
    const id = c.req.param("id") ?? "";
    const code = c.req.query("code") ?? null;
    let first: SessionView | null = null;
    if (isId(id)) {
      try {
        first = await getSession(c.get("deps"), c.get("user")!._id, id);
      } catch (err) {
        if (!(err instanceof AppError && err.code === "NOT_FOUND")) throw err;
      }
    }
    const body = (
      <div className="container page interview-page">
        <p>
          <a href="/interview">← Mock interviews</a>
        </p>
        <InterviewSessionIsland sessionId={id} first={first} code={first ? null : code} />
      </div>
    );
    return first || code ? body : new PageResult(body, { status: 404 });
  },
});
