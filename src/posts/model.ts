/**
 * Posts (spec 000 §3 Post, §5): text (blog), section (roadmap with resources) and image posts,
 * with the rules of each field. Titles are required after trimming; tags are trimmed with
 * blanks and duplicates dropped; resource links must be http(s).
 */
import { z } from "zod";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../shared/visible_text.ts";
import type { Author } from "../shared/views.ts";
import { CATEGORIES, LIMITS, POST_TYPES, type PostType } from "../shared/post_rules.ts";

export { CATEGORIES, LIMITS, POST_TYPES, type PostType };

const title = z.string({ error: "Title is required" }).trim().min(1, "Title is required")
  .max(LIMITS.title, `Title must be at most ${LIMITS.title} characters`)
  .refine((t) => !hasHiddenCharacters(t), hiddenCharactersMessage("Title"));

const tags = z.array(z.string(), { error: "Tags must be a list of words" })
  .transform((list) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of list) {
      const tag = raw.trim();
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        out.push(tag);
      }
    }
    return out;
  })
  .pipe(
    z.array(z.string().max(LIMITS.tag, `Tags must be at most ${LIMITS.tag} characters`))
      .max(LIMITS.tags, `At most ${LIMITS.tags} tags`),
  )
  .default([]);

const httpUrl = z.string({ error: "Each resource needs a link" }).trim().min(
  1,
  "Each resource needs a link",
)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
    } catch {
      return false;
    }
  }, "Resource links must start with http:// or https://");

export const resourceSchema = z.object({
  title: z.string({ error: "Each resource needs a title" }).trim().min(
    1,
    "Each resource needs a title",
  )
    .max(LIMITS.title, `Resource titles must be at most ${LIMITS.title} characters`),
  link: httpUrl,
  description: z.string().trim().max(
    LIMITS.resourceDescription,
    `Resource descriptions must be at most ${LIMITS.resourceDescription} characters`,
  ).default(""),
});

export const sectionSchema = z.object({
  title: z.string({ error: "The roadmap section needs a title" }).trim()
    .min(1, "The roadmap section needs a title")
    .max(LIMITS.title, `Section titles must be at most ${LIMITS.title} characters`),
  description: z.string().trim().max(
    LIMITS.sectionDescription,
    `Section descriptions must be at most ${LIMITS.sectionDescription} characters`,
  ).default(""),
  category: z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(", ")}` }),
  resources: z.array(resourceSchema).max(LIMITS.resources, `At most ${LIMITS.resources} resources`)
    .default([]),
});

export const imageSchema = z.object({
  url: z.string({ error: "Each image needs its uploaded url" }),
  caption: z.string().trim().max(
    LIMITS.caption,
    `Captions must be at most ${LIMITS.caption} characters`,
  )
    .default(""),
  /** What the image shows, read out in its place; "" (not described yet) for older posts. */
  alt: z.string().trim().max(
    LIMITS.alt,
    `Image descriptions must be at most ${LIMITS.alt} characters`,
  ).default(""),
});

const content = z.string().max(
  LIMITS.content,
  `Content must be at most ${LIMITS.content} characters`,
)
  .default("");

const base = { title, content, tags };

export const createPostInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("text"), ...base }),
  z.object({ type: z.literal("section"), ...base, section: sectionSchema }),
  z.object({
    type: z.literal("image"),
    ...base,
    images: z.array(imageSchema).min(1, "Add at least one image")
      .max(LIMITS.images, `At most ${LIMITS.images} images`),
  }),
], { error: "Type must be text, section or image" });

export type CreatePostInput = z.infer<typeof createPostInput>;

/**
 * PUT /posts/{id}: the same fields with the same rules; the type cannot change. Fields left out
 * stay as they are; the edit form sends the whole post.
 */
export const updatePostInput = z.object({
  title: title.optional(),
  content: z.string().max(LIMITS.content, `Content must be at most ${LIMITS.content} characters`)
    .optional(),
  tags: tags.optional(),
  section: sectionSchema.optional(),
  images: z.array(imageSchema).min(1, "Add at least one image")
    .max(LIMITS.images, `At most ${LIMITS.images} images`).optional(),
});

export type UpdatePostInput = z.infer<typeof updatePostInput>;

export const commentInput = z.object({
  content: z.string({ error: "Comment cannot be empty" }).trim().min(1, "Comment cannot be empty")
    .max(LIMITS.comment, `Comments must be at most ${LIMITS.comment} characters`),
});

export type Section = z.infer<typeof sectionSchema>;
export type PostImage = z.infer<typeof imageSchema>;
/** An image as stored: posts saved before descriptions existed have no `alt`. */
export type StoredImage = Omit<PostImage, "alt"> & { alt?: string };

export type PostRecord = {
  _id: string;
  authorId: string;
  type: PostType;
  title: string;
  content: string;
  tags: string[];
  section: Section | null;
  images: StoredImage[];
  createdAt: number;
  updatedAt: number;
  /** Set by an operator (`deno task moderate`): shown to nobody but its author. */
  hiddenAt?: number | null;
};

export type { Author };

/** A post as every answer shows it. */
export type PostView =
  & Omit<PostRecord, "authorId" | "createdAt" | "updatedAt" | "images" | "hiddenAt">
  & {
    images: PostImage[];
    author: Author;
    createdAt: string;
    updatedAt: string;
    likesCount: number;
    commentsCount: number;
    sharesCount: number;
    isLiked: boolean;
    /** Whether the viewer keeps it in their saved posts; false when signed out. */
    isSaved: boolean;
    /** The `@names` of its title and content that are students: lowercased username → id. */
    mentions: Record<string, string>;
  };

export type CommentRecord = {
  _id: string;
  postId: string;
  authorId: string;
  content: string;
  createdAt: number;
  /** When its author last edited it. */
  editedAt?: number;
  /** Set by an operator (`deno task moderate`): shown to nobody but its author. */
  hiddenAt?: number | null;
};
export type CommentView = {
  _id: string;
  postId: string;
  author: Author;
  content: string;
  createdAt: string;
  /** When its author last edited it ("edited"), or null. */
  editedAt: string | null;
  /** The `@names` of its text that are students: lowercased username → id. */
  mentions: Record<string, string>;
};
