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

export function resetCodeMail(to: string, code: string, origin: string): Mail {
  return {
    to,
    subject: `${code} is your Campus password reset code`,
    text: [
      "Someone (probably you) asked to reset your Campus password.",
      "",
      `Your password reset code is: ${code}`,
      "",
      "It expires in 10 minutes and works once. Enter it with your new password here:",
      `${origin}/forgot-password`,
      "",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}

export function noAccountResetMail(to: string, origin: string): Mail {
  return {
    to,
    subject: "Campus password reset",
    text: [
      "Someone (probably you) asked to reset the Campus password of this address,",
      "but no Campus account uses it, so no code was sent.",
      "",
      `To join Campus, sign up here: ${origin}/signup`,
      "",
      "If this was not you, you can ignore this mail.",
    ].join("\n"),
  };
}

export function loginCodeMail(to: string, code: string, origin: string): Mail {
  return {
    to,
    subject: `${code} is your Campus sign-in code`,
    text: [
      "Someone (probably you) asked to sign in to Campus with a code.",
      "",
      `Your sign-in code is: ${code}`,
      "",
      "It expires in 10 minutes and works once. Enter it on the sign-in page:",
      `${origin}/login`,
      "",
      "If you did not ask for it, ignore this mail: nobody can use it without your mailbox.",
      "Someone may be guessing your password; you can change it from your profile.",
    ].join("\n"),
  };
}

/** The daily notification digest: what came since the last one, where to read it, and where to
 * stop these mails. */
export function digestMail(
  to: string,
  lines: string[],
  more: number,
  origin: string,
): Mail {
  const count = lines.length + more;
  return {
    to,
    subject: `Campus: ${count} new ${count === 1 ? "notification" : "notifications"} for you`,
    text: [
      "Here is what happened on Campus since your last digest:",
      "",
      ...lines.map((l) => `- ${l}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
      "",
      `Read them all: ${origin}/feed`,
      "",
      "You get this daily digest because you turned on e-mail for these notifications.",
      `To stop it or choose other kinds, change your settings: ${origin}/settings/notifications`,
    ].join("\n"),
  };
}
