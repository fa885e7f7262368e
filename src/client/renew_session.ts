/**
 * Renewing the session (spec 000 §4 "Request retry"): one `POST /api/auth/refresh` for every
 * caller that met a 401 at the same moment, so concurrent calls share a single rotation.
 */

let refreshing: Promise<boolean> | null = null;

/** Renews the session once for all callers waiting now; true when it worked. */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
    .then((res) => res.ok, () => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
