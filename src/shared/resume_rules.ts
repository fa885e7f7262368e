/**
 * The resume builder's limits and shapes, shared by the server's checks and the builder's form:
 * small enough that a version fits one KV value and a typical student's one A4 page.
 */

export const RESUME_LIMITS = {
  versions: 10,
  title: 60,
  line: 120,
  summary: 600,
  description: 400,
  education: 4,
  skills: 30,
  skill: 40,
  projects: 6,
  experience: 6,
  achievements: 8,
  achievement: 200,
  links: 6,
  url: 300,
} as const;

export const RESUME_TEMPLATES = ["classic", "modern"] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export type Education = { school: string; degree: string; period: string; details: string };
export type Project = { name: string; link: string; description: string };
export type Experience = { role: string; org: string; period: string; description: string };
export type ResumeLink = { label: string; url: string };

/** What a resume says; every field is the student's own text. */
export type ResumeContent = {
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  education: Education[];
  skills: string[];
  projects: Project[];
  experience: Experience[];
  achievements: string[];
  links: ResumeLink[];
};

/** A shared version's link state: on with its unguessable id, or off (null). */
export type ResumeSharing = { shareId: string; indexable: boolean } | null;

/** One version as its owner sees it. */
export type ResumeView = {
  _id: string;
  title: string;
  template: ResumeTemplate;
  content: ResumeContent;
  sharing: ResumeSharing;
  createdAt: string;
  updatedAt: string;
};

/** A version in the list: no content. */
export type ResumeSummary = Omit<ResumeView, "content">;

/** What a share link shows: the content and the template, nothing about the account. */
export type SharedResume = { template: ResumeTemplate; content: ResumeContent; indexable: boolean };

/** The address of a shared resume. */
export function sharePath(shareId: string): string {
  return `/r/${shareId}`;
}

export const TOO_MANY_VERSIONS =
  `You can keep at most ${RESUME_LIMITS.versions} resume versions. Delete one to make another.`;
