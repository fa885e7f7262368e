/** The words around the sign-in and sign-up forms (spec 000 §2). */
import type { AuthCardProps } from "./auth_card.tsx";

type CardCopy = Omit<AuthCardProps, "children">;

export const loginCard: CardCopy = {
  titleId: "login-title",
  title: "Welcome back",
  lead: "Sign in with your college e-mail or your username.",
  other: { question: "New to Campus?", href: "/signup", label: "Create an account" },
};

export const signupCard: CardCopy = {
  titleId: "signup-title",
  title: "Join Campus",
  lead: "For students of our college, with the college e-mail.",
  other: { question: "Already have an account?", href: "/login", label: "Sign in" },
};

export const forgotPasswordCard: CardCopy = {
  titleId: "forgot-title",
  title: "Forgot your password?",
  lead: "Get a code at your college e-mail, then choose a new password.",
  other: { question: "Remembered it?", href: "/login", label: "Sign in" },
};

/** The name and username fields, as sign-up and Edit Profile ask for them. */
export const identityFields = [
  { id: "name", label: "Name", autoComplete: "name" },
  {
    id: "username",
    label: "Username",
    autoComplete: "username",
    hint: "3 to 20 letters, digits or underscores, starting with a letter.",
  },
] as const;
