/**
 * The post being written or edited: its fields per kind, whether anything was typed (to ask
 * before discarding), and the `posts.create` input it becomes (an edit sends the same fields),
 * with blank tags and resources dropped.
 */
import { withTag } from "../kit/tag_input.tsx";
import type { PostView } from "../posts/types.ts";
import type { Category, PostKind } from "./constants.ts";

export type ResourceDraft = { key: number; title: string; link: string; description: string };
export type SectionDraft = {
  title: string;
  description: string;
  category: Category;
  resources: ResourceDraft[];
};
/**
 * An image of the post: a chosen file (previewed through an object URL, `url` set once
 * uploaded) or one the post already has (no file; previewed from its stored `url`).
 */
export type ImageDraft = {
  key: number;
  file?: File;
  preview: string;
  caption: string;
  /** The description read out in the image's place. */
  alt: string;
  url?: string;
};

export type Draft = {
  type: PostKind;
  title: string;
  content: string;
  tags: string[];
  /** What is typed in the tags field but not yet added with Enter. */
  tagText: string;
  section: SectionDraft;
  images: ImageDraft[];
};

let nextKey = 1;
/** A key for a list row that stays the same while rows are added and removed. */
export const newKey = () => nextKey++;

export const blankResource = (): ResourceDraft => ({
  key: newKey(),
  title: "",
  link: "",
  description: "",
});

/** A new image's row, previewed from the file until it is uploaded. */
export function newImage(file: File): ImageDraft {
  return { key: newKey(), file, preview: URL.createObjectURL(file), caption: "", alt: "" };
}

/** The draft an edit of `post` starts from: everything it has, in rows the form can change. */
export function draftOf(post: PostView): Draft {
  const empty = emptyDraft(post.type);
  return {
    type: post.type,
    title: post.title,
    content: post.content,
    tags: post.tags,
    tagText: "",
    section: post.section
      ? {
        title: post.section.title,
        description: post.section.description,
        category: post.section.category,
        resources: post.section.resources.map((r) => ({ key: newKey(), ...r })),
      }
      : empty.section,
    images: post.images.map((img) => ({
      key: newKey(),
      preview: img.url,
      url: img.url,
      caption: img.caption,
      alt: img.alt,
    })),
  };
}

export function emptyDraft(type: PostKind): Draft {
  return {
    type,
    title: "",
    content: "",
    tags: [],
    tagText: "",
    section: { title: "", description: "", category: "DSA", resources: [blankResource()] },
    images: [],
  };
}

const filled = (s: string) => s.trim() !== "";
export const resourceFilled = (r: ResourceDraft) =>
  filled(r.title) || filled(r.link) || filled(r.description);

/** True once anything was typed or chosen, in any kind's fields. */
export function isDirty(d: Draft): boolean {
  return filled(d.title) || filled(d.content) || d.tags.length > 0 || filled(d.tagText) ||
    filled(d.section.title) || filled(d.section.description) ||
    d.section.resources.some(resourceFilled) || d.images.length > 0;
}

export type CreateInput =
  | { type: "text"; title: string; content: string; tags: string[] }
  | {
    type: "section";
    title: string;
    content: string;
    tags: string[];
    section: {
      title: string;
      description: string;
      category: Category;
      resources: { title: string; link: string; description: string }[];
    };
  }
  | {
    type: "image";
    title: string;
    content: string;
    tags: string[];
    images: { url: string; caption: string; alt: string }[];
  };

/** The `posts.create` input; the tag still being typed counts as added. */
export function toInput(d: Draft, imageUrls: Map<number, string>): CreateInput {
  const base = {
    title: d.title.trim(),
    content: d.content,
    tags: withTag(d.tags, d.tagText).map((t) => t.trim()).filter(filled),
  };
  if (d.type === "section") {
    const s = d.section;
    return {
      type: "section",
      ...base,
      section: {
        title: s.title.trim(),
        description: s.description.trim(),
        category: s.category,
        resources: s.resources.filter(resourceFilled).map((r) => ({
          title: r.title.trim(),
          link: r.link.trim(),
          description: r.description.trim(),
        })),
      },
    };
  }
  if (d.type === "image") {
    return {
      type: "image",
      ...base,
      images: d.images.map((i) => ({
        url: imageUrls.get(i.key) ?? i.url ?? "",
        caption: i.caption.trim(),
        alt: i.alt.trim(),
      })),
    };
  }
  return { type: "text", ...base };
}

/**
 * The id of the field a server problem is about (`issues[].path`, e.g.
 * `section.resources.0.link`), given the form's id prefix and the draft that was sent; null
 * when no one field is to blame.
 */
export function problemField(path: string, sent: Draft, prefix: string): string | null {
  // An edit's fields sit under `changes` (`posts.update` takes `{ id, changes }`).
  const [head, a, b, c] = path.replace(/^changes\./, "").split(".");
  if (head === "title" || head === "content" || head === "tags") return `${prefix}-${head}`;
  if (head === "section" && a === "resources" && b !== undefined) {
    const key = sent.section.resources.filter(resourceFilled)[Number(b)]?.key;
    return key === undefined ? null : `${prefix}-section-r${key}-${c ?? "title"}`;
  }
  if (head === "section" && (a === "title" || a === "description")) return `${prefix}-section-${a}`;
  if (head === "images") {
    const key = sent.images[Number(a)]?.key;
    return (b === "caption" || b === "alt") && key !== undefined
      ? `${prefix}-images-${b}-${key}`
      : `${prefix}-images`;
  }
  return null;
}
