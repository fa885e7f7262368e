/**
 * The browser's one way to call the REST API (spec 000 §4 "Request retry"): cookies included,
 * JSON in and out, and on a 401 one refresh followed by one repeat of the request. Concurrent
 * 401s share a single refresh.
 */

export class ApiError extends Error {
  override name = "ApiError";
  constructor(readonly status: number, message: string, readonly body: unknown) {
    super(message);
  }
}

let refreshing: Promise<boolean> | null = null;

/** Posts to /auth/refresh once for all callers waiting at the same moment. */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
    .then((res) => res.ok, () => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const noRetry = new Set(["/auth/refresh", "/auth/login", "/auth/logout"]);

async function send(method: string, path: string, body: unknown): Promise<Response> {
  return await fetch(`/api${path}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function read<T>(res: Response): Promise<T> {
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON answer (a proxy's error page, say) still becomes an ApiError below.
  }
  if (!res.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    throw new ApiError(res.status, typeof message === "string" ? message : res.statusText, data);
  }
  return data as T;
}

/** Calls `/api{path}`; throws ApiError with the server's message when the answer is not ok. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const first = await send(method, path, body);
  if (first.status === 401 && !noRetry.has(path) && (await refreshOnce())) {
    return read<T>(await send(method, path, body));
  }
  return read<T>(first);
}

/** The message to show for a failed call: the server's, else the error's, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof TypeError) {
    return "Could not reach Campus. Check your connection and try again.";
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
