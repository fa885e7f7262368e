/**
 * The discover grid's state (spec 000 §5, §9): the username box searches 300 ms after the last
 * keystroke, Apply sends the filters with the box as it is, and neither shows the suggestions.
 * The list on screen stays while the next one loads, so it never flashes empty.
 */
import { useEffect, useRef, useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Suggestion } from "../follow/follow_cache.ts";
import {
  type Filters,
  modeOf,
  NO_FILTERS,
  type PeopleInput,
  type PeopleMode,
  peopleOptions,
  SEARCH_DEBOUNCE_MS,
} from "./queries.ts";

export type PeopleState = {
  /** Which kind of list `users` is (while the next loads, still the one on screen). */
  mode: PeopleMode;
  /** Undefined until a first list arrived. */
  users: Suggestion[] | undefined;
  loading: boolean;
  error: string | null;
};

export function usePeopleSearch(initial: Suggestion[] | null) {
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [input, setInput] = useState<PeopleInput>({ username: "", filters: NO_FILTERS });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The server's suggestions count as read when the page was: should they seed the cache again
  // (it let them go after a long search), they are shown only until a fresh list arrives.
  const [seededAt] = useState(Date.now);
  const mode = modeOf(input);
  const query = useQuery({
    ...peopleOptions(client, input),
    initialData: mode === "suggested" ? initial ?? undefined : undefined,
    initialDataUpdatedAt: seededAt,
    placeholderData: keepPreviousData,
  });
  // The kind of list on screen changes only when the new list does.
  const [shownMode, setShownMode] = useState(mode);
  if (!query.isPlaceholderData && query.data && shownMode !== mode) setShownMode(mode);

  useEffect(() => {
    // Suggestion failures are only logged (spec 000 §8): the list on screen stays.
    if (query.error) console.error("discover: loading students failed", query.error);
  }, [query.error]);

  const failed = query.isError && !query.isFetching && mode === "results";
  const state: PeopleState = {
    mode: shownMode,
    users: query.data,
    loading: query.isFetching,
    error: failed ? "Could not search right now. Please try again." : null,
  };
  return {
    text,
    applied: input.filters,
    state,
    /** A keystroke: searches once typing has paused for 300 ms. */
    type(value: string) {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setInput((i) => ({ ...i, username: value.trim() })),
        SEARCH_DEBOUNCE_MS,
      );
    },
    /** Apply (or Enter): the filters and the current text, at once. */
    apply(filters: Filters) {
      clearTimeout(timer.current);
      setInput({ username: text.trim(), filters });
    },
  };
}
