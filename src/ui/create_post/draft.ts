/**
 * The post being written: its fields per kind, whether anything was typed (to ask before
 * discarding), and the `posts.create` input it becomes, with blank tags and resources dropped.
 */
import { withTag } from "../kit/tag_input.tsx";
import type { Category, PostKind } from "./constants.ts";

export type ResourceDraft = { key: number; title: string; link: string; description: string };
export type SectionDraft = {
  title: string;
  description: string;
  category: Category;
  resources: ResourceDraft[];
};
/** A chosen image: its file, preview object URL, caption and, once uploaded, its stored url. */
export type ImageDraft = {
  key: number;
  file: File;
  preview: string;
  caption: string;
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
    images: { url: string; caption: string }[];
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
  const [head, a, b, c] = path.split(".");
  if (head === "title" || head === "content" || head === "tags") return `${prefix}-${head}`;
  if (head === "section" && a === "resources" && b !== undefined) {
    const key = sent.section.resources.filter(resourceFilled)[Number(b)]?.key;
    return key === undefined ? null : `${prefix}-section-r${key}-${c ?? "title"}`;
  }
  if (head === "section" && (a === "title" || a === "description")) return `${prefix}-section-${a}`;
  if (head === "images") {
    const key = sent.images[Number(a)]?.key;
    return b === "caption" && key !== undefined
      ? `${prefix}-images-caption-${key}`
      : `${prefix}-images`;
  }
  return null;
}
