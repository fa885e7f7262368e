/** The languages an editor room runs (spec 001 §9). No imports: the browser bundles this file. */

export const LANGUAGES = ["javascript", "python", "cpp", "java"] as const;
export type Language = (typeof LANGUAGES)[number];
