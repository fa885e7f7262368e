/**
 * The post kinds, categories and limits (spec 000 §3, §5), free of zod so the browser can import
 * them too: the server's schemas and the creation box read the same numbers.
 */

export const POST_TYPES = ["text", "section", "image"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const CATEGORIES = [
  "DSA",
  "Web Dev",
  "Mobile Dev",
  "AI/ML",
  "DevOps",
  "Data Science",
  "Cybersecurity",
  "Other",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const LIMITS = {
  title: 150,
  content: 20_000,
  tags: 10,
  tag: 30,
  sectionDescription: 2_000,
  resources: 20,
  resourceDescription: 500,
  images: 10,
  /** Per image, as for profile pictures. */
  imageBytes: 5 * 1024 * 1024,
  caption: 300,
  /** An image's description for people who cannot see it: room for a few plain sentences. */
  alt: 500,
  comment: 1_000,
} as const;
