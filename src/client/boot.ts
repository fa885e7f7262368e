/**
 * Hydrates the islands a page carries. Each page's inline script imports this module with
 * loaders for exactly the islands it rendered, so a page downloads only its own islands.
 * Every island gets the page's one QueryClient (as it got a fresh one on the server). A hydrated
 * island's wrapper gets `data-hydrated`, which tests and styles can wait for.
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { QueryProvider } from "./query.tsx";

type IslandModule = { default: ComponentType<Record<string, unknown>> };
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

/** Renders its children unchanged and marks the wrapper once React has taken over. */
function Hydrated(props: { el: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => {
    props.el.dataset.hydrated = "";
  }, [props.el]);
  return props.children;
}

/** Finds every `[data-island]` element and hydrates it with its module and JSON props. */
export function boot(loaders: IslandLoaders): void {
  const roots = document.querySelectorAll<HTMLElement>("[data-island]");
  for (const el of roots) {
    const name = el.dataset.island!;
    const load = loaders[name];
    if (!load) continue;
    const props = JSON.parse(el.dataset.props ?? "{}") as Record<string, unknown>;
    load().then(
      (mod) => {
        const island = createElement(QueryProvider, null, createElement(mod.default, props));
        hydrateRoot(el, createElement(Hydrated, { el }, island));
      },
      (err) => console.error(`island ${name} failed to load`, err),
    );
  }
}
