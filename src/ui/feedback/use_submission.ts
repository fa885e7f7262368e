/**
 * One feedback form's sending: the alert, "Submitting...", and the success panel that stays
 * SUCCESS_MS before the dialog closes and the form starts again (spec 001 §4).
 */
import { useEffect, useRef, useState } from "react";
import { failureText, SUCCESS_MS } from "./form_model.ts";

/** Fields every submission carries so the server can turn bots away (see docs/api.md). */
export type BotCheck = { website: string; fillMs: number };

/** `open`: whether the dialog shows; the time it was opened starts the fill time. */
export function useSubmission(options: { open: boolean; fallback: string; onDone(): void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const openedAt = useRef(Date.now());
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;

  useEffect(() => {
    if (options.open) openedAt.current = Date.now();
  }, [options.open]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      onDone.current();
    }, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done]);

  /** Sends unless `problem` names a missing field; the honeypot's value goes along as it is. */
  async function submit(
    problem: string | null,
    send: (bot: BotCheck) => Promise<unknown>,
    website: string,
  ) {
    setAlert(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await send({ website, fillMs: Date.now() - openedAt.current });
      setDone(true);
    } catch (err) {
      setAlert(failureText(err, options.fallback));
    } finally {
      setBusy(false);
    }
  }

  return { alert, setAlert, busy, done, submit };
}
