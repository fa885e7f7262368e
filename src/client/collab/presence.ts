/**
 * Who is in the room, read from awareness: a colour per participant (distinct while the
 * palette lasts), participants as the panels show them, and the typing indicator's text.
 * Remote states are untrusted input: every field is checked before the page uses it.
 */
import type { Presence } from "../../shared/room_doc.ts";
import { MAX_SENDER } from "../../shared/room_limits.ts";

/** Bright enough to read on the dark editor, each with dark label text on it. */
export const PALETTE = [
  "#f87171",
  "#60a5fa",
  "#4ade80",
  "#facc15",
  "#c084fc",
  "#fb923c",
  "#2dd4bf",
  "#f472b6",
  "#a3e635",
  "#38bdf8",
] as const;

/** The typing indicator shows at most this many characters of a name (spec 001 §5). */
export const TYPING_NAME_MAX = 20;

export type Participant = {
  clientId: number;
  name: string;
  color: string;
  colorLight: string;
  fileId: string | null;
  typing: boolean;
  isMe: boolean;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The selection background: the colour at 20 % opacity. */
export function lightOf(color: string): string {
  return `${color}33`;
}

export function initialColor(clientId: number): string {
  return PALETTE[clientId % PALETTE.length];
}

/**
 * The colour to use now: ours, unless a participant who joined with a lower client id already
 * has it and a free colour exists. Only the higher id moves, so two clients never swap back and
 * forth.
 */
export function resolveColor(
  myId: number,
  mine: string,
  others: ReadonlyMap<number, string>,
): string {
  const clash = [...others].some(([id, color]) => id < myId && color === mine);
  if (!clash) return mine;
  const used = new Set(others.values());
  return PALETTE.find((c) => !used.has(c)) ?? mine;
}

/** A participant from one awareness state, or null when the state is not a usable presence. */
export function toParticipant(clientId: number, state: unknown, myId: number): Participant | null {
  if (!state || typeof state !== "object") return null;
  const s = state as Partial<Presence>;
  const user = s.user;
  if (!user || typeof user !== "object" || typeof user.name !== "string") return null;
  const name = user.name.trim().slice(0, MAX_SENDER);
  if (!name) return null;
  const color = typeof user.color === "string" && HEX.test(user.color)
    ? user.color
    : initialColor(clientId);
  return {
    clientId,
    name,
    color,
    colorLight: lightOf(color),
    fileId: typeof s.fileId === "string" ? s.fileId : null,
    typing: s.typing === true,
    isMe: clientId === myId,
  };
}

/** Everyone with a usable presence: ourselves first, then by name. */
export function readParticipants(
  states: ReadonlyMap<number, unknown>,
  myId: number,
): Participant[] {
  const out: Participant[] = [];
  for (const [id, state] of states) {
    const p = toParticipant(id, state, myId);
    if (p) out.push(p);
  }
  return out.sort((a, b) =>
    Number(b.isMe) - Number(a.isMe) || a.name.localeCompare(b.name) || a.clientId - b.clientId
  );
}

/** A name as the typing indicator shows it: cut at 20 characters, followed by '...'. */
export function typingName(name: string): string {
  return name.length > TYPING_NAME_MAX ? `${name.slice(0, TYPING_NAME_MAX)}...` : name;
}

/** "Asha is typing...", "Asha and Ravi are typing...", or "" when nobody else types. */
export function typingText(names: string[]): string {
  const shown = [...new Set(names)].map(typingName);
  if (shown.length === 0) return "";
  if (shown.length === 1) return `${shown[0]} is typing...`;
  const last = shown.pop();
  return `${shown.join(", ")} and ${last} are typing...`;
}
