/** The home's platform stats (spec 000 §2 "platform stats", §9), counted live. */

export type PlatformStats = {
  /** Student accounts. */
  students: number;
  /** Posts of every kind. */
  posts: number;
  /** Categories with at least one roadmap post (at most 8). */
  categories: number;
};
