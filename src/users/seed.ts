/**
 * Demo students for `deno task seed`, so a new user can sign in at once. All share the password
 * in DEMO_PASSWORD (documented in the README). Safe to run twice: existing usernames are kept.
 */
import type { Config } from "../config.ts";
import { newId } from "../core/ids.ts";
import { hashPassword } from "../auth/password.ts";
import type { UserRecord } from "./model.ts";
import { createUserOp, findUserByUsername } from "./repo.ts";

export const DEMO_PASSWORD = "campus-demo-2026";

type DemoStudent = Pick<
  UserRecord,
  "name" | "username" | "bio" | "year" | "department" | "specialization"
>;

export const demoStudents: DemoStudent[] = [
  {
    name: "Aarav Sharma",
    username: "aarav",
    bio: "Competitive programmer. Ask me about segment trees.",
    year: "3",
    department: "Computer Science",
    specialization: "Algorithms",
  },
  {
    name: "Diya Patel",
    username: "diya",
    bio: "Building web apps and teaching React to juniors.",
    year: "2",
    department: "Information Technology",
    specialization: "Web Development",
  },
  {
    name: "Kabir Singh",
    username: "kabir",
    bio: "ML enthusiast; currently reading about transformers.",
    year: "4",
    department: "Computer Science",
    specialization: "AI/ML",
  },
  {
    name: "Ananya Rao",
    username: "ananya",
    bio: "Embedded systems and robotics club lead.",
    year: "3",
    department: "Electronics",
    specialization: "Embedded Systems",
  },
  {
    name: "Rohan Mehta",
    username: "rohan",
    bio: "DevOps, Linux and everything that runs in a container.",
    year: "4",
    department: "Information Technology",
    specialization: "DevOps",
  },
  {
    name: "Ishita Verma",
    username: "ishita",
    bio: "First year, learning C and loving it.",
    year: "1",
    department: "Computer Science",
    specialization: "Undecided",
  },
];

/** Creates the demo students that do not exist yet; returns a one-line summary. */
export async function seedStudents(kv: Deno.Kv, config: Pick<Config, "collegeEmailDomain">) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const s of demoStudents) {
    if (await findUserByUsername(kv, s.username)) continue;
    const user: UserRecord = {
      ...s,
      _id: newId(),
      email: `${s.username}@${config.collegeEmailDomain}`,
      passwordHash,
      profilePicture: null,
      isVerified: true,
      createdAt: Date.now(),
    };
    if ((await createUserOp(kv.atomic(), user).commit()).ok) created++;
  }
  return `${created} demo students created (${demoStudents.length - created} already there); ` +
    `sign in as any of ${demoStudents.map((s) => s.username).join(", ")} ` +
    `with the password ${DEMO_PASSWORD}`;
}
