/**
 * The browser's tRPC client for islands: one client, superjson, and the same one-refresh retry
 * as the REST module (spec 000 §4 "Request retry") when a call answers UNAUTHORIZED.
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import superjson from "superjson";
import type { AppRouter } from "../http/app_router.ts";
import { refreshOnce } from "./api.ts";

const retryAfterRefresh: TRPCLink<AppRouter> = () => ({ next, op }) =>
  observable((observer) => {
    let sub = next(op).subscribe({
      next: (v) => observer.next(v),
      complete: () => observer.complete(),
      error(err) {
        if (err.data?.code !== "UNAUTHORIZED" || op.context.retried) return observer.error(err);
        refreshOnce().then((ok) => {
          if (!ok) return observer.error(err);
          sub = next({ ...op, context: { ...op.context, retried: true } }).subscribe(observer);
        });
      },
    });
    return () => sub.unsubscribe();
  });

export const trpc = createTRPCClient<AppRouter>({
  links: [retryAfterRefresh, httpBatchLink({ url: "/trpc", transformer: superjson })],
});

/** The message to show for a failed tRPC call, else `fallback`. */
export function trpcMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message && err.name === "TRPCClientError") return err.message;
  return fallback;
}
