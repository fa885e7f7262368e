/**
 * Server side of islands: `island(name, Component)` renders the component inside a wrapper that
 * carries its name and JSON props, and records it so the page's boot script hydrates it.
 * Island props must be plain JSON: the browser receives them through `data-props`. Each island
 * renders inside a query provider, as it will in the browser (`src/client/boot.ts`).
 */
import { type ComponentType, createContext, type ReactNode, use } from "react";
import { QueryProvider } from "../client/query.tsx";

/** The islands rendered so far in one page render. */
export const IslandsOnPage = createContext<Set<string> | null>(null);

/** Wraps an island component for use in a server-rendered page. */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island(props: P): ReactNode {
    const onPage = use(IslandsOnPage);
    onPage?.add(name);
    return (
      <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
