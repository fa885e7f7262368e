/**
 * The words of the home page's hero and section heads (spec 001 §1–2), in page order, with the
 * hero's ways in. Each section's anchor id stays as other pages link to it.
 */
import type { WayLink } from "../site/cards.tsx";
import type { SectionCopy } from "../site/section.tsx";
import { iconBook, iconCode, iconFeed, iconUsers } from "../kit/icon_paths.ts";

export const hero = {
  titleId: "hero-title",
  eyebrow: "For B.Tech students, by students",
  title: "Where engineering students learn together",
  lead:
    "Notes for every semester, placement preparation, a feed of your peers and a live code room, in one place that only students with a college e-mail can join.",
  join: "Join with your college e-mail",
  explore: "Explore the platform",
  elsewhere: "Find Campus elsewhere",
  panelTitle: "Jump in",
};

export const waysIn: WayLink[] = [
  { href: "/feed", title: "Your feed", text: "Posts from the people you follow", icon: iconFeed },
  {
    href: "/editor/demo",
    title: "Code room demo",
    text: "Write and run code together",
    icon: iconCode,
  },
  { href: "/guide", title: "Read the guide", text: "Get the most out of Campus", icon: iconBook },
  { href: "/team", title: "Meet the team", text: "The students behind Campus", icon: iconUsers },
];

export const homeSections = {
  discover: {
    titleId: "discover-title",
    eyebrow: "Discover",
    title: "Find your people",
    lead:
      "Search students by username, narrow them down by year, department or specialization, and follow the ones you want to learn with.",
  },
  about: { titleId: "about-title", eyebrow: "About Campus", title: "Built around how you study" },
  benefits: {
    titleId: "benefits-title",
    eyebrow: "Benefits",
    title: "Why students choose Campus",
    lead: "Everything you need between the first lecture and the final placement drive.",
  },
  features: {
    titleId: "features-title",
    eyebrow: "Platform features",
    title: "One platform, seven tools",
    lead: "Learn, practise, share and get hired without switching between ten apps.",
  },
  placement: {
    titleId: "placement-title",
    eyebrow: "Placement preparation",
    title: "Get placement ready",
    lead:
      "Seven topics that decide most campus drives, each with hand-picked notes, PDFs and videos.",
  },
  resources: {
    titleId: "resources-title",
    eyebrow: "Study materials",
    title: "Resources",
    lead: "Pick your year and semester, open a subject and star the ones you are studying now.",
  },
  internships: {
    titleId: "internships-title",
    eyebrow: "Featured internships",
    title: "Internships picked for students",
    lead: "Openings our members recommend. Register with your Campus account.",
  },
  careers: {
    titleId: "careers-title",
    eyebrow: "Career paths",
    title: "Where your degree can take you",
    lead: "Six paths our members are preparing for, and the skills each one starts with.",
  },
  community: {
    titleId: "community-title",
    eyebrow: "Community",
    title: "A campus that shows up",
    lead: "The members who share the most this month, and Campus in numbers.",
  },
  feedback: {
    titleId: "feedback-title",
    eyebrow: "Feedback",
    title: "What students tell us",
    lead: "Quick notes and technical reports from members help us decide what to build next.",
  },
} satisfies Record<string, SectionCopy>;
