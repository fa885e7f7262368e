/** The app's OpenAPI document, made once from the app router and the hand-written routes. */
import { attachmentsApiPaths } from "../uploads/attachment_rest.ts";
import { uploadsApiPaths } from "../uploads/rest.ts";
import { filesApiPaths } from "../files/rest.ts";
import { appRouter } from "./app_router.ts";
import { type OpenApiDocument, openApiDocument, type OpenApiPaths } from "./openapi.ts";

/** The document itself, so a reader of it knows where it lives. */
const referencePaths: OpenApiPaths = {
  "/api/openapi.json": {
    get: {
      operationId: "reference.openapi",
      tags: ["reference"],
      summary: "This document. A readable page of it is at /api/docs.",
      responses: { 200: { description: "OpenAPI 3.1", content: { "application/json": {} } } },
    },
  },
};

let made: OpenApiDocument | null = null;

export function apiDocument(): OpenApiDocument {
  return made ??= openApiDocument(appRouter, {
    ...uploadsApiPaths,
    ...attachmentsApiPaths,
    ...filesApiPaths,
    ...referencePaths,
  });
}
