/**
 * Parts of a page that are the same for every visitor (marketing sections, the footer, shared live
 * data), rendered to HTML once per app and spliced into each render in place of a placeholder, so
 * a signed-in page renders only what depends on the student; and islands rendered again with the
 * same props (a student's header on each page), whose earlier render is reused the same way.
 */
import { type ReactNode, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppDeps } from "../deps.ts";
import {
  type Fragment,
  FragmentsOnPage,
  type HydrateOn,
  type IslandRenders,
  IslandsOnPage,
} from "./page_context.ts";
import { pageCache } from "./page_cache.ts";

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

/** Stands for a fragment in a page render: books its islands and leaves a placeholder. */
export function FragmentSlot(props: { fragment: Fragment }): ReactNode {
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

const slot = /<template data-fragment="([\w-]+)"><\/template>/g;

/** The page as it goes out: its own HTML in pieces, and the fragments placed between them. */
export function pagePieces(html: string, placed: Map<string, Fragment>): (string | Fragment)[] {
  if (placed.size === 0) return [html];
  const pieces: (string | Fragment)[] = [];
  let from = 0;
  for (const m of html.matchAll(slot)) {
    const fragment = placed.get(m[1]);
    if (!fragment) continue;
    pieces.push(html.slice(from, m.index), fragment);
    from = m.index + m[0].length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** How long a reused island render lasts, and how many bytes of them an app keeps. */
const ISLAND_RENDER_MS = 60_000;
const ISLAND_RENDER_BYTES = 16 * 1024 * 1024;

const islandCaches = new WeakMap<object, IslandRenders>();

/**
 * The app's island renders: least recently used first out past the byte bound, each for a minute.
 * A render is kept after the second time its props are seen, so props seen once (a random pick
 * of people) never cost a second render.
 */
export function islandRenders(deps: Pick<AppDeps, "clock">): IslandRenders {
  const known = islandCaches.get(deps);
  if (known) return known;
  const kept = new Map<string, Fragment>();
  const seen = new Map<string, true>();
  const pending = new Set<string>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    bytes -= old.html.length;
    kept.delete(key);
  };
  const renders: IslandRenders = {
    get(key) {
      const hit = kept.get(key);
      if (!hit) return undefined;
      if (hit.expires <= deps.clock.now()) {
        drop(key);
        return undefined;
      }
      kept.delete(key); // to the back of the line
      kept.set(key, hit);
      return hit;
    },
    missed(key, node) {
      if (pending.has(key)) return;
      if (!seen.delete(key)) {
        seen.set(key, true);
        if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
        return;
      }
      pending.add(key);
      renderFragment(node() as ReactNode, ISLAND_RENDER_MS, deps.clock.now())
        .then((fragment) => {
          drop(key);
          kept.set(key, fragment);
          bytes += fragment.html.length;
          for (const oldest of kept.keys()) {
            if (bytes <= ISLAND_RENDER_BYTES) break;
            drop(oldest);
          }
        })
        .catch(() => {}) // it renders in place next time, where a failure is logged
        .finally(() => pending.delete(key));
    },
  };
  islandCaches.set(deps, renders);
  return renders;
}
