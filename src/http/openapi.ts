/**
 * The OpenAPI 3.1 document of the REST API, generated from the procedures' declared routes and
 * input schemas (zod's own JSON Schema output, which is the dialect OpenAPI 3.1 uses), plus the
 * hand-written multipart routes' own declarations. Served at `/api/openapi.json`.
 */
import type { AnyTRPCRouter } from "@trpc/server";
import { z } from "zod";
import { pathParams, type RestOperation, restOperations } from "./rest_routes.ts";

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
export type OpenApiOperation = Record<string, unknown>;
/** Path → method (lowercase) → operation. */
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: OpenApiPaths;
  components: Record<string, unknown>;
};

const errorResponse = {
  description: "A refusal with its status (400, 401, 403, 404, 409, 413, 415, 429; 503 when a " +
    "service is down): a sentence a person can act on, and `issues` for field problems. 429 " +
    "comes with `Retry-After` (seconds).",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** The input's properties other than `omit`, as an object schema. */
function withoutProps(schema: JsonSchema, omit: string[]): JsonSchema {
  if (!schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([name]) => !omit.includes(name)),
  );
  const required = (schema.required ?? []).filter((name) => !omit.includes(name));
  return { ...schema, properties, ...(required.length ? { required } : { required: undefined }) };
}

function operationOf(op: RestOperation, operationId: string): OpenApiOperation {
  const { route, meta } = op;
  const input = op.input ? jsonSchemaOf(op.input) : null;
  const inPath = pathParams(route.path);
  const parameters: Record<string, unknown>[] = inPath.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: input?.properties?.[name] ?? { type: "string" },
  }));
  let requestBody: Record<string, unknown> | undefined;
  if (input && (route.method === "GET" || (route.method === "DELETE" && !route.jsonBody))) {
    for (const [name, schema] of Object.entries(input.properties ?? {})) {
      if (inPath.includes(name)) continue;
      const required = input.required?.includes(name) ?? false;
      parameters.push({ name, in: "query", required, schema });
    }
  } else if (input) {
    const body = route.body ? input.properties?.[route.body] : withoutProps(input, inPath);
    const empty = !body || (body.properties && Object.keys(body.properties).length === 0);
    if (body && !empty) {
      requestBody = { required: true, content: { "application/json": { schema: body } } };
    }
  }
  const status = String(route.status ?? 200);
  const answer = route.wrap ? `{ ${route.wrap} }` : "";
  return {
    operationId,
    tags: [op.procedure.split(".")[0]],
    summary: meta.summary,
    description: `The same call in tRPC: \`${op.procedure}\`.`,
    "x-trpc": op.procedure,
    ...(meta.signedIn ? { security: [{ session: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: {
        description: meta.answers ?? (answer || "OK"),
        content: { "application/json": { schema: { type: "object" } } },
      },
      default: errorResponse,
    },
  };
}

/** The whole document: every declared route of `router`, then `extra` hand-written paths. */
export function openApiDocument(router: AnyTRPCRouter, extra: OpenApiPaths = {}): OpenApiDocument {
  const paths: OpenApiPaths = {};
  const seen = new Map<string, number>();
  for (const op of restOperations(router)) {
    const path = `/api${op.route.path}`;
    const n = (seen.get(op.procedure) ?? 0) + 1;
    seen.set(op.procedure, n);
    const id = n === 1 ? op.procedure : `${op.procedure}_${n}`;
    (paths[path] ??= {})[op.route.method.toLowerCase()] = operationOf(op, id);
  }
  for (const [path, methods] of Object.entries(extra)) paths[path] = { ...paths[path], ...methods };
  return {
    openapi: "3.1.0",
    info: {
      title: "Campus API",
      version: "1",
      description: "The REST calls of Campus (spec 000 §7, 001 §7). Every answer is a JSON " +
        "object that names what it holds; ids are `_id`. State-changing calls from another " +
        "site are refused (403). The same operations are tRPC procedures at `/trpc`.",
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          properties: {
            message: { type: "string" },
            issues: {
              type: "array",
              items: {
                type: "object",
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
          },
          required: ["message"],
        },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "accessToken",
          description: "The session cookie set by sign-in; renewed by POST /api/auth/refresh.",
        },
      },
    },
  };
}
