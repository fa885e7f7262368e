/**
 * Students written straight into KV, for tests and benchmarks that need many of them quickly
 * (signing up through SMTP costs an Argon2id hash each).
 */
import { newId } from "../../src/core/ids.ts";
import type { UserRecord } from "../../src/users/model.ts";
import { createUserOp } from "../../src/users/repo.ts";

/** Stores a student named `${prefix} ${i}` (username `${prefix}_${i}`) and returns the record. */
export async function makeStudent(
  kv: Deno.Kv,
  prefix: string,
  i: number,
  passwordHash = "",
): Promise<UserRecord> {
  const user: UserRecord = {
    _id: newId(),
    name: `${prefix} ${i}`,
    username: `${prefix.toLowerCase()}_${i}`,
    email: `${prefix.toLowerCase()}${i}@college.edu`,
    passwordHash,
    bio: "",
    profilePicture: null,
    year: "",
    department: "",
    specialization: "",
    isVerified: true,
    createdAt: Date.now(),
  };
  const res = await createUserOp(kv.atomic(), user).commit();
  if (!res.ok) throw new Error(`student ${user.username} exists already`);
  return user;
}
