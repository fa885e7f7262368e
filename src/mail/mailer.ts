/**
 * Sending e-mail. One interface, two implementations: the console mailer (prints the mail; the
 * default when `SMTP_URL` is unset) and the SMTP mailer (nodemailer).
 */
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close?(): void;
};

/** Prints each mail to stdout, so a developer can sign up without a mail server. */
export function consoleMailer(from: string, print: (line: string) => void = console.log): Mailer {
  return {
    send(mail) {
      print(
        [
          "---- mail (console mailer: set SMTP_URL to send real mail) ----",
          `From: ${from}`,
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          "",
          mail.text,
          "---- end of mail ----",
        ].join("\n"),
      );
      return Promise.resolve();
    },
  };
}

/** Sends through the SMTP server of `url` (`smtp://user:pass@host:port`, or `smtps://`). */
export function smtpMailer(url: string, from: string): Mailer {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // A plain-text local sink (tests, development) offers no STARTTLS; real servers do.
    ignoreTLS: ["127.0.0.1", "localhost"].includes(parsed.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration asks for. */
export function mailerFromConfig(config: Pick<Config, "smtpUrl" | "mailFrom">): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : consoleMailer(config.mailFrom);
}
