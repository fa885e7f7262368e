/**
 * Feature explanations on the guide page; each id is a guide anchor (spec 001 §2): mock-interview,
 * resume, tasks, chat, trending and notifications; and search.
 */
import {
  iconBell,
  iconCalendar,
  iconChat,
  iconFile,
  iconMic,
  iconSearch,
  iconTrending,
} from "../kit/icon_paths.ts";

export type GuideFeature = {
  id: string;
  title: string;
  summary: string;
  howTo: string[];
  icon: string;
  link?: { href: string; label: string };
};

export const guideFeatures: GuideFeature[] = [
  {
    id: "mock-interview",
    title: "Peer mock interviews",
    summary:
      "Practise a timed question alone, or interview each other in pairs with a shared editor, a rubric and written feedback.",
    howTo: [
      "Open Mock interviews and choose a track: DSA, system design, DBMS, OS or HR.",
      "Practise solo: answer against the clock in the notes box, rate yourself, then read the model answer.",
      "Or find a partner (the next student on your track) or invite a friend by link: the candidate answers in the shared editor while the interviewer follows the rubric.",
      "The interviewer scores each rubric point and writes feedback; it lands in the candidate's history.",
    ],
    icon: iconMic,
    link: { href: "/interview", label: "Start a mock interview" },
  },
  {
    id: "resume",
    title: "Resume builder",
    summary: "Build a clean, one-page resume from your profile and projects.",
    howTo: [
      "Open the resume builder and press New resume from my profile: your name, department, year, skills, posts and saved files fill in the first draft.",
      "Edit education, skills, projects, experience, achievements and links; the preview follows in the Classic or Modern template. Keep up to 10 versions, one per kind of role.",
      "Print or save as PDF (A4 or Letter, one page), or turn on a public link for a senior to review, and turn it off again whenever you like.",
    ],
    link: { href: "/resume", label: "Open the resume builder" },
    icon: iconFile,
  },
  {
    id: "tasks",
    title: "Study planner",
    summary: "Plan study sessions, assignments and placement prep in the study planner.",
    howTo: [
      "Open the planner and add a task with a due time, a subject and a priority.",
      "Choose a reminder: it arrives in your notifications, and by e-mail, at that time.",
      "Make it repeat every day or on chosen weekdays; ticking it off moves it to the next one.",
      "Switch between the list and the week, filter by subject, and keep your streak going.",
    ],
    link: { href: "/planner", label: "Open the study planner" },
    icon: iconCalendar,
  },
  {
    id: "chat",
    title: "Chat",
    summary: "Message classmates and mentors in real time.",
    howTo: [
      "Open a profile and press Chat, or search for a user in Messages.",
      "See when the other person is typing; unread chats are counted in the header.",
      "Share a post straight into a conversation.",
    ],
    icon: iconChat,
    link: { href: "/chat", label: "Open Messages" },
  },
  {
    id: "trending",
    title: "Trending",
    summary: "Discover the profiles, sections, posts and categories everyone is reading.",
    howTo: [
      "Switch between Trending Profiles, Sections, Posts and Categories.",
      "Filter profiles to the top 10, 20 or 50.",
      "Follow people straight from the list.",
    ],
    icon: iconTrending,
    link: { href: "/trending", label: "See what's trending" },
  },
  {
    id: "notifications",
    title: "Notifications",
    summary: "Know when someone follows you, likes or comments on your posts.",
    howTo: [
      "The bell in the header shows your unread count (9+ above nine).",
      "Open it to read the latest and mark them read one by one or all at once.",
      "New notifications arrive live while you browse.",
    ],
    icon: iconBell,
  },
  {
    id: "search",
    title: "Search",
    summary:
      "Find posts by their words and tags, students by name, and tags by how often they are used.",
    howTo: [
      "Type in the search box at the top of any page and press Enter; on a phone, press the magnifier first.",
      "Switch between Posts, People and Tags; narrow posts to one roadmap category.",
      "Posts tagged or titled exactly as you typed come first, then the newest; the words that matched are marked.",
    ],
    icon: iconSearch,
    link: { href: "/search", label: "Search Campus" },
  },
];
