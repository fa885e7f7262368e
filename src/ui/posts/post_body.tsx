/**
 * A post's title (linking to its own page, or the page heading there), its text cut at 200
 * characters with '...' until See More (spec 000 §2, §9), and its tags.
 */
import { useId, useState } from "react";
import { postPath } from "../../shared/post_paths.ts";
import { CONTENT_CUT, type PostView } from "./types.ts";
import { LinkedText } from "../kit/linked_text.tsx";
import { Highlighted } from "../kit/highlighted.tsx";
import { normaliseTag, termsOf } from "../../shared/search_terms.ts";

/** `highlight` (here and below): the words a search matched, marked. */
export function PostTitle(
  props: {
    post: PostView;
    id: string;
    level: 1 | 2 | 3;
    linked: boolean;
    highlight?: readonly string[];
  },
) {
  const Heading = `h${props.level}` as const;
  const title = <Highlighted text={props.post.title} terms={props.highlight} />;
  return (
    <Heading id={props.id} className="post-title">
      {props.linked ? <a href={postPath(props.post)}>{title}</a> : title}
    </Heading>
  );
}

/** The text, whole when `full`, else cut with See More / See Less. */
export function PostText(
  props: {
    content: string;
    full?: boolean;
    mentions?: Record<string, string>;
    highlight?: readonly string[];
  },
) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const chars = [...props.content];
  const long = !props.full && chars.length > CONTENT_CUT;
  if (!props.content.trim()) return null;
  const cut = long && !open;
  const shown = cut ? chars.slice(0, CONTENT_CUT).join("").trimEnd() : props.content;
  // A link the cut runs through would lead nowhere: it stays plain until See More.
  const cutLink = cut && !/\s/.test(chars[CONTENT_CUT] ?? " ");
  return (
    <div className="post-text">
      <p id={textId}>
        <LinkedText
          text={shown}
          cutLink={cutLink}
          mentions={props.mentions}
          highlight={props.highlight}
        />
        {cut && "..."}
      </p>
      {long && (
        <button
          type="button"
          className="link-button post-more"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
        >
          {open ? "See Less" : "See More"}
        </button>
      )}
    </div>
  );
}

export function PostTags(props: { tags: string[]; highlight?: readonly string[] }) {
  if (props.tags.length === 0) return null;
  const hit = (tag: string) =>
    termsOf(normaliseTag(tag)).some((term) => props.highlight?.includes(term));
  return (
    <ul className="post-tags" aria-label="Tags">
      {props.tags.map((t) => (
        <li key={t} className="badge post-tag">
          {hit(t) ? <mark className="search-mark">#{t}</mark> : `#${t}`}
        </li>
      ))}
    </ul>
  );
}
