/** The editor room's fixed values (spec 001 §9) and the choices its toolbar offers. */
import type { Language } from "../../shared/room_doc.ts";

export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = [
  { value: "javascript", label: "JavaScript" },
  { value: "python", label: "Python" },
  { value: "cpp", label: "C++" },
  { value: "java", label: "Java" },
];

/** Runtime version per language: '*' (the newest installed) for each. */
export const DEFAULT_VERSION = "*";

export const FONT_SIZE_DEFAULT = 14;
export const FONT_SIZE_MIN = 10;
export const FONT_SIZE_MAX = 32;
export const FONT_SIZE_STEP = 1;

export type OutputPlacement = "bottom" | "top" | "right";
export const PLACEMENT_OPTIONS: readonly { value: OutputPlacement; label: string }[] = [
  { value: "bottom", label: "Bottom" },
  { value: "top", label: "Top" },
  { value: "right", label: "Right panel" },
];

/** The side panel shows one of these at a time. */
export type SidePanelKind = "users" | "chat" | "output";

export const TOAST_MS = 1_200;
export const AI_TOAST_MS = 1_500;
export const AI_MESSAGE = "AI assistant coming soon!";
export const JOIN_ERROR = "Please enter a valid room ID";
export const DELETE_CONFIRM = "Delete this file?";
export const RUNNING_TEXT = "Running...";

/** Shown under 'Running...' while the run waits for a free runner (place 1 is next). */
export function queuedText(place: number): string {
  return place === 1
    ? "Waiting for a free runner: yours is next."
    : `Waiting for a free runner: ${place - 1} ${place === 2 ? "run" : "runs"} ahead of yours.`;
}
