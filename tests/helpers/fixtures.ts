/**
 * Students written straight into KV, for tests and benchmarks that need many of them quickly
 * (signing up through SMTP costs an Argon2id hash each).
 */
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
