/** The app's OpenAPI document, made once from the app router and the multipart routes. */
import { uploadsApiPaths } from "../uploads/rest.ts";
import { appRouter } from "./app_router.ts";
import { type OpenApiDocument, openApiDocument } from "./openapi.ts";

let made: OpenApiDocument | null = null;

export function apiDocument(): OpenApiDocument {
  return made ??= openApiDocument(appRouter, uploadsApiPaths);
}
