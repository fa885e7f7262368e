/**
 * Remote cursors in each participant's colour. y-monaco marks another client's selection with
 * `yRemoteSelection-{clientId}` and its cursor with `yRemoteSelectionHead-{clientId}`; this
 * writes one rule set per participant into a single `<style>` element. The name label shows
 * while that participant is active and folds into a dot otherwise, so it hides no code for long.
 */
import type { Participant } from "./presence.ts";

const STYLE_ID = "collab-cursor-styles";

/** A CSS string literal: every character that is not a letter, digit or space is escaped. */
export function cssString(text: string): string {
  let out = "";
  for (const ch of text) {
    out += /[A-Za-z0-9 ]/.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `"${out}"`;
}

/**
 * The rules for everyone but ourselves; colours and ids were checked in `toParticipant`.
 * `active`: the participants whose name label shows.
 */
export function cursorCss(
  participants: readonly Participant[],
  active: ReadonlySet<number> = new Set(),
): string {
  return participants
    .filter((p) => !p.isMe && Number.isSafeInteger(p.clientId))
    .map((p) => {
      const head = `.yRemoteSelectionHead-${p.clientId}`;
      return [
        `.yRemoteSelection-${p.clientId}{background-color:${p.colorLight}}`,
        `${head}{border-color:${p.color}}`,
        `${head}::before{background:${p.color}}`,
        `${head}::after{content:${cssString(p.name)};background:${p.color}${
          active.has(p.clientId) ? ";opacity:1;transform:none" : ""
        }}`,
      ].join("\n");
    })
    .join("\n");
}

/** Replaces the page's cursor rules; an empty string removes them. */
export function applyCursorStyles(css: string): void {
  if (typeof document === "undefined") return;
  let el = document.getElementById(STYLE_ID);
  if (!css) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement("style");
    el.id = STYLE_ID;
    document.head.append(el);
  }
  if (el.textContent !== css) el.textContent = css;
}
