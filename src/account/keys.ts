/** The only place account-deletion keys are spelled. */

/** An account being deleted (value: DeletionJob); it exists from the moment the account is gone
 * from sign-in until the last of its data is removed. */
export const deletionKey = (userId: string): Deno.KvKey => ["account_deletions", userId];
export const deletionsPrefix: Deno.KvKey = ["account_deletions"];
