/**
 * Finds the web links in a student's text (post content, chat messages) so the page can make them
 * clickable: only `http://` and `https://` addresses count (never `javascript:` or bare domains),
 * and punctuation that ends a sentence is left outside the link.
 */

export type TextPart = { text: string } | { link: string };

/** An http(s) address up to the next space or angle bracket / quote. */
const candidate = /\bhttps?:\/\/[^\s<>"']+/gi;
/** What a sentence puts after a link, not part of it. */
const trailing = /[.,;:!?'"*_~]+$/;

/** Drops a closing bracket the link did not open, e.g. the `)` of "(see https://x.y)". */
function balance(link: string): string {
  let out = link;
  for (const [open, close] of [["(", ")"], ["[", "]"]]) {
    while (out.endsWith(close) && out.split(close).length > out.split(open).length) {
      out = out.slice(0, -1);
    }
  }
  return out;
}

function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** `text` cut into plain parts and link parts, in order; joining them gives `text` back. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(candidate)) {
    let link = match[0];
    for (let before = ""; before !== link;) {
      before = link;
      link = balance(link.replace(trailing, ""));
    }
    if (!isWebAddress(link)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ link });
    at = match.index + link.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
