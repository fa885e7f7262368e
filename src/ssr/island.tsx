/**
 * Server side of islands: `island(name, Component)` renders the component inside a wrapper that
 * carries its name and JSON props, and records it so the page's boot script hydrates it.
 * Island props must be plain JSON: the browser receives them through `data-props`. A page may
 * give an island `hydrateOn="visible"`: far down a page, its code then loads only when the
 * student comes near it (its HTML is there from the start).
 */
import { type ComponentType, createContext, type ReactNode, use } from "react";

/** When an island's code loads: with the page, or once it comes near the screen. */
export type HydrateOn = "load" | "visible";

/** The islands rendered so far in one page render, each with when it hydrates. */
export const IslandsOnPage = createContext<Map<string, HydrateOn> | null>(null);

/** Wraps an island component for use in a server-rendered page. */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island(allProps: P & { hydrateOn?: HydrateOn }): ReactNode {
    const { hydrateOn = "load", ...rest } = allProps;
    const props = rest as P;
    const onPage = use(IslandsOnPage);
    if (onPage && onPage.get(name) !== "load") onPage.set(name, hydrateOn);
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydrate-on={hydrateOn === "load" ? undefined : hydrateOn}
        style={{ display: "contents" }}
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
