/**
 * The header's search box: Enter goes to `/search?q=…` (a plain form, so it works before scripts
 * run). On narrow screens only its button shows, and opens the box on a row of its own.
 */
import { useEffect, useRef } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconSearch } from "../kit/icon_paths.ts";
import { MAX_QUERY } from "../../shared/search_rules.ts";

export function HeaderSearch(props: { open: boolean; onToggle(): void }) {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!props.open) return;
    input.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && props.onToggle();
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [props.open]);

  return (
    <>
      <form
        id="header-search"
        className={props.open ? "header-search open" : "header-search"}
        role="search"
        aria-label="Site search"
        action="/search"
        method="get"
      >
        <label htmlFor="header-search-q" className="visually-hidden">Search Campus</label>
        <Icon d={iconSearch} size={16} className="icon header-search-icon" />
        <input
          ref={input}
          id="header-search-q"
          name="q"
          type="search"
          className="input"
          placeholder="Search Campus"
          maxLength={MAX_QUERY}
          required
          autoComplete="off"
        />
      </form>
      <button
        type="button"
        className="header-search-toggle"
        aria-expanded={props.open}
        aria-controls="header-search"
        aria-label={props.open ? "Close search" : "Search"}
        onClick={props.onToggle}
      >
        <Icon d={iconSearch} size={22} className="" />
      </button>
    </>
  );
}
