/**
 * A student's text with its web addresses clickable: each opens in a new tab and tells search
 * engines nothing about it (`nofollow ugc`), and the page it opens cannot reach back to ours.
 * `@names` of students (given in `mentions`) link to their profiles; every part stays text.
 */
import { splitLinks } from "../../shared/links.ts";
import { splitMentions } from "../../shared/mentions.ts";
import { Highlighted } from "./highlighted.tsx";

type Marks = { mentions?: Record<string, string>; highlight?: readonly string[] };

/** Plain text with its mentions of students (lowercased username → id) as profile links and the
 * words a search matched marked. */
export function MentionedText(props: { text: string } & Marks) {
  const mentions = props.mentions;
  const plain = (text: string, key?: number) => (
    <Highlighted key={key} text={text} terms={props.highlight} />
  );
  if (!mentions || !props.text.includes("@")) return plain(props.text);
  return (
    <>
      {splitMentions(props.text).map((part, i) =>
        "mention" in part && Object.hasOwn(mentions, part.username)
          ? (
            <a key={i} className="mention" href={`/profile/${mentions[part.username]}`}>
              {part.mention}
            </a>
          )
          : "mention" in part
          ? plain(part.mention, i)
          : plain(part.text, i)
      )}
    </>
  );
}

/** `cutLink`: the text was cut, so a link running into the cut stays plain text. `highlight`:
 * the words a search matched, marked in the plain text. */
export function LinkedText(
  props: { text: string; cutLink?: boolean } & Marks,
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
          : (
            <MentionedText
              key={i}
              text={part.text}
              mentions={props.mentions}
              highlight={props.highlight}
            />
          )
      )}
    </>
  );
}
