/**
 * Placement preparation (spec 001 §2 "Placement preparation"): the 7 categories and their
 * resources. PDFs and notes are placeholders ("#") until the library is uploaded.
 */
import {
  iconBraces,
  iconCalculator,
  iconCpu,
  iconDatabase,
  iconGlobe,
  iconLayers,
  iconType,
} from "../kit/icon_paths.ts";

/** A link that is not available yet. */
export const PLACEHOLDER_LINK = "#";

export type PlacementItem = { title: string; pdf: string; notes: string; youtube: string };

export type PlacementCategory = {
  id: string;
  name: string;
  description: string;
  /** SVG path data from `icon_paths.ts`. */
  icon: string;
  items: PlacementItem[];
};

function youtubeSearch(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}

function items(topic: string, titles: string[]): PlacementItem[] {
  return titles.map((title) => ({
    title,
    pdf: PLACEHOLDER_LINK,
    notes: PLACEHOLDER_LINK,
    youtube: youtubeSearch(`${topic} ${title}`),
  }));
}

export const placementCategories: PlacementCategory[] = [
  {
    id: "dsa",
    name: "DSA",
    description: "Arrays to graphs, with the patterns interviewers keep asking.",
    icon: iconBraces,
    items: items("DSA", [
      "Arrays and strings",
      "Linked lists, stacks and queues",
      "Trees and binary search trees",
      "Graphs: BFS, DFS and shortest paths",
      "Dynamic programming patterns",
      "Sorting and searching",
    ]),
  },
  {
    id: "web-dev",
    name: "Web Dev",
    description: "HTML, CSS, JavaScript and how the web really works.",
    icon: iconGlobe,
    items: items("Web development", [
      "HTML and accessibility basics",
      "CSS layout: flexbox and grid",
      "JavaScript closures, promises and the event loop",
      "React fundamentals",
      "HTTP, REST and authentication",
    ]),
  },
  {
    id: "operating-systems",
    name: "Operating Systems",
    description: "Processes, memory and concurrency, the interview favourites.",
    icon: iconCpu,
    items: items("Operating systems", [
      "Processes and threads",
      "CPU scheduling algorithms",
      "Deadlocks",
      "Memory management and paging",
      "Synchronisation: mutexes and semaphores",
    ]),
  },
  {
    id: "dbms",
    name: "DBMS",
    description: "Relational design, SQL and what happens inside a database.",
    icon: iconDatabase,
    items: items("DBMS", [
      "ER model and normalisation",
      "SQL queries and joins",
      "Transactions and ACID",
      "Indexing and B+ trees",
    ]),
  },
  {
    id: "aptitude",
    name: "Aptitude",
    description: "Quantitative and logical reasoning for online assessments.",
    icon: iconCalculator,
    items: items("Aptitude", [
      "Percentages, profit and loss",
      "Time, speed and distance",
      "Probability and permutations",
      "Logical reasoning puzzles",
      "Data interpretation",
    ]),
  },
  {
    id: "verbal",
    name: "Verbal",
    description: "Reading comprehension, grammar and communication rounds.",
    icon: iconType,
    items: items("Verbal ability", [
      "Reading comprehension",
      "Sentence correction",
      "Vocabulary in context",
      "Group discussion tips",
    ]),
  },
  {
    id: "system-design",
    name: "System Design",
    description: "Scaling, caching and trade-offs for senior-style rounds.",
    icon: iconLayers,
    items: items("System design", [
      "Scalability basics",
      "Load balancing and caching",
      "Database sharding and replication",
      "Design a URL shortener",
      "Design a chat application",
    ]),
  },
];
