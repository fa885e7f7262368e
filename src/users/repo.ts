/** KV access for users. */
import type { UserRecord } from "./model.ts";
import { userByEmailKey, userByUsernameKey, userKey } from "./keys.ts";

export async function getUser(kv: Deno.Kv, id: string): Promise<UserRecord | null> {
  return (await kv.get<UserRecord>(userKey(id))).value;
}

export async function findUserByUsername(
  kv: Deno.Kv,
  username: string,
): Promise<UserRecord | null> {
  const id = (await kv.get<string>(userByUsernameKey(username))).value;
  return id ? await getUser(kv, id) : null;
}

export async function findUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const id = (await kv.get<string>(userByEmailKey(email))).value;
  return id ? await getUser(kv, id) : null;
}

/**
 * Adds the writes that create `user` to `op`, with checks that its username and e-mail are
 * still free. The caller commits, so creating a user can be one atomic with other writes.
 */
export function createUserOp(op: Deno.AtomicOperation, user: UserRecord): Deno.AtomicOperation {
  return op
    .check({ key: userKey(user._id), versionstamp: null })
    .check({ key: userByUsernameKey(user.username), versionstamp: null })
    .check({ key: userByEmailKey(user.email), versionstamp: null })
    .set(userKey(user._id), user)
    .set(userByUsernameKey(user.username), user._id)
    .set(userByEmailKey(user.email), user._id);
}
