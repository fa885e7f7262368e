/** Files saved from the editor room to a profile (spec 000 §3 File, 001 §7 `POST /api/files/save`). */
import { z } from "zod";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../shared/visible_text.ts";

/** Content is at most 256 KB (UTF-8): big enough for any file a student writes in the room. */
export const MAX_FILE_BYTES = 256 * 1024;
/** The profile's Files tab shows a preview of at most this many characters (spec 000 §9). */
export const PREVIEW_CHARS = 600;

export const visibilitySchema = z.enum(["private", "public"], {
  error: "Visibility must be private or public",
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const saveFileInput = z.object({
  roomId: z.string({ error: "roomId is required" }).trim().regex(
    /^[A-Za-z0-9_-]{1,64}$/,
    "roomId must be 1 to 64 letters, digits, - or _",
  ),
  filename: z.string({ error: "Give the file a name" }).trim().min(1, "Give the file a name")
    .max(100, "File names must be at most 100 characters")
    .refine(
      // deno-lint-ignore no-control-regex
      (n) => !/[\u0000-\u001f\u007f/\\]/.test(n),
      "File names cannot contain / \\ or control characters",
    )
    .refine((n) => !hasHiddenCharacters(n), hiddenCharactersMessage("File names")),
  content: z.string({ error: "content is required" }),
  visibility: visibilitySchema.default("private"),
});

export type FileRecord = {
  _id: string;
  ownerId: string;
  roomId: string;
  filename: string;
  visibility: Visibility;
  size: number;
  createdAt: number;
  updatedAt: number;
};

/** A file as lists show it: the preview instead of the whole content. */
export type FileSummary = Omit<FileRecord, "createdAt" | "updatedAt"> & {
  preview: string;
  truncated: boolean;
  createdAt: string;
  updatedAt: string;
};

/** One file with its whole content. */
export type FileView = FileSummary & { content: string };
