/**
 * Resume versions (issue 18, `/resume`): the zod rules of what a student writes, and the stored
 * record. Every text is trimmed and bounded so a version stays one small KV value.
 */
import { z } from "zod";
import { hasHiddenCharacters } from "../shared/visible_text.ts";
import {
  RESUME_LIMITS as L,
  RESUME_TEMPLATES,
  type ResumeContent,
  type ResumeSharing,
  type ResumeTemplate,
} from "../shared/resume_rules.ts";

function text(label: string, max: number) {
  return z.string({ error: `${label} must be text` }).trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasHiddenCharacters(v), `${label} cannot contain hidden characters`)
    .default("");
}

function list<T extends z.ZodType>(item: T, label: string, max: number) {
  return z.array(item, { error: `${label} must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()}`).default([]);
}

const url = z.string({ error: "Links must be text" }).trim()
  .max(L.url, `Links must be at most ${L.url} characters`)
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v),
    "Links must start with http:// or https://",
  )
  .default("");

export const resumeContentSchema = z.object({
  name: text("Name", L.line),
  headline: text("Headline", L.line),
  email: text("E-mail", L.line),
  phone: text("Phone", 40),
  location: text("Location", L.line),
  summary: text("Summary", L.summary),
  education: list(
    z.object({
      school: text("School", L.line),
      degree: text("Degree", L.line),
      period: text("Period", 40),
      details: text("Education details", L.description),
    }),
    "Education entries",
    L.education,
  ),
  skills: list(text("Each skill", L.skill), "Skills", L.skills)
    .transform((s) => [...new Set(s.filter((x) => x !== ""))]),
  projects: list(
    z.object({
      name: text("Project name", L.line),
      link: url,
      description: text("Project description", L.description),
    }),
    "Projects",
    L.projects,
  ),
  experience: list(
    z.object({
      role: text("Role", L.line),
      org: text("Organisation", L.line),
      period: text("Period", 40),
      description: text("Experience description", L.description),
    }),
    "Experience entries",
    L.experience,
  ),
  achievements: list(text("Each achievement", L.achievement), "Achievements", L.achievements)
    .transform((a) => a.filter((x) => x !== "")),
  links: list(
    z.object({ label: text("Link label", 40), url }),
    "Links",
    L.links,
  ),
});

const title = z.string({ error: "Name the version" }).trim().min(1, "Name the version")
  .max(L.title, `Version names must be at most ${L.title} characters`);

export const templateSchema = z.enum(RESUME_TEMPLATES, {
  error: "Template must be classic or modern",
});

/** POST /resumes: a new version prefilled from the profile, or a copy of one's own version. */
export const createResumeInput = z.object({
  title: title.optional(),
  template: templateSchema.optional(),
  copyOf: z.string().optional(),
});

/** PUT /resumes/{id}: the fields given are replaced. */
export const updateResumeInput = z.object({
  title: title.optional(),
  template: templateSchema.optional(),
  content: resumeContentSchema.optional(),
});

/** PUT /resumes/{id}/sharing: the link on or off; a search engine may list it only if asked. */
export const sharingInput = z.object({
  shared: z.boolean({ error: "shared must be true or false" }),
  indexable: z.boolean({ error: "indexable must be true or false" }).default(false),
});

export type ResumeRecord = {
  _id: string;
  ownerId: string;
  title: string;
  template: ResumeTemplate;
  content: ResumeContent;
  sharing: ResumeSharing;
  createdAt: number;
  updatedAt: number;
};
