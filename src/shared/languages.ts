/** The languages an editor room runs (spec 001 §9). No imports: the browser bundles this file. */

export const LANGUAGES = ["javascript", "python", "cpp", "java"] as const;
export type Language = (typeof LANGUAGES)[number];

const EXTENSIONS: Record<string, Language> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  py: "python",
  cpp: "cpp",
  cc: "cpp",
  cxx: "cpp",
  c: "cpp",
  h: "cpp",
  hpp: "cpp",
  java: "java",
};

/** The room language a file name's extension says, or null when it names none of ours. */
export function languageOfFilename(filename: string): Language | null {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? EXTENSIONS[filename.slice(dot + 1).toLowerCase()] ?? null : null;
}
