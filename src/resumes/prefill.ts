/**
 * A new resume's first draft, from what Campus already knows about the student: the profile
 * (name, department, year, specialization, bio), their posts (as projects, their tags as skills)
 * and the languages of their saved files. Contact details stay empty: the student types them, so
 * a shared resume never carries the login e-mail unasked.
 */
import type { AppDeps } from "../deps.ts";
import { userPosts } from "../feed/service.ts";
import { postListQuery } from "../feed/model.ts";
import { listFiles } from "../files/service.ts";
import { languageOfFilename } from "../shared/languages.ts";
import { postPath } from "../shared/post_paths.ts";
import { RESUME_LIMITS as L, type ResumeContent } from "../shared/resume_rules.ts";
import { requireUser } from "../users/service.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "config">;

const LANGUAGE_NAMES: Record<string, string> = {
  javascript: "JavaScript",
  python: "Python",
  cpp: "C++",
  java: "Java",
};

/** Up to `max` characters, cut at a word and marked when shortened. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** The most used tags first. */
function topTags(tagLists: string[][], max: number): string[] {
  const counts = new Map<string, number>();
  for (const tags of tagLists) {
    for (const t of tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, max).map(([t]) => t);
}

/** The draft content of a new version for `userId`. */
export async function prefillFromProfile(deps: Deps, userId: string): Promise<ResumeContent> {
  const user = await requireUser(deps.kv, userId);
  const origin = deps.config.appOrigin;
  const { posts } = await userPosts(deps, userId, userId, postListQuery.parse({ limit: 20 }));
  const files = await listFiles(deps, userId, userId);

  const focus = ["", "Undecided", "Other"].includes(user.specialization) ? "" : user.specialization;
  const languages = [
    ...new Set(files.map((f) => languageOfFilename(f.filename)).filter((l) => l !== null)),
  ].map((l) => LANGUAGE_NAMES[l] ?? l);
  const skills = [
    ...new Set([
      ...(focus ? [focus] : []),
      ...languages,
      ...topTags(posts.map((p) => p.tags), 10),
    ]),
  ].filter((s) => s.length <= L.skill).slice(0, 12);

  // Written posts and roadmaps read as project ideas; image posts say too little.
  const projects = posts.filter((p) => p.type !== "image").slice(0, 3).map((p) => ({
    name: clip(p.title, L.line),
    link: new URL(postPath(p), origin + "/").href,
    description: clip(p.content, 160),
  }));

  const degree = user.department ? `B.Tech, ${user.department}` : "B.Tech";
  return {
    name: user.name,
    headline: focus ? `${focus} · B.Tech student` : "B.Tech student",
    email: "",
    phone: "",
    location: "",
    summary: clip(user.bio, L.summary),
    education: [{
      school: "",
      degree,
      period: user.year ? `Year ${user.year}` : "",
      details: focus ? `Focus: ${focus}` : "",
    }],
    skills,
    projects,
    experience: [],
    achievements: [],
    links: [{ label: "Campus profile", url: `${origin}/profile/${user._id}` }],
  };
}
