/**
 * The journey map (spec 001 §3 "Guide content"): where a student starts and where each place
 * leads. Positions are on a 1000 × 520 canvas; nodes are entry, page or other.
 */

export type JourneyNodeType = "entry" | "page" | "other";

export type JourneyNode = {
  id: string;
  title: string;
  description: string;
  type: JourneyNodeType;
  position: { x: number; y: number };
  /** Ids of the nodes this one leads to. */
  connections: string[];
  /** Where the node's page lives, when it is one. */
  href?: string;
};

export const JOURNEY_WIDTH = 1000;
export const JOURNEY_HEIGHT = 520;

export const journeyNodes: JourneyNode[] = [
  {
    id: "home",
    title: "Home",
    description: "Where everyone starts: resources, placement prep, features and feedback.",
    type: "entry",
    position: { x: 100, y: 260 },
    connections: ["signup", "resources", "guide"],
    href: "/",
  },
  {
    id: "signup",
    title: "Sign up",
    description:
      "Three steps with your college e-mail: send the code, verify it, create the account.",
    type: "page",
    position: { x: 330, y: 100 },
    connections: ["feed"],
    href: "/signup",
  },
  {
    id: "resources",
    title: "Resources",
    description: "Year and semester cards with notes, videos and favourites for every subject.",
    type: "other",
    position: { x: 330, y: 260 },
    connections: ["placement"],
    href: "/#StudyMaterials",
  },
  {
    id: "guide",
    title: "Guide",
    description: "This page: how Campus works, a short demo and answers to common questions.",
    type: "page",
    position: { x: 330, y: 420 },
    connections: ["editor"],
    href: "/guide",
  },
  {
    id: "feed",
    title: "Feed",
    description: "Posts from people you follow and from the whole campus; write your own here.",
    type: "page",
    position: { x: 580, y: 100 },
    connections: ["chat", "trending"],
    href: "/feed",
  },
  {
    id: "placement",
    title: "Placement prep",
    description: "Seven categories from DSA to system design, each with its own resource list.",
    type: "other",
    position: { x: 580, y: 260 },
    connections: ["interview"],
    href: "/#PlacementPrepSection",
  },
  {
    id: "editor",
    title: "Code room",
    description: "A shared editor with files, chat and a Run button. No account needed.",
    type: "page",
    position: { x: 580, y: 420 },
    connections: [],
    href: "/editor/demo",
  },
  {
    id: "chat",
    title: "Chat",
    description: "Private conversations with classmates and mentors, with typing indicators.",
    type: "page",
    position: { x: 860, y: 50 },
    connections: [],
    href: "/chat",
  },
  {
    id: "trending",
    title: "Trending",
    description: "The profiles, sections, posts and categories students engage with most.",
    type: "page",
    position: { x: 860, y: 170 },
    connections: [],
    href: "/trending",
  },
  {
    id: "interview",
    title: "Mock interview",
    description: "Practise technical and HR rounds with a peer interviewer before the real one.",
    type: "other",
    position: { x: 860, y: 330 },
    connections: ["resume"],
    href: "#mock-interview",
  },
  {
    id: "resume",
    title: "Resume builder",
    description: "Turn your profile and projects into a one-page resume.",
    type: "other",
    position: { x: 860, y: 460 },
    connections: [],
    href: "#resume",
  },
];

export const nodeTypeLabels: Record<JourneyNodeType, string> = {
  entry: "Entry point",
  page: "Page",
  other: "Other: a section or tool",
};
