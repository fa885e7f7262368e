/**
 * Hydrates the islands a page carries. Each page's inline script imports this module with
 * loaders for exactly the islands it rendered, so a page downloads only its own islands.
 * A hydrated island's wrapper gets `data-hydrated`, which tests and styles can wait for. It also
 * shows the notice the previous page left (an account deleted, say).
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { showCarriedNotice } from "./notices.ts";

type IslandModule = { default: ComponentType<Record<string, unknown>> };
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

/** Renders its children unchanged and marks the wrapper once React has taken over. */
function Hydrated(props: { el: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => {
    props.el.dataset.hydrated = "";
  }, [props.el]);
  return props.children;
}

/** How near the screen (px) an island that waits to be seen starts loading. */
const NEAR = "600px";

function hydrate(el: HTMLElement, load: IslandLoaders[string]) {
  const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
  load().then(
    (mod) => hydrateRoot(el, createElement(Hydrated, { el }, createElement(mod.default, props))),
    (err) => console.error(`island ${el.dataset.island} failed to load`, err),
  );
}

/** Finds every `[data-island]` element and hydrates it with its module and JSON props: at once,
 * or, for `data-hydrate-on="visible"`, when it comes near the screen. */
export function boot(loaders: IslandLoaders): void {
  showCarriedNotice();
  // A wrapper is `display: contents` and has no box to watch: its first element stands for it.
  const waiting = new Map<Element, HTMLElement>();
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const el = waiting.get(entry.target);
      if (!entry.isIntersecting || !el) continue;
      near.unobserve(entry.target);
      waiting.delete(entry.target);
      hydrate(el, loaders[el.dataset.island!]);
    }
  }, { rootMargin: `${NEAR} 0px` });
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = loaders[el.dataset.island!];
    if (!load) continue;
    const box = el.firstElementChild;
    if (el.dataset.hydrateOn === "visible" && box) {
      waiting.set(box, el);
      near.observe(box);
    } else hydrate(el, load);
  }
}
