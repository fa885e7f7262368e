/**
 * The browser's tRPC client: one client, superjson, batched, and the one-refresh retry of spec
 * 000 §4 "Request retry": a call that answers UNAUTHORIZED renews the session once and is
 * repeated once (not login, renewal or logout: their 401 is an answer, not an expiry).
 */
import { createTRPCClient, httpBatchLink, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import superjson from "superjson";
import type { AppRouter } from "../http/app_router.ts";
import { refreshOnce } from "./renew_session.ts";

/** A 401 from these is their answer (wrong password, an ended login), not an expired token. */
const noRetry = new Set(["auth.login", "auth.refresh", "auth.logout"]);

const retryAfterRefresh: TRPCLink<AppRouter> = () => ({ next, op }) =>
  observable((observer) => {
    let sub = next(op).subscribe({
      next: (v) => observer.next(v),
      complete: () => observer.complete(),
      error(err) {
        const retry = err.data?.code === "UNAUTHORIZED" && !op.context.retried &&
          !noRetry.has(op.path);
        if (!retry) return observer.error(err);
        refreshOnce().then((ok) => {
          if (!ok) return observer.error(err);
          sub = next({ ...op, context: { ...op.context, retried: true } }).subscribe(observer);
        });
      },
    });
    return () => sub.unsubscribe();
  });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [retryAfterRefresh, httpBatchLink({ url: "/trpc", transformer: superjson })],
});

/** The message to show for a failed call: the server's sentence when it answered, a word about
 * the connection when it could not be reached, else `fallback`. */
export function trpcMessage(err: unknown, fallback: string): string {
  if (!(err instanceof Error) || err.name !== "TRPCClientError") return fallback;
  if (httpStatusOf(err) === null) {
    return "Could not reach Campus. Check your connection and try again.";
  }
  return err.message || fallback;
}

/** The HTTP status of a failed tRPC call, or null when none reached us (offline). */
export function httpStatusOf(err: unknown): number | null {
  const status = (err as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === "number" ? status : null;
}
