/**
 * The account field rules as plain functions, shared by the server's zod schemas and the
 * browser's live validation so the two can never disagree. Each returns the first problem's
 * message, or null when the value is fine.
 */

import { hasHiddenCharacters, hiddenCharactersMessage } from "./visible_text.ts";

const reservedUsernames = new Set([
  "admin",
  "administrator",
  "api",
  "campus",
  "help",
  "login",
  "logout",
  "me",
  "moderator",
  "root",
  "signup",
  "support",
  "system",
]);

export function collegeEmailMessage(domain: string): string {
  return `Please use your college email ending with @${domain}`;
}

/** Spec 000 §5: letters, digits or ._%+- before the college's domain, any case. */
export function emailProblem(email: string, domain: string): string | null {
  const e = email.trim();
  if (e === "") return "Email is required";
  const at = e.lastIndexOf("@");
  const local = e.slice(0, at);
  if (
    e.length > 254 || at < 1 || !/^[A-Za-z0-9._%+-]+$/.test(local) ||
    e.slice(at + 1).toLowerCase() !== domain.toLowerCase()
  ) {
    return collegeEmailMessage(domain);
  }
  return null;
}

export function otpProblem(otp: string): string | null {
  return /^\d{6}$/.test(otp.trim()) ? null : "Enter the 6-digit code from your e-mail";
}

export function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === "") return "Name is required";
  if (n.length > 60) return "Name must be at most 60 characters";
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(n)) return "Name cannot contain control characters";
  // A name is who someone is: "\u202eahsA" must not pass for another student.
  if (hasHiddenCharacters(n)) return hiddenCharactersMessage("Name");
  return null;
}

export function usernameProblem(username: string): string | null {
  const u = username.trim();
  if (u === "") return "Username is required";
  if (u.length < 3) return "Username must be at least 3 characters";
  if (u.length > 20) return "Username must be at most 20 characters";
  if (!/^[A-Za-z0-9_]+$/.test(u)) return "Username can use only letters, digits and underscores";
  if (!/^[A-Za-z]/.test(u)) return "Username must start with a letter";
  if (reservedUsernames.has(u.toLowerCase())) return "That username is reserved";
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password === "") return "Password is required";
  if (password.length < 8) return "Password must be at least 8 characters";
  if (password.length > 128) return "Password must be at most 128 characters";
  return null;
}
