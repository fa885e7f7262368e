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

/** Raw bytes as sent: Deno's fetch would decode them, so ask for them over a plain socket. */
export async function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Uint8Array }> {
  const { hostname, port, pathname } = new URL(url);
  const conn = await Deno.connect({ hostname, port: Number(port) });
  const lines = [`GET ${pathname} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close"];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  await conn.write(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n"));
  const chunks: Uint8Array[] = [];
  for await (const chunk of conn.readable) chunks.push(chunk);
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.length) - c.length);
  const split = all.findIndex((_, i) =>
    all[i] === 13 && all[i + 1] === 10 && all[i + 2] === 13 && all[i + 3] === 10
  );
  const head = new TextDecoder().decode(all.subarray(0, split)).split("\r\n");
  const result = new Headers();
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    result.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { status: Number(head[0].split(" ")[1]), headers: result, body: all.subarray(split + 4) };
}
