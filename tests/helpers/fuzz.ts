/**
 * Bad input for every door: requests built from the generated OpenAPI document (each route, with
 * hostile path segments, query values and bodies, signed in and out) and frames for the sockets
 * (the chat socket's events and the editor room's binary protocol). Inputs come from fast-check
 * with a fixed seed, so a failure is found again; what counts as a failure is a 5xx answer, a
 * request that hangs, or a socket closed as a server error (1011).
 */
import fc from "fast-check";

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  "x-trpc"?: string;
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export type Door = { method: string; path: string; operation: Operation };

/** A request to send: `path` already filled in, `body` raw text (or none). */
export type FuzzRequest = { method: string; url: string; body?: string; contentType?: string };

export type Failure = { request: string; outcome: string };

/** Segments and values that have broken servers before: bad escapes, traversal, huge, odd. */
const nasty = fc.constantFrom(
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "..",
  "../../etc/passwd",
  "null",
  "undefined",
  "-1",
  "0",
  "1e309",
  "NaN",
  "__proto__",
  "constructor",
  "\u202egnp.exe",
  "\u200b",
  "\ud800",
  "a".repeat(5_000),
  "01HZZZZZZZZZZZZZZZZZZZZZZZ",
);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** A JSON value of any shape, sometimes deep, sometimes with superjson-looking metadata. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constant(deepArray(5_000)) },
  {
    weight: 1,
    arbitrary: fc.record({
      json: fc.jsonValue({ maxDepth: 2 }),
      meta: fc.constant({ values: deepArray(2_000) }),
    }),
  },
);

function deepArray(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A body with the operation's own field names, each holding a value of the wrong kind. */
function bodyFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return anyJson;
  const fields = Object.fromEntries(keys.map((k) => [k, fc.oneof(anyJson, text)]));
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: anyJson },
  );
}

const rawBody = fc.oneof(
  fc.constantFrom("", "{", "[1,", "null", "\u0000", '{"a":1}'.repeat(20_000)),
  fc.string(),
);

/** Percent-escapes `v` as a browser would; a lone surrogate goes as U+FFFD, as it does there. */
function escape(v: string): string {
  return encodeURIComponent(v.toWellFormed());
}

/** `count` requests for `door`, from `seed`. */
export function requestsFor(door: Door, count: number, seed: number): FuzzRequest[] {
  const params = door.operation.parameters ?? [];
  const query = params.filter((p) => p.in === "query").map((p) => p.name);
  const schema = door.operation.requestBody?.content?.["application/json"]?.schema;
  const takesBody = door.method !== "get";
  const request = fc.record({
    segments: fc.array(fc.tuple(text, fc.boolean()), { minLength: 8, maxLength: 8 }),
    query: fc.array(
      fc.tuple(
        fc.constantFrom(...query, "x", "__proto__", "batch"),
        fc.oneof(text, anyJson.map((v) => JSON.stringify(v) ?? "null")),
      ),
      { maxLength: 4 },
    ),
    body: fc.oneof(bodyFor(schema).map((v) => JSON.stringify(v) ?? "null"), rawBody),
    contentType: fc.constantFrom(
      "application/json",
      "application/json",
      "text/plain",
      "multipart/form-data",
    ),
  });
  return fc.sample(request, { numRuns: count, seed }).map((r) => {
    let i = 0;
    // Most segments are escaped as a browser would; some go raw, bad escapes and all.
    const path = door.path.replace(/\{[^}]+\}/g, () => {
      const [value, raw] = r.segments[i++ % r.segments.length];
      return raw
        ? value.replaceAll("/", "%2F").replaceAll("?", "%3F").replaceAll("#", "%23")
        : escape(value);
    });
    const search = r.query.map(([k, v]) => `${escape(k)}=${escape(v)}`);
    return {
      method: door.method.toUpperCase(),
      url: search.length ? `${path}?${search.join("&")}` : path,
      body: takesBody ? r.body : undefined,
      contentType: takesBody ? r.contentType : undefined,
    };
  });
}

/** Paths outside the API document: pages (`:name` written `{name}`), files and raw routes. */
export const OTHER_PATHS = [
  "/static/{file}",
  "/static/{dir}/{file}",
  "/media/{id}",
  "/collab/{roomId}",
  "/api/attachments/{id}",
  "/api/files/{fileId}/download",
  "/{anything}",
];

/** Every operation of the document, its tRPC twin (a query by GET with `input`, a mutation by
 * POST), each page and other path by GET; those that end the signed-in login come last. */
export function doorsOf(doc: OpenApi, pages: string[]): Door[] {
  const doors: Door[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      doors.push({ method, path, operation });
      const procedure = operation["x-trpc"];
      if (!procedure) continue;
      doors.push(
        method === "get"
          ? {
            method,
            path: `/trpc/${procedure}`,
            operation: { parameters: [{ name: "input", in: "query" }] },
          }
          : { method: "post", path: `/trpc/${procedure}`, operation },
      );
    }
  }
  for (const path of [...pages.map((p) => p.replace(/:(\w+)/g, "{$1}")), ...OTHER_PATHS]) {
    doors.push({ method: "get", path, operation: {} });
  }
  const endsLogin = (d: Door) =>
    /logout|sessions|password\/change/.test(d.path) ||
    (d.method === "delete" && d.path === "/api/users/me");
  return [...doors.filter((d) => !endsLogin(d)), ...doors.filter(endsLogin)];
}

/** Sends `req`; answers the failure it shows, if any, and counts the answer's status. */
export async function send(
  base: { url: string; origin: string },
  req: FuzzRequest,
  cookie: string,
  statuses: Map<number, number>,
): Promise<Failure | null> {
  const headers = new Headers({ origin: base.origin });
  if (cookie) headers.set("cookie", cookie);
  if (req.contentType) headers.set("content-type", req.contentType);
  const label = `${req.method} ${req.url.slice(0, 200)} ${(req.body ?? "").slice(0, 200)}`;
  try {
    const res = await fetch(`${base.url}${req.url}`, {
      method: req.method,
      headers,
      body: req.body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) {
      return { request: label, outcome: `${res.status} ${text.slice(0, 300)}` };
    }
    return null;
  } catch (err) {
    // A URL fetch itself refuses to send (a raw bad escape in the host part) is not the server's.
    if (err instanceof TypeError && /invalid url/i.test(String(err))) return null;
    return { request: label, outcome: `no answer: ${err}` };
  }
}

/** Chat socket frames: the contract's events with data of any shape, unknown events, non-JSON. */
export function socketFrames(events: string[], count: number, seed: number): string[] {
  const frame = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ event: fc.constantFrom(...events), data: anyJson }).map((f) =>
        JSON.stringify(f)
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        event: fc.constantFrom(...events),
        data: fc.record({ chatId: text, content: text, clientId: text }, { requiredKeys: [] }),
      }).map((f) => JSON.stringify(f)),
    },
    {
      weight: 1,
      arbitrary: fc.record({ event: text, data: anyJson }).map((f) => JSON.stringify(f)),
    },
    { weight: 1, arbitrary: rawBody },
  );
  return fc.sample(frame, { numRuns: count, seed });
}

/** Editor room frames: random bytes, and y-protocol-looking headers with garbage behind them. */
export function roomFrames(count: number, seed: number): Uint8Array[] {
  const bytes = fc.uint8Array({ maxLength: 2_000 });
  const frame = fc.oneof(
    bytes,
    fc.tuple(fc.constantFrom(0, 1, 2, 3), fc.constantFrom(0, 1, 2), bytes).map(([a, b, rest]) =>
      new Uint8Array([a, b, ...rest])
    ),
  );
  return fc.sample(frame, { numRuns: count, seed });
}
