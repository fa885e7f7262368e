/** Mock-interview constants the browser needs too: the tracks, the clock and the text limits. */

export const TRACKS = ["dsa", "system-design", "dbms", "os", "hr"] as const;
export type Track = (typeof TRACKS)[number];
export type Difficulty = "easy" | "medium" | "hard";

export const TRACK_NAMES: Record<Track, string> = {
  dsa: "DSA",
  "system-design": "System design",
  dbms: "DBMS",
  os: "Operating systems",
  hr: "HR",
};

/** Minutes on the clock for one question, by difficulty. */
export const MINUTES: Record<Difficulty, number> = { easy: 15, medium: 25, hard: 35 };

export const MAX_NOTES = 20_000;
export const MAX_FEEDBACK = 4_000;
