/**
 * What one page render collects as it goes: the islands it used (for the boot script), the parts
 * rendered once that it placed (for `pagePieces`), and where islands may find a reusable
 * server render of themselves.
 */
import { createContext } from "react";

/** When an island's code loads: with the page, or once it comes near the screen. */
export type HydrateOn = "load" | "visible";

/** The islands rendered so far in one page render, each with when it hydrates. */
export const IslandsOnPage = createContext<Map<string, HydrateOn> | null>(null);

/** One part rendered once: its HTML and the islands in it (the page must boot them too). */
export type Fragment = {
  marker: string;
  html: string;
  islands: Map<string, HydrateOn>;
  expires: number;
};

/** The fragments one page render placed, by marker. */
export const FragmentsOnPage = createContext<Map<string, Fragment> | null>(null);

/** Earlier server renders of islands, by island and props (see `reusable` in fragments.tsx). */
export type IslandRenders = {
  /** The render for `key`, when there is one. */
  get(key: string): Fragment | undefined;
  /** Seen `key` rendered in place: after a second time, `node` is rendered for reuse. */
  missed(key: string, node: () => unknown): void;
};
export const IslandRendersOnPage = createContext<IslandRenders | null>(null);
