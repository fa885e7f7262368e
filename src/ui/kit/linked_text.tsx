/**
 * A student's text with its web addresses clickable: each opens in a new tab and tells search
 * engines nothing about it (`nofollow ugc`), and the page it opens cannot reach back to ours.
 * `@names` of students (given in `mentions`) link to their profiles; every part stays text.
 */
import { splitLinks } from "../../shared/links.ts";
import { splitMentions } from "../../shared/mentions.ts";

/** Plain text with its mentions of students (lowercased username → id) as profile links. */
export function MentionedText(props: { text: string; mentions?: Record<string, string> }) {
  const mentions = props.mentions;
  if (!mentions || !props.text.includes("@")) return <>{props.text}</>;
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
          ? part.mention
          : part.text
      )}
    </>
  );
}

/** `cutLink`: the text was cut, so a link running into the cut stays plain text. */
export function LinkedText(
  props: { text: string; cutLink?: boolean; mentions?: Record<string, string> },
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
          : <MentionedText key={i} text={part.text} mentions={props.mentions} />
      )}
    </>
  );
}
