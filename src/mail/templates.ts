/** The words of every mail Campus sends. Plain text: readable in any client, and never tracked. */
import type { Mail } from "./mailer.ts";

export function signupCodeMail(to: string, code: string, origin: string): Mail {
  return {
    to,
    subject: `${code} is your Campus sign-up code`,
    text: [
      "Welcome to Campus!",
      "",
      `Your sign-up code is: ${code}`,
      "",
      "It expires in 10 minutes and works once. Enter it on the sign-up page:",
      `${origin}/signup`,
      "",
      "If you did not ask for this code, ignore this mail: nobody can sign up without it.",
    ].join("\n"),
  };
}

export function alreadyRegisteredMail(to: string, origin: string): Mail {
  return {
    to,
    subject: "You already have a Campus account",
    text: [
      "Someone (probably you) asked to sign up to Campus with this address,",
      "but you already have an account, so no code was sent.",
      "",
      `Sign in here: ${origin}/login`,
      "",
      "If this was not you, nothing changes: your account is safe.",
    ].join("\n"),
  };
}
