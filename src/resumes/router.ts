/** Resume versions (issue 18 `/resume`): the owner's list, read, create, update, share and
 * delete, and the public read of a share link. */
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { createResumeInput, sharingInput, updateResumeInput } from "./model.ts";
import {
  createResume,
  deleteResume,
  getResume,
  listResumes,
  setSharing,
  sharedResume,
  updateResume,
} from "./service.ts";

const id = z.string({ error: "Resume not found." });

export const resumesRouter = router({
  list: authedProcedure
    .meta({
      rest: { method: "GET", path: "/resumes", wrap: "resumes" },
      summary: "The signed-in student's resume versions, newest first (no content).",
      answers: "{ resumes: ResumeSummary[] }",
    })
    .query(({ ctx }) => listResumes(ctx.deps, ctx.user._id)),
  byId: authedProcedure
    .meta({
      rest: { method: "GET", path: "/resumes/{id}", wrap: "resume" },
      summary: "One of one's own resume versions with its content; anyone else's is 404.",
      answers: "{ resume: ResumeView }",
    })
    .input(z.object({ id }))
    .query(({ ctx, input }) => getResume(ctx.deps, ctx.user._id, input.id)),
  create: authedProcedure
    .meta({
      rest: { method: "POST", path: "/resumes", status: 201, wrap: "resume" },
      summary: "A new version prefilled from the profile, posts and saved files, or a copy.",
      answers: "{ resume: ResumeView }",
    })
    .input(createResumeInput)
    .mutation(({ ctx, input }) => createResume(ctx.deps, ctx.user._id, input)),
  update: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/resumes/{id}", wrap: "resume" },
      summary: "Replaces the title, template or content of one's own version.",
      answers: "{ resume: ResumeView }",
    })
    .input(updateResumeInput.extend({ id }))
    .mutation(({ ctx, input }) => {
      const { id, ...changes } = input;
      return updateResume(ctx.deps, ctx.user._id, id, changes);
    }),
  setSharing: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/resumes/{id}/sharing", wrap: "resume" },
      summary: "Turns one's own version's public link on or off.",
      answers: "{ resume: ResumeView }",
    })
    .input(sharingInput.extend({ id }))
    .mutation(({ ctx, input }) => setSharing(ctx.deps, ctx.user._id, input.id, input)),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/resumes/{id}" },
      summary: "Deletes one's own version and its share link.",
      answers: "{ success: true }",
    })
    .input(z.object({ id }))
    .mutation(async ({ ctx, input }) => {
      await deleteResume(ctx.deps, ctx.user._id, input.id);
      return { success: true };
    }),
  shared: publicProcedure
    .meta({
      rest: { method: "GET", path: "/resumes/shared/{shareId}", wrap: "resume" },
      summary: "What a live share link shows; 404 once the student turns it off.",
      answers: "{ resume: SharedResume }",
    })
    .input(z.object({ shareId: z.string({ error: "This resume is not shared." }) }))
    .query(({ ctx, input }) => sharedResume(ctx.deps, input.shareId)),
});
