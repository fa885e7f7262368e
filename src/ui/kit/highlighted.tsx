/**
 * Text with the words a search matched marked (`<mark>`), built as React text nodes: the text is
 * never read as HTML, so a post cannot inject markup through its own words.
 */
import { isMatchedTerm, tokenise } from "../../shared/search_terms.ts";

export function Highlighted(props: { text: string; terms?: readonly string[] }) {
  const terms = props.terms ?? [];
  if (terms.length === 0) return <>{props.text}</>;
  const parts: (string | { mark: string })[] = [];
  let at = 0;
  for (const token of tokenise(props.text)) {
    if (!isMatchedTerm(token.term, terms)) continue;
    if (token.start > at) parts.push(props.text.slice(at, token.start));
    parts.push({ mark: props.text.slice(token.start, token.end) });
    at = token.end;
  }
  if (at < props.text.length) parts.push(props.text.slice(at));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === "string" ? p : <mark key={i} className="search-mark">{p.mark}</mark>
      )}
    </>
  );
}
