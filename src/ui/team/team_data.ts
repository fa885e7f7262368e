/**
 * The Campus team (spec 001 §3 "Team member"): static member data, the seven roles, and the
 * search and role filter the team page uses.
 */

export const teamRoles = [
  "Leadership",
  "Development",
  "Design",
  "Marketing",
  "Content",
  "Quality Assurance",
  "DevOps",
] as const;

export type TeamRole = typeof teamRoles[number];

export type SocialLinks = { github?: string; linkedin?: string; email?: string };

export type TeamMember = {
  id: string;
  name: string;
  designation: string;
  bio: string;
  /** A photo on this site; null shows an initials avatar. */
  image: string | null;
  role: TeamRole;
  skills: string[];
  socialLinks: SocialLinks;
  /** Year and month, e.g. "2024-07". */
  joinDate: string;
  location: string;
};

const ORG_GITHUB = "https://github.com/campus-students";
const ORG_LINKEDIN = "https://www.linkedin.com/company/campus-students";

export const teamMembers: TeamMember[] = [
  {
    id: "aditi-rao",
    name: "Aditi Rao",
    designation: "Founder & Product Lead",
    bio:
      "Started Campus in her third year after watching batchmates prepare for placements from a dozen scattered groups. Sets the roadmap and talks to students every week.",
    image: null,
    role: "Leadership",
    skills: ["Product strategy", "User research", "Public speaking"],
    socialLinks: { linkedin: ORG_LINKEDIN, email: "aditi@campus.example" },
    joinDate: "2024-01",
    location: "Bengaluru",
  },
  {
    id: "vikram-shetty",
    name: "Vikram Shetty",
    designation: "Community Lead",
    bio:
      "Runs the mentor programme and the weekly doubt-clearing sessions. Believes every senior has one great tip worth sharing.",
    image: null,
    role: "Leadership",
    skills: ["Community building", "Mentoring", "Event planning"],
    socialLinks: { email: "vikram@campus.example" },
    joinDate: "2024-02",
    location: "Mangaluru",
  },
  {
    id: "rahul-verma",
    name: "Rahul Verma",
    designation: "Full Stack Developer",
    bio:
      "Builds the feed, the chat and most of what happens between them. Happiest when a page loads before you blink.",
    image: null,
    role: "Development",
    skills: ["TypeScript", "React", "Deno", "WebSockets"],
    socialLinks: { github: ORG_GITHUB, email: "rahul@campus.example" },
    joinDate: "2024-03",
    location: "Pune",
  },
  {
    id: "sana-qureshi",
    name: "Sana Qureshi",
    designation: "Backend Developer",
    bio:
      "Owns the data layer and the code-room runner. Writes the tests before anyone asks for them.",
    image: null,
    role: "Development",
    skills: ["Databases", "APIs", "Testing", "Python"],
    socialLinks: { github: ORG_GITHUB, email: "sana@campus.example" },
    joinDate: "2024-05",
    location: "Hyderabad",
  },
  {
    id: "neha-kulkarni",
    name: "Neha Kulkarni",
    designation: "Product Designer",
    bio:
      "Designs every screen twice: once for a laptop in the library, once for a phone on a crowded bus.",
    image: null,
    role: "Design",
    skills: ["Figma", "Accessibility", "Design systems"],
    socialLinks: { linkedin: ORG_LINKEDIN, email: "neha@campus.example" },
    joinDate: "2024-04",
    location: "Mumbai",
  },
  {
    id: "arnav-das",
    name: "Arnav Das",
    designation: "Growth & Outreach",
    bio:
      "Brings Campus to new colleges through clubs, fests and placement cells. Knows a chai stall on every campus.",
    image: null,
    role: "Marketing",
    skills: ["Social media", "Partnerships", "Copywriting"],
    socialLinks: { linkedin: ORG_LINKEDIN, email: "arnav@campus.example" },
    joinDate: "2024-08",
    location: "Kolkata",
  },
  {
    id: "ishita-menon",
    name: "Ishita Menon",
    designation: "Content Editor",
    bio:
      "Curates the semester notes and placement lists, and edits the roadmaps so they are short and correct.",
    image: null,
    role: "Content",
    skills: ["Technical writing", "DSA", "Editing"],
    socialLinks: { email: "ishita@campus.example" },
    joinDate: "2024-06",
    location: "Kochi",
  },
  {
    id: "harsh-agarwal",
    name: "Harsh Agarwal",
    designation: "QA Engineer",
    bio:
      "Breaks things on purpose so you never do by accident. Tests on the oldest phone in the hostel.",
    image: null,
    role: "Quality Assurance",
    skills: ["Playwright", "Manual testing", "Bug triage"],
    socialLinks: { github: ORG_GITHUB, email: "harsh@campus.example" },
    joinDate: "2024-09",
    location: "Jaipur",
  },
  {
    id: "tanvi-reddy",
    name: "Tanvi Reddy",
    designation: "DevOps Engineer",
    bio:
      "Keeps Campus up during exam week, when everyone opens the notes at 2 a.m. Automates anything done twice.",
    image: null,
    role: "DevOps",
    skills: ["Linux", "Docker", "CI/CD", "Monitoring"],
    socialLinks: { github: ORG_GITHUB, email: "tanvi@campus.example" },
    joinDate: "2024-07",
    location: "Chennai",
  },
];

/**
 * The members matching a search and a role. The search matches name, designation or any skill,
 * ignoring case; the role must match exactly ("" means every role).
 */
export function filterMembers(
  members: TeamMember[],
  query: string,
  role: string,
): TeamMember[] {
  const q = query.trim().toLowerCase();
  return members.filter((m) => {
    if (role && m.role !== role) return false;
    if (!q) return true;
    return m.name.toLowerCase().includes(q) ||
      m.designation.toLowerCase().includes(q) ||
      m.skills.some((s) => s.toLowerCase().includes(q));
  });
}
