/**
 * The rows of each results tab: posts as post cards with the matched words marked, people and tags
 * as compact rows. Marks are built from text, never from HTML.
 */
import type { SessionUser } from "../../http/session.ts";
import type { PersonResult, SearchPage, TagResult } from "../../search/model.ts";
import { normaliseWord } from "../../shared/search_terms.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Highlighted } from "../kit/highlighted.tsx";
import { PostCard } from "../posts/post_card.tsx";
import { uniqueById } from "../posts/queries.ts";

/** Every page's results in order, each once. */
export function rowsOf(pages: SearchPage[]) {
  const type = pages[0]?.type ?? "posts";
  if (type === "tags") {
    return { type, rows: pages.flatMap((p) => p.type === "tags" ? p.results : []) } as const;
  }
  if (type === "people") {
    return {
      type,
      rows: uniqueById(pages.flatMap((p) => (p.type === "people" ? p.results : []))),
    } as const;
  }
  return {
    type,
    rows: uniqueById(pages.flatMap((p) => (p.type === "posts" ? p.results : []))),
  } as const;
}

export function PostResults(
  props: { posts: Extract<SearchPage, { type: "posts" }>["results"]; viewer: SessionUser | null },
) {
  return (
    <ul className="post-items search-posts" aria-label="Posts found">
      {props.posts.map((p) => (
        <li key={p._id}>
          <PostCard post={p} viewer={props.viewer} highlight={p.matched} />
        </li>
      ))}
    </ul>
  );
}

export function PeopleResults(props: { people: PersonResult[] }) {
  return (
    <ul className="search-rows" aria-label="People found">
      {props.people.map((u) => {
        const facts = [u.department, u.year].filter(Boolean).join(" · ");
        const handleHit = u.matched.includes(normaliseWord(u.username));
        return (
          <li key={u._id}>
            <a className="search-row" href={`/profile/${u._id}`}>
              <Avatar src={u.profilePicture} name={u.name} size={40} />
              <span className="search-row-text">
                <span className="search-row-title">
                  <Highlighted text={u.name} terms={u.matched} />
                </span>
                <span className="muted search-row-sub">
                  {handleHit
                    ? <mark className="search-mark">@{u.username}</mark>
                    : `@${u.username}`}
                  {facts && ` · ${facts}`}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function TagResults(props: { tags: TagResult[]; onPick(tag: string): void }) {
  return (
    <ul className="search-rows" aria-label="Tags found">
      {props.tags.map((t) => {
        const typed = t.matched[0] ?? "";
        const lead = t.tag.startsWith(typed) ? typed.length : 0;
        return (
          <li key={t.tag}>
            <button type="button" className="search-row" onClick={() => props.onPick(t.tag)}>
              <span className="search-tag-mark" aria-hidden="true">#</span>
              <span className="search-row-text">
                <span className="search-row-title">
                  {lead > 0 && <mark className="search-mark">{t.tag.slice(0, lead)}</mark>}
                  {t.tag.slice(lead)}
                </span>
                <span className="muted search-row-sub">
                  {t.postsCount === 1 ? "1 post" : `${t.postsCount} posts`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
