/**
 * Inputs of the study-material favourites: a subject id must name a subject of the catalogue
 * (`src/shared/study_subjects.ts`), so a student can never keep more than there are subjects.
 */
import { z } from "zod";
import { isSubjectId, MAX_FAVOURITES, SUBJECT_IDS } from "../shared/study_subjects.ts";

export const SUBJECT_NOT_FOUND = "Subject not found.";

/** A subject named in a path: one that is not in the catalogue names nothing, hence a 404. */
export const subjectInput = z.object({
  subjectId: z.string()
    .refine(isSubjectId, { error: SUBJECT_NOT_FOUND, params: { notFound: true } })
    .meta({ description: "a subject id of the study materials", enum: [...SUBJECT_IDS] }),
});

/** The favourites a browser kept while signed out: a list of subject ids (a 400 names a bad one). */
export const mergeInput = z.object({
  subjectIds: z.array(
    z.enum(SUBJECT_IDS as [string, ...string[]], {
      // Only a string is quoted back: turning any other value into text can recurse without end.
      error: (issue) =>
        typeof issue.input === "string"
          ? `"${issue.input.slice(0, 80)}" is not a subject of the study materials.`
          : "Each subject id must be a string.",
    }),
    { error: "subjectIds must be a list of subject ids" },
  ).max(MAX_FAVOURITES, `At most ${MAX_FAVOURITES} subjects`),
});

/** Every answer: the student's favourite subject ids, in catalogue order. */
export type Favourites = { favourites: string[] };
