/**
 * A student's text with its web addresses clickable: each opens in a new tab and tells search
 * engines nothing about it (`nofollow ugc`), and the page it opens cannot reach back to ours.
 */
import { splitLinks } from "../../shared/links.ts";
import { Highlighted } from "./highlighted.tsx";

/** `cutLink`: the text was cut, so a link running into the cut stays plain text. `highlight`:
 * the words a search matched, marked in the plain text. */
export function LinkedText(
  props: { text: string; cutLink?: boolean; highlight?: readonly string[] },
) {
  const parts = splitLinks(props.text);
  const last = parts.length - 1;
  return (
    <>
      {parts.map((part, i) =>
        "link" in part && !(props.cutLink && i === last)
          ? (
            <a
              key={i}
              href={part.link}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="text-link"
            >
              {part.link}
            </a>
          )
          : "link" in part
          ? part.link
          : <Highlighted key={i} text={part.text} terms={props.highlight} />
      )}
    </>
  );
}
