/**
 * Fixed copy of the home page's marketing sections (spec 001 §1–2, §9): about, 6 benefits,
 * 7 platform features, 3 featured internships and 6 career paths (section heads are in
 * `sections_data.ts`).
 */
import {
  iconBook,
  iconCalendar,
  iconChart,
  iconChat,
  iconCode,
  iconFeed,
  iconFile,
  iconLayers,
  iconLock,
  iconMic,
  iconPen,
  iconServer,
  iconShield,
  iconSparkles,
  iconTarget,
  iconUsers,
  iconZap,
} from "../kit/icon_paths.ts";

export type IconCard = { title: string; text: string; icon: string; href?: string; cta?: string };

/** The three cards of the about section. */
export const about = {
  missionTitle: "Our mission",
  mission:
    "Campus exists so that no engineering student prepares alone. We bring the notes, the roadmaps, the mock interviews and the people who already walked the path into one place that only students can join.",
  whatYouGetTitle: "What you get",
  whatYouGet: [
    "Semester-wise study material for all four years",
    "Placement preparation from DSA to system design",
    "A feed of roadmaps, blogs and projects by your peers",
    "Live chat and a shared code room for pair practice",
    "Peer mock interviews, a resume builder and a study planner",
  ],
  howItWorksTitle: "How it works",
  howItWorks: [
    { title: "Sign up", text: "Use your college e-mail and confirm it with a 6-digit code." },
    { title: "Set up your profile", text: "Add your year, branch and what you are aiming for." },
    { title: "Learn and share", text: "Follow peers, post what you learn and practise together." },
  ],
};

export const benefits: IconCard[] = [
  {
    title: "Curated study material",
    text: "Notes, PDFs and video lists sorted by year, semester and subject.",
    icon: iconBook,
  },
  {
    title: "Peer mentorship",
    text: "Seniors who cracked the exams and interviews answer your questions.",
    icon: iconUsers,
  },
  {
    title: "Placement ready",
    text: "Topic-wise preparation, mock interviews and a resume that gets read.",
    icon: iconTarget,
  },
  {
    title: "Learn in public",
    text: "Post roadmaps and write-ups; explaining a topic is the best way to learn it.",
    icon: iconPen,
  },
  {
    title: "Real-time collaboration",
    text: "Chat and code together in a shared room, from any device.",
    icon: iconZap,
  },
  {
    title: "Students only",
    text: "Every member signed up with a college e-mail, so the space stays focused.",
    icon: iconShield,
  },
];

export const features: IconCard[] = [
  {
    title: "Social feed",
    text: "Roadmaps, blogs and image posts from the people you follow, or the whole campus.",
    icon: iconFeed,
    href: "/feed",
    cta: "Open the feed",
  },
  {
    title: "Real-time chat",
    text: "One-to-one conversations with typing indicators and unread counts.",
    icon: iconChat,
    href: "/guide#chat",
    cta: "How chat works",
  },
  {
    title: "Collaborative code editor",
    text: "Write, run and discuss code in a shared room with files and a chat panel.",
    icon: iconCode,
    href: "/editor/demo",
    cta: "Try the demo room",
  },
  {
    title: "Peer mock interviews",
    text: "Practise technical and HR rounds and get feedback on every answer.",
    icon: iconMic,
    href: "/interview",
    cta: "Start an interview",
  },
  {
    title: "Resume builder",
    text: "Build a one-page resume from your profile, projects and skills.",
    icon: iconFile,
    href: "/resume",
    cta: "Build your resume",
  },
  {
    title: "Study planner",
    text: "Plan study sessions and deadlines and keep a daily streak.",
    icon: iconCalendar,
    href: "/planner",
    cta: "Open the planner",
  },
  {
    title: "Trending and notifications",
    text: "See what the campus is reading and never miss a reply or a new follower.",
    icon: iconChart,
    href: "/trending",
    cta: "See what's trending",
  },
];

export type Internship = {
  title: string;
  company: string;
  time: string;
  location: string;
  href: string;
};

export const internships: Internship[] = [
  {
    title: "Software Engineering Intern",
    company: "Northwind Labs",
    time: "May – July 2026 · 10 weeks",
    location: "Bengaluru · Hybrid",
    href: "/signup",
  },
  {
    title: "Data Analyst Intern",
    company: "Lumen Analytics",
    time: "June – August 2026 · 8 weeks",
    location: "Remote",
    href: "/signup",
  },
  {
    title: "Cloud & DevOps Intern",
    company: "Stratus Systems",
    time: "January – June 2026 · 6 months",
    location: "Pune · On-site",
    href: "/signup",
  },
];

export type CareerPath = { title: string; text: string; skills: string[]; icon: string };

export const careerPaths: CareerPath[] = [
  {
    title: "Software Developer",
    text: "Design, build and maintain the software people use every day.",
    skills: ["DSA", "OOP", "Git"],
    icon: iconCode,
  },
  {
    title: "Data Scientist",
    text: "Turn raw data into answers with statistics and models.",
    skills: ["Python", "Statistics", "SQL"],
    icon: iconChart,
  },
  {
    title: "DevOps Engineer",
    text: "Automate builds, deployments and the infrastructure they run on.",
    skills: ["Linux", "Docker", "CI/CD"],
    icon: iconServer,
  },
  {
    title: "Cybersecurity Analyst",
    text: "Find weaknesses before attackers do and respond when they strike.",
    skills: ["Networks", "Linux", "Cryptography"],
    icon: iconLock,
  },
  {
    title: "ML Engineer",
    text: "Train, ship and monitor machine-learning models in production.",
    skills: ["Python", "Linear algebra", "PyTorch"],
    icon: iconSparkles,
  },
  {
    title: "Full Stack Engineer",
    text: "Own a feature end to end, from the database to the button.",
    skills: ["JavaScript", "React", "Databases"],
    icon: iconLayers,
  },
];
