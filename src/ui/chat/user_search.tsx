/**
 * Find someone to message (spec 000 §2 "Chat page", §9): the username search asks the server
 * 300 ms after typing pauses; a result opens the chat with that student, or starts one. 'No
 * users found' when nobody matches. Failures are only logged.
 */
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { Avatar } from "../kit/avatar.tsx";
import { useDebounced } from "../kit/use_debounced.ts";
import { UsernameSearch } from "../discover/username_search.tsx";
import { iconSearchSmall } from "../kit/icon_paths.ts";
import { chatHref, inPlace } from "./conversation_list.tsx";
import { type PublicUser, SEARCH_DEBOUNCE_MS } from "./types.ts";

export function SearchBox(props: { value: string; onChange(value: string): void }) {
  return (
    <UsernameSearch
      id="chat-search"
      label="Search people"
      fieldClassName="chat-search"
      icon={iconSearchSmall}
      iconClassName="chat-search-icon"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onKeyDown={(e) => e.key === "Escape" && props.onChange("")}
    />
  );
}

export function SearchResults(
  props: { query: string; meId: string; onPick(user: PublicUser): void },
) {
  const q = props.query.trim();
  const asked = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...trpc.users.search.queryOptions({ username: asked }),
    enabled: asked !== "",
  });
  // A failed search is only logged (by the query client) and reads as no match.
  const results = q !== asked || (search.isPending && !search.isError)
    ? null
    : (search.data ?? []).filter((u) => u._id !== props.meId);

  if (results === null) return <p className="chat-side-note muted">Searching...</p>;
  if (results.length === 0) return <p className="chat-side-note">No users found</p>;
  return (
    <ul className="chat-list" aria-label="People">
      {results.map((u) => (
        <li key={u._id}>
          <a
            className="chat-item"
            href={chatHref(u._id)}
            onClick={(e) => inPlace(e) && props.onPick(u)}
          >
            <Avatar src={u.profilePicture} name={u.name} size={44} />
            <span className="chat-item-body">
              <span className="chat-item-top">
                <span className="chat-item-name">{u.name}</span>
              </span>
              <span className="chat-item-bottom">
                <span className="chat-item-preview">@{u.username}</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
