/**
 * Text shown as someone's identity (names, post titles, file names) must read as what it is:
 * no characters that are invisible, reorder what follows, or cannot be encoded at all.
 */

/** Controls (Cc), format characters (Cf: zero-width marks, bidi embeddings, overrides and
 * isolates, BOM, soft hyphen, tag characters), lone surrogates (Cs), private use (Co), line and
 * paragraph separators, and the Hangul fillers that render as blank letters. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, "gu");

/** A zero-width joiner between emoji spells one visible emoji (👩‍💻), so it may stay. */
const EMOJI_JOINER =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\ufe0f?)\u200d(?=\p{Extended_Pictographic})/gu;

/** True when `text` holds a character that hides, reorders or cannot be shown. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(EMOJI_JOINER, ""));
}

/** The sentence for a field of `label` that holds one: "Name cannot contain invisible characters". */
export function hiddenCharactersMessage(label: string): string {
  return `${label} cannot contain invisible characters`;
}

/** `text` without such characters (an emoji's joiner stays), for text that is fixed, not refused. */
export function withoutHiddenCharacters(text: string): string {
  const joinerAt = new RegExp(EMOJI_JOINER.source, "uy");
  return text.replace(HIDDEN_ALL, (c: string, offset: number) => {
    joinerAt.lastIndex = offset;
    return joinerAt.test(text) ? c : "";
  });
}
