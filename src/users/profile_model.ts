/**
 * Profile fields a student edits (spec 000 §3 User, §4 Profile) and their rules. Year and
 * department come from fixed lists, so the discover filters (spec 000 §2) match exactly.
 */
import { z } from "zod";
import { limitField } from "../shared/paging.ts";
import { nameProblem, usernameProblem } from "../shared/account_rules.ts";

export const YEARS = ["1", "2", "3", "4"] as const;
export const DEPARTMENTS = [
  "Computer Science",
  "Information Technology",
  "Electronics",
  "Electrical",
  "Mechanical",
  "Civil",
  "Chemical",
  "Biotechnology",
  "Other",
] as const;
export const SPECIALIZATIONS = [
  "Algorithms",
  "Web Development",
  "Mobile Development",
  "AI/ML",
  "Data Science",
  "Cybersecurity",
  "DevOps",
  "Cloud Computing",
  "Embedded Systems",
  "Undecided",
  "Other",
] as const;

export const BIO_MAX = 280;

function ruled(problem: (v: string) => string | null) {
  return z.string().trim().check((ctx) => {
    const message = problem(ctx.value);
    if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
  });
}

function oneOf(list: readonly string[], message: string) {
  return z.string().trim().refine((v) => v === "" || list.includes(v), message);
}

/** PUT /users/{id}: every field optional; the ones present are checked and saved. */
export const profileUpdateInput = z.object({
  name: ruled(nameProblem).optional(),
  username: ruled(usernameProblem).optional(),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).optional(),
  year: oneOf(YEARS, "Choose a year from 1 to 4").optional(),
  department: oneOf(DEPARTMENTS, "Choose a department from the list").optional(),
  specialization: oneOf(SPECIALIZATIONS, "Choose a specialization from the list").optional(),
  profilePicture: z.null({ error: "Upload a new picture with Change picture" }).optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateInput>;

/** POST /users/filter: at least one of the three. */
export const filterInput = z.object({
  year: oneOf(YEARS, "Choose a year from 1 to 4").default(""),
  department: oneOf(DEPARTMENTS, "Choose a department from the list").default(""),
  specialization: oneOf(SPECIALIZATIONS, "Choose a specialization from the list").default(""),
}).refine((f) => f.year || f.department || f.specialization, {
  message: "Choose a year, department or specialization to filter by",
});

export type FilterInput = z.infer<typeof filterInput>;

export const suggestInput = z.object({
  limit: limitField(20, 8),
});

export const searchInput = z.object({
  username: z.string().trim().max(20, "Search for at most 20 characters").default(""),
});
