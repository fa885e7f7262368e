/**
 * Deleting an account and downloading one's data: the inputs, the limits and the record that
 * keeps a deletion going until the last of the account's data is gone.
 */
import { z } from "zod";
import type { Limit } from "../core/rate_limit.ts";

export const PASSWORD_MISSING = "Enter your password to delete your account.";
export const WRONG_PASSWORD = "Your password is not right. Your account was not deleted.";
export const TOO_MANY_DELETES = "Too many attempts to delete this account.";
export const TOO_MANY_EXPORTS = "Too many downloads of your data.";

/** `DELETE /users/me { password }`: a missing or empty password is a 400 with this sentence. */
export const deleteAccountInput = z.object({
  password: z.unknown()
    .transform((v) => (typeof v === "string" ? v : ""))
    .check((ctx) => {
      if (ctx.value === "") {
        ctx.issues.push({ code: "custom", message: PASSWORD_MISSING, input: ctx.value });
      }
    })
    .pipe(z.string().max(1024, WRONG_PASSWORD))
    .meta({ type: "string", description: "the account's current password" }),
});

/** Wrong passwords cost Argon2id work and are guesses: as many as password changes allow. */
export const deletesPerAccount: Limit = {
  name: "account_delete",
  limit: 10,
  windowMs: 15 * 60_000,
};

/** An export reads every act on the platform once and embeds every picture: three an hour. */
export const exportsPerAccount: Limit = { name: "account_export", limit: 3, windowMs: 60 * 60_000 };

/** A deletion under way. Phases run in order; each is safe to run again after an interruption. */
export type DeletionJob = {
  userId: string;
  username: string;
  email: string;
  /** The index of the next phase to run (see `phases.ts`). */
  phase: number;
  startedAt: number;
  /** When the last phase finished: trending tasks recorded until then must be applied before its
   * leftovers are removed. */
  recordedUntil: number;
};
