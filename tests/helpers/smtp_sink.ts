/**
 * A real SMTP server on 127.0.0.1 (npm:smtp-server) that keeps every mail it receives, so tests
 * send through the real SMTP mailer and read sign-up codes from the mails.
 */
import { SMTPServer } from "smtp-server";
import { bounded } from "./bounded.ts";

export type ReceivedMail = { to: string[]; raw: string };

export type SmtpSink = {
  url: string;
  mails: ReceivedMail[];
  /** Waits (up to 10 s) for a mail to `to` beyond the first `skip` ones, and returns it. */
  waitForMail(to: string, skip?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the newest sign-up mail to `to`. */
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (c: Uint8Array) => chunks.push(c));
      stream.on("end", () => {
        const raw = new TextDecoder().decode(
          new Uint8Array(chunks.flatMap((c) => [...c])),
        );
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(
      0,
      "127.0.0.1",
      () => resolve((server.server.address() as { port: number }).port),
    );
  });

  function mailsTo(to: string) {
    return mails.filter((m) => m.to.includes(to.toLowerCase()));
  }

  async function waitForMail(to: string, skip = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = mailsTo(to);
      if (found.length > skip) return found[skip];
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${to} arrived within 10 s`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    async codeFor(to) {
      await waitForMail(to);
      const last = mailsTo(to).at(-1)!;
      const m = /sign-up code is: (\d{6})/.exec(last.raw);
      if (!m) throw new Error(`the newest mail to ${to} holds no code`);
      return m[1];
    },
    close: () =>
      bounded("SMTP sink close", new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
