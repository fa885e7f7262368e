/** Sign-in for a suspended account (`deno task moderate suspend`): refused with one sentence
 * that says where to turn, and only once the student proved the account is theirs. */
import { AppError } from "../core/errors.ts";
import type { UserRecord } from "../users/model.ts";
import { SUPPORT_EMAIL } from "../ui/site/site_links.ts";

export const ACCOUNT_SUSPENDED =
  `This account is suspended. Contact ${SUPPORT_EMAIL} if you think this is a mistake.`;

/** Refuses a suspended account (403). Call it after the password or code was found right. */
export function refuseSuspended(user: Pick<UserRecord, "suspendedAt">): void {
  if (user.suspendedAt) throw new AppError("FORBIDDEN", ACCOUNT_SUSPENDED);
}
