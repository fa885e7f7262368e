/**
 * Users: the stored record (with secrets) and the public shape every API answer uses.
 * Never send a `UserRecord` to a client; `toPublicUser` is the only way out.
 */

export type UserRecord = {
  _id: string;
  name: string;
  /** As the student typed it; uniqueness is case-insensitive (see keys.ts). */
  username: string;
  /** Lowercased college e-mail. */
  email: string;
  passwordHash: string;
  bio: string;
  profilePicture: string | null;
  year: string;
  department: string;
  specialization: string;
  isVerified: boolean;
  createdAt: number;
  /** Set by an operator (`deno task moderate`): the student cannot sign in and their content is
   * hidden from everyone else. */
  suspendedAt?: number | null;
};

export type PublicUser = {
  _id: string;
  name: string;
  username: string;
  bio: string;
  profilePicture: string | null;
  year: string;
  department: string;
  specialization: string;
  isVerified: boolean;
  createdAt: string;
};

/** The signed-in user's own view: the public profile plus their e-mail. */
export type SelfUser = PublicUser & { email: string };

export function toPublicUser(u: UserRecord): PublicUser {
  return {
    _id: u._id,
    name: u.name,
    username: u.username,
    bio: u.bio,
    profilePicture: u.profilePicture,
    year: u.year,
    department: u.department,
    specialization: u.specialization,
    isVerified: u.isVerified,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

export function toSelfUser(u: UserRecord): SelfUser {
  return { ...toPublicUser(u), email: u.email };
}
