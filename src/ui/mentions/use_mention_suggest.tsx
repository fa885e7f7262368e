/**
 * `@` suggestions in a text field: typing `@` and the start of a username lists matching students
 * (the username search of the discover and chat pages); arrows move, Enter or Tab picks, Escape
 * closes (until the word changes). The field stays a textbox (a textarea may have no other role):
 * it names the list with aria-controls and the active option with aria-activedescendant.
 * Picking inserts `@username ` at the caret.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useState,
} from "react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { mentionAtCaret } from "../../shared/mentions.ts";
import { Avatar } from "../kit/avatar.tsx";
import { useDebounced } from "../kit/use_debounced.ts";

/** Students listed at most. */
const SHOWN = 6;
const ASK_AFTER_MS = 150;

type Field = HTMLInputElement | HTMLTextAreaElement;

export type MentionSuggest = {
  /** Spread on the field (its own handlers go through `onKeyDown` first). */
  fieldProps: {
    "aria-autocomplete": "list";
    "aria-controls": string | undefined;
    "aria-activedescendant": string | undefined;
    onSelect(e: SyntheticEvent<Field>): void;
    onClick(e: SyntheticEvent<Field>): void;
    onBlur(): void;
  };
  /** Call first in the field's keydown: true when the key was used by the list. */
  onKeyDown(e: KeyboardEvent<Field>): boolean;
  /** The list (or nothing), to render right after the field inside a `.mention-field`. */
  list: ReactNode;
};

export function useMentionSuggest(
  value: string,
  onChange: (value: string) => void,
  field: RefObject<Field | null>,
  options: { excludeId?: string } = {},
): MentionSuggest {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  // Escape closes the list for the word as it stands; typing on opens it again.
  const [closed, setClosed] = useState<string | null>(null);
  const at = caret === null || caret > value.length ? null : mentionAtCaret(value, caret);
  const open = at !== null && `${at.start}:${at.query}` !== closed;
  const query = open ? at.query.toLowerCase() : "";
  const asked = useDebounced(query, ASK_AFTER_MS);
  const search = useQuery({
    ...trpc.users.search.queryOptions({ username: asked }),
    enabled: open && asked !== "",
  });
  const users = open && query !== "" && asked === query
    ? (search.data ?? []).filter((u) => u._id !== options.excludeId).slice(0, SHOWN)
    : [];
  const shown = users.length > 0;
  const current = Math.min(active, users.length - 1);
  const optionId = (i: number) => `${listId}-${i}`;

  function track(e: SyntheticEvent<Field>) {
    const el = e.currentTarget;
    setCaret(el.selectionStart === el.selectionEnd ? el.selectionStart : null);
  }

  function pick(username: string) {
    if (!at || caret === null) return;
    const inserted = `@${username} `;
    const next = value.slice(0, at.start) + inserted + value.slice(caret);
    const to = at.start + inserted.length;
    onChange(next);
    setCaret(to);
    setActive(0);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(to, to);
    });
  }

  function onKeyDown(e: KeyboardEvent<Field>): boolean {
    if (!open || e.nativeEvent.isComposing) return false;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setClosed(`${at.start}:${at.query}`);
      return true;
    }
    if (!shown) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + users.length) % users.length);
      return true;
    }
    if ((e.key === "Enter" && !e.shiftKey) || e.key === "Tab") {
      e.preventDefault();
      pick(users[current].username);
      return true;
    }
    return false;
  }

  const list = shown
    ? (
      <ul className="mention-list" role="listbox" id={listId} aria-label="Students to mention">
        {users.map((u, i) => (
          <li
            key={u._id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className={i === current ? "mention-option mention-option-active" : "mention-option"}
            // Picked before the field loses focus.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(u.username);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <Avatar src={u.profilePicture} name={u.name} size={28} />
            <span className="mention-option-name">{u.name}</span>
            <span className="mention-option-handle">@{u.username}</span>
          </li>
        ))}
      </ul>
    )
    : null;

  return {
    fieldProps: {
      "aria-autocomplete": "list",
      // Only while the list is there (never in the server's copy of the page).
      "aria-controls": shown ? listId : undefined,
      "aria-activedescendant": shown ? optionId(current) : undefined,
      onSelect: track,
      onClick: track,
      onBlur: () => setCaret(null),
    },
    onKeyDown,
    list,
  };
}
