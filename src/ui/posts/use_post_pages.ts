/**
 * The pages of one post list (spec 000 §4 "Feeds"): page 1 replaces the list, later pages are
 * appended (a post already shown is not repeated), and loading stops when the server says there
 * is no more. A first page rendered by the server is used as is.
 */
import { useEffect, useRef, useState } from "react";
import type { FeedPage, PageLoader, PostView } from "./types.ts";

export type Pages = {
  status: "loading" | "error" | "ready";
  posts: PostView[];
  hasMore: boolean;
  /** The state of the page after the first. */
  more: "idle" | "loading" | "error";
};

function fromPage(page: FeedPage): Pages {
  return {
    status: "ready",
    posts: page.posts,
    hasMore: page.pagination.hasMore && page.pagination.cursor !== null,
    more: "idle",
  };
}

export function usePostPages(load: PageLoader, initial: FeedPage | null = null) {
  const [state, setState] = useState<Pages>(() =>
    initial ? fromPage(initial) : { status: "loading", posts: [], hasMore: false, more: "idle" }
  );
  const cursor = useRef<string | null>(initial?.pagination.cursor ?? null);
  const busy = useRef(false);
  const generation = useRef(0);

  async function first() {
    const gen = ++generation.current;
    busy.current = true;
    setState({ status: "loading", posts: [], hasMore: false, more: "idle" });
    try {
      const page = await load(null);
      if (gen !== generation.current) return;
      cursor.current = page.pagination.cursor;
      setState(fromPage(page));
    } catch {
      if (gen === generation.current) setState((s) => ({ ...s, status: "error" }));
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }

  async function next() {
    if (busy.current || !cursor.current) return;
    const gen = generation.current;
    busy.current = true;
    setState((s) => ({ ...s, more: "loading" }));
    try {
      const page = await load(cursor.current);
      if (gen !== generation.current) return;
      cursor.current = page.pagination.cursor;
      setState((s) => {
        const seen = new Set(s.posts.map((p) => p._id));
        return {
          ...fromPage(page),
          posts: [...s.posts, ...page.posts.filter((p) => !seen.has(p._id))],
        };
      });
    } catch {
      if (gen === generation.current) setState((s) => ({ ...s, more: "error" }));
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }

  useEffect(() => {
    if (!initial) void first();
    return () => {
      generation.current++;
    };
  }, []);

  /** Takes a post off the list (it was deleted). */
  function remove(id: string) {
    setState((s) => ({ ...s, posts: s.posts.filter((p) => p._id !== id) }));
  }

  return { state, reload: first, next, remove };
}
