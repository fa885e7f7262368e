/**
 * The discover people list (spec 000 §5, §9): suggestions with no text and no filters, username
 * search 300 ms after the last keystroke, filters on Apply, and the intersection by _id of both.
 * Every load is numbered; only the newest may write, so a late old answer is dropped.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { trpc } from "../../client/trpc.ts";
import type { PublicUser } from "../../users/model.ts";

export type Filters = { year: string; department: string; specialization: string };
export const NO_FILTERS: Filters = { year: "", department: "", specialization: "" };

export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions in the discover grid and in the "Suggested for you" card (spec 000 §9). */
export const DISCOVER_LIMIT = 8;
export const SUGGESTED_LIMIT = 4;

export type PeopleState = {
  /** "suggested": the suggestions; "results": a search and/or filter answer. */
  mode: "suggested" | "results";
  users: PublicUser[];
  loading: boolean;
  error: string | null;
};

export const hasFilters = (f: Filters) => Boolean(f.year || f.department || f.specialization);

async function load(text: string, filters: Filters): Promise<Pick<PeopleState, "mode" | "users">> {
  const username = text.trim();
  const filtered = hasFilters(filters);
  if (!username && !filtered) {
    return { mode: "suggested", users: await trpc.users.suggest.query({ limit: DISCOVER_LIMIT }) };
  }
  const [byName, byFilter] = await Promise.all([
    username ? trpc.users.search.query({ username }) : null,
    filtered ? trpc.users.filter.query(filters) : null,
  ]);
  if (byName && byFilter) {
    const ids = new Set(byFilter.map((u) => u._id));
    return { mode: "results", users: byName.filter((u) => ids.has(u._id)) };
  }
  return { mode: "results", users: byName ?? byFilter ?? [] };
}

export function usePeople(initial: PublicUser[] | null) {
  const [text, setText] = useState("");
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [state, setState] = useState<PeopleState>({
    mode: "suggested",
    users: initial ?? [],
    loading: initial === null,
    error: null,
  });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback((query: string, filters: Filters) => {
    clearTimeout(timer.current);
    const n = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(query, filters).then(
      (r) => n === latest.current && setState({ ...r, loading: false, error: null }),
      (err) => {
        if (n !== latest.current) return;
        console.error("discover: loading students failed", err);
        // Suggestion failures are only logged (spec 000 §8): the list on screen stays.
        const searching = query.trim() !== "" || hasFilters(filters);
        setState((s) => ({
          ...s,
          loading: false,
          error: searching ? "Could not search right now. Please try again." : null,
        }));
      },
    );
  }, []);

  // The server could not suggest anyone for the first paint: ask once from here.
  useEffect(() => {
    if (initial === null) run("", NO_FILTERS);
    return () => clearTimeout(timer.current);
  }, []);

  return {
    text,
    applied,
    state,
    /** A keystroke: searches once typing has paused for 300 ms. */
    type(value: string) {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => run(value, applied), SEARCH_DEBOUNCE_MS);
    },
    /** Apply (or Enter): the filters and the current text, at once. */
    apply(filters: Filters) {
      setApplied(filters);
      run(text, filters);
    },
    /** Loads again with what is on screen, e.g. suggestions once the session is known. */
    reload() {
      run(text, applied);
    },
  };
}
