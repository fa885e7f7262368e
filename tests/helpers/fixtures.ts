/**
 * Students (and chats between them) written straight into KV, for tests and benchmarks that need
 * many of them quickly (signing up through SMTP costs an Argon2id hash each).
 */
import { openChat } from "../../src/chat/service.ts";
import { systemClock } from "../../src/core/clock.ts";
import { newId } from "../../src/core/ids.ts";
import type { UserRecord } from "../../src/users/model.ts";
import { createUserOp } from "../../src/users/repo.ts";

type StudentFields = Pick<UserRecord, "name" | "username" | "email"> & Partial<UserRecord>;

/** A verified student's record with an empty profile and no password; `fields` win. */
export function studentRecord(fields: StudentFields): UserRecord {
  return {
    _id: newId(),
    isVerified: true,
    createdAt: Date.now(),
    passwordHash: "",
    bio: "",
    profilePicture: null,
    year: "",
    department: "",
    specialization: "",
    ...fields,
  };
}

/** Stores `user` with its username and e-mail indexes; fails if either is taken. */
export async function storeStudent(kv: Deno.Kv, user: UserRecord): Promise<UserRecord> {
  const res = await createUserOp(kv.atomic(), user).commit();
  if (!res.ok) throw new Error(`student ${user.username} exists already`);
  return user;
}

/** Stores a student named `${prefix} ${i}` (username `${prefix}_${i}`) and returns the record. */
export function makeStudent(
  kv: Deno.Kv,
  prefix: string,
  i: number,
  passwordHash = "",
): Promise<UserRecord> {
  const lower = prefix.toLowerCase();
  return storeStudent(
    kv,
    studentRecord({
      name: `${prefix} ${i}`,
      username: `${lower}_${i}`,
      email: `${lower}${i}@college.edu`,
      passwordHash,
    }),
  );
}

/** Two students named by `prefix` and `i` (`makeStudent`'s `2i` and `2i + 1`) in a chat of their
 * own, opened as the app opens one; answers the chat's id and the first student's, who sends. */
export async function makeChatPair(
  kv: Deno.Kv,
  prefix: string,
  i: number,
): Promise<{ id: string; sender: string }> {
  const [a, b] = await Promise.all([
    makeStudent(kv, prefix, 2 * i),
    makeStudent(kv, prefix, 2 * i + 1),
  ]);
  const chat = await openChat({ kv, clock: systemClock }, a._id, b._id);
  return { id: chat._id, sender: a._id };
}
