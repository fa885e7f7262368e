/**
 * Reading input at the HTTP edge: JSON bodies and query strings, checked with zod. Failures become
 * AppErrors (400 with `issues`, 415 for a body that is not JSON).
 */
import type { Context } from "hono";
import { z } from "zod";
import { AppError, invalidInput, issuesFromZod } from "../core/errors.ts";

/** Parses `value` with `schema` or throws a 400 naming each problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(issuesFromZod(result.error.issues));
  return result.data;
}

/** The JSON body of `c`, unchecked; an empty body reads as `{}` so optional-only inputs pass. */
export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    // The client went away (or the server is stopping) mid-body: its fault, not ours.
    if (err instanceof AppError) throw err;
    throw new AppError("BAD_REQUEST", "The request body could not be read.");
  }
  if (text.trim() === "") return {};
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request body as JSON with the header Content-Type: application/json.",
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/** The JSON body of `c`, validated. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}

/** The query string of `c` as a flat record, validated. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
