/** Small fetch helpers for tests: JSON in and out, no redirects followed, bodies always consumed. */

export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

/** Sends `init` to `url` and reads the answer as JSON (or null for an empty body). */
export async function fetchJson<T = Record<string, unknown>>(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const res = await fetch(url, { ...init, headers, body, redirect: "manual" });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** GETs `url` without following redirects and returns status, headers and text. */
export async function fetchText(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(url, { ...init, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
