/**
 * Server side of islands: `island(name, Component)` renders the component inside a wrapper that
 * carries its name and JSON props, and records it so the page's boot script hydrates it.
 * Island props must be plain JSON: the browser receives them through `data-props`. A page may
 * give an island `hydrateOn="visible"`: far down a page, its code then loads only when the
 * student comes near it (its HTML is there from the start), and `reuse` when its server render
 * may be kept for the same props.
 */
import { type ComponentType, type ReactNode, use } from "react";
import { FragmentSlot } from "./fragments.tsx";
import { type HydrateOn, IslandRendersOnPage, IslandsOnPage } from "./page_context.ts";

export { type HydrateOn, IslandsOnPage };

/** Wrapper props every island takes besides its own. */
type IslandOptions = {
  hydrateOn?: HydrateOn;
  /** Its render is a function of its props alone and worth keeping: the same props render once
   * (per process, for a while) and are reused, e.g. the header of a student's pages. */
  reuse?: boolean;
};

/** Wraps an island component for use in a server-rendered page. */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island(allProps: P & IslandOptions): ReactNode {
    const { hydrateOn = "load", reuse = false, ...rest } = allProps;
    const props = rest as P;
    const json = JSON.stringify(props);
    const renders = reuse ? use(IslandRendersOnPage) : null;
    if (renders) {
      const key = `${name} ${hydrateOn} ${json}`;
      const earlier = renders.get(key);
      if (earlier) return <FragmentSlot fragment={earlier} />;
      renders.missed(key, () => <Island {...allProps} reuse={false} />);
    }
    const onPage = use(IslandsOnPage);
    if (onPage && onPage.get(name) !== "load") onPage.set(name, hydrateOn);
    return (
      <div
        data-island={name}
        data-props={json}
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
