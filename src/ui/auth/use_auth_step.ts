/**
 * Sending one step of a multi-step account form (sign-up, password reset): the step is not sent
 * while another is on its way or while `blocked` (a field has a problem), and a refusal shows the
 * server's sentence, or `fallback`.
 */
import { useState } from "react";
import { trpcMessage } from "../../client/trpc.ts";

export function useAuthStep(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(blocked: boolean, action: () => Promise<void>) {
    if (busy || blocked) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(trpcMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, send };
}
