/**
 * Reading input at the REST edge: JSON bodies, query strings and path params, each checked with
 * zod. Failures become AppErrors (400 with `issues`, 415 for a body that is not JSON).
 */
import type { Context } from "hono";
import { z } from "zod";
import { AppError, invalidInput, issuesFromZod } from "../core/errors.ts";
import { ulidPattern } from "../core/ids.ts";

/** Parses `value` with `schema` or throws a 400 naming each problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(issuesFromZod(result.error.issues));
  return result.data;
}

/** The JSON body of `c`, validated. An empty body is read as `{}` so optional-only schemas pass. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  const type = c.req.header("content-type") ?? "";
  if (text.trim() === "") return parseWith(schema, {});
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request body as JSON with the header Content-Type: application/json.",
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  return parseWith(schema, body);
}

/** The query string of `c` as a flat record, validated. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** The path params of `c`, validated. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param());
}

/** An id in tRPC or socket input: a ULID, or the `notFound` message (as a wrong REST path gives);
 * `missing` is the message when no string was given at all. */
export function idSchema(notFound: string, missing?: string) {
  return z.string(missing ? { error: missing } : undefined).regex(ulidPattern, notFound);
}
