/**
 * Parts of a page that are the same for every visitor (marketing sections, the footer, shared live
 * data), rendered to HTML once per app and spliced into each render in place of a placeholder, so
 * a signed-in page renders only what depends on the student.
 */
import { createContext, type ReactNode, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppDeps } from "../deps.ts";
import { type HydrateOn, IslandsOnPage } from "./island.tsx";
import { pageCache } from "./page_cache.ts";

/** One part rendered once: its HTML and the islands in it (the page must boot them too). */
export type Fragment = {
  marker: string;
  html: string;
  islands: Map<string, HydrateOn>;
  expires: number;
};

/** The fragments one page render placed, by marker, for `spliceFragments`. */
export const FragmentsOnPage = createContext<Map<string, Fragment> | null>(null);

/** Names this process's placeholders: no visitor's text can guess it (and React escapes `<`). */
const PROCESS_TOKEN = crypto.randomUUID().slice(0, 8);
let nextMarker = 0;

const caches = new WeakMap<object, ReturnType<typeof pageCache<Fragment>>>();

async function renderFragment(node: ReactNode, ttlMs: number, now: number): Promise<Fragment> {
  const islands = new Map<string, HydrateOn>();
  const stream = await renderToReadableStream(
    <IslandsOnPage value={islands}>{node}</IslandsOnPage>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return { marker: `${PROCESS_TOKEN}-${nextMarker++}`, html, islands, expires: now + ttlMs };
}

/**
 * The element standing for the part named `key`: rendered by `render` the first time (and again
 * after `refreshSeconds` when given; meanwhile the old copy serves), then taken from memory. Only
 * for parts that depend on nothing of the visitor: whatever `render` reads is shown to everyone.
 */
export async function shared(
  deps: Pick<AppDeps, "clock">,
  key: string,
  options: { refreshSeconds?: number },
  render: () => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, cache = pageCache<Fragment>());
  const now = deps.clock.now();
  const ttlMs = options.refreshSeconds === undefined ? Infinity : options.refreshSeconds * 1000;
  const fragment = await cache.get(
    key,
    now,
    async () => renderFragment(await render(), ttlMs, now),
  );
  return <FragmentSlot fragment={fragment} />;
}

function FragmentSlot(props: { fragment: Fragment }): ReactNode {
  const { fragment } = props;
  const placed = use(FragmentsOnPage);
  const islands = use(IslandsOnPage);
  if (!placed) throw new Error("a shared fragment was rendered outside renderPage");
  placed.set(fragment.marker, fragment);
  if (islands) {
    for (const [name, on] of fragment.islands) {
      if (islands.get(name) !== "load") islands.set(name, on);
    }
  }
  return <template data-fragment={fragment.marker} />;
}

/** Puts each placed fragment's HTML where its placeholder was rendered. */
export function spliceFragments(html: string, placed: Map<string, Fragment>): string {
  if (placed.size === 0) return html;
  return html.replace(
    /<template data-fragment="([\w-]+)"><\/template>/g,
    (slot, marker: string) => placed.get(marker)?.html ?? slot,
  );
}
