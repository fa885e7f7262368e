/**
 * How a procedure declares its REST routes (`.meta({ rest })`), and the list of every declared
 * route read off a router. The REST shims (`rest.ts`) and the OpenAPI document (`openapi.ts`)
 * are both made from this list, so a route is written once, beside its procedure.
 */
import type { AnyTRPCRouter } from "@trpc/server";
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RestRoute = {
  method: HttpMethod;
  /** The path under `/api`, with `{name}` for path parameters: `/users/{id}/follow`. */
  path: string;
  /** The success status when it is not 200 (201 for a create). */
  status?: 201;
  /** The success status read off the answer (health: 503 when degraded). */
  statusOf?(output: unknown): number;
  /** A DELETE that reads its input from a JSON body (a password) rather than the query. */
  jsonBody?: true;
  /** The JSON body becomes this input field (`changes`) instead of the input itself. */
  body?: string;
  /** The answer is `{ [wrap]: output }`, e.g. `{ user }`. */
  wrap?: string;
};

export type ProcedureMeta = {
  /** The REST routes serving this procedure: one, or an older and a newer form of one call. */
  rest?: RestRoute | RestRoute[];
  /** One sentence for the API reference. */
  summary?: string;
  /** What a success answers, for the API reference: `{ user }`. */
  answers?: string;
  /** Set by `authedProcedure`: the call needs a signed-in student. */
  signedIn?: boolean;
};

/** One REST route with what serves it. */
export type RestOperation = {
  /** The procedure's dotted path, e.g. `users.follow`. */
  procedure: string;
  route: RestRoute;
  meta: ProcedureMeta;
  /** The procedure's input schema, when it takes input. */
  input: z.ZodType | null;
};

type ProcedureDef = { type: string; meta?: ProcedureMeta; inputs: unknown[] };

/** Every REST route declared in `router`, most specific paths first (`/users/suggest` before
 * `/users/{id}`), so the first match is the right one. */
export function restOperations(router: AnyTRPCRouter): RestOperation[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  const operations: RestOperation[] = [];
  for (const [procedure, { _def }] of Object.entries(procedures)) {
    const meta = _def.meta ?? {};
    if (!meta.rest) continue;
    const input = (_def.inputs[0] ?? null) as z.ZodType | null;
    for (const route of [meta.rest].flat()) operations.push({ procedure, route, meta, input });
  }
  return operations.sort((a, b) => compareSpecificity(a.route.path, b.route.path));
}

/** The names of a path's `{parameters}`, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Static segments sort before parameters, segment by segment. */
function compareSpecificity(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = as[i].startsWith("{");
    const bp = bs[i].startsWith("{");
    if (ap !== bp) return ap ? 1 : -1;
  }
  return 0;
}
