/**
 * Study materials, "Resources" (spec 000 §2–3): 4 years, 2 semesters each numbered 1 to 8,
 * 3 subjects per semester (from `src/shared/study_subjects.ts`), each with a PDF and a YouTube link.
 */
import { STUDY_SUBJECTS, type StudySubject } from "../../shared/study_subjects.ts";
import { PLACEHOLDER_LINK } from "./placement_data.ts";

export type Subject = {
  id: string;
  name: string;
  description: string;
  pdf: string;
  youtube: string;
  /** The sample's starting flag for a visitor; a student's own choice is kept per student. */
  favourite: boolean;
};

export type Semester = { number: number; subjects: Subject[] };
export type StudyYear = { year: number; title: string; semesters: Semester[] };

const yearTitles = ["First year", "Second year", "Third year", "Fourth year"];

function subject({ id, name, description }: StudySubject): Subject {
  return {
    id,
    name,
    description,
    pdf: PLACEHOLDER_LINK,
    youtube: `https://www.youtube.com/results?search_query=${encodeURIComponent(name)}`,
    favourite: false,
  };
}

function semester(number: number): Semester {
  return {
    number,
    subjects: STUDY_SUBJECTS.filter((s) => s.semester === number).map(subject),
  };
}

export const studyYears: StudyYear[] = yearTitles.map((title, i) => ({
  year: i + 1,
  title,
  semesters: [semester(2 * i + 1), semester(2 * i + 2)],
}));
