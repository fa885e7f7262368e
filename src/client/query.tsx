/**
 * The islands' data layer: one TanStack QueryClient per page, and `trpc`, the typed options
 * proxy every island builds its queries and mutations from (`useQuery(trpc.posts.byId
 * .queryOptions({ id }))`). On the server each render gets a fresh, empty client, so no data is
 * ever shared between requests; a page's first data arrives as props and seeds the cache. An
 * island that uses them is exported as `withQueries(Island)`.
 */
import type { ComponentType, ReactNode } from "react";
import { useState } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../http/app_router.ts";
import { httpStatusOf, trpcClient } from "./trpc.ts";

/** A failed query is asked again once, unless the server said no (a 4xx answer). */
function retryQuery(failures: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  return failures < 1 && (status === null || status >= 500);
}

/** Every failure is logged once here; what the student sees is each island's choice. */
function logFailure(what: string, err: unknown) {
  console.warn(`${what} failed`, err);
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => logFailure(`Loading ${JSON.stringify(query.queryKey[0])}`, err),
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) =>
        logFailure(`Saving ${JSON.stringify(mutation.options.mutationKey?.[0] ?? "")}`, err),
    }),
    defaultOptions: {
      // Live events keep lists current; a refetch on every focus would only repeat them.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: retryQuery },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/** The page's client in the browser; on the server a new one on every call. */
export function getQueryClient(): QueryClient {
  if (typeof document === "undefined") return makeQueryClient();
  return pageClient ??= makeQueryClient();
}

export const trpc = createTRPCOptionsProxy<AppRouter>({
  client: trpcClient,
  queryClient: getQueryClient,
});

/** Gives a subtree the page's client (the server: one for this render). */
export function QueryProvider(props: { children: ReactNode }): ReactNode {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{props.children}</QueryClientProvider>;
}

/**
 * An island that reads or writes server data: rendered inside the page's client. Only such
 * islands load the data layer, so pages without them stay light.
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P): ReactNode {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
