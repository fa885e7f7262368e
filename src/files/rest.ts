/**
 * REST: `GET /api/files/{fileId}/download` answers a saved file as a plain-text download under
 * its own name. Bytes out, not JSON, so it is written by hand beside the generated routes.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import type { OpenApiPaths } from "../http/openapi.ts";
import { isId } from "../shared/ids.ts";
import { contentDisposition } from "../uploads/attachment_name.ts";
import { AppError } from "../core/errors.ts";
import { readFile } from "./service.ts";

/** Characters that hide or reorder text (controls, bidi overrides, zero-width marks), and those
 * reserved on common file systems: a download saves under the name the profile shows. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const RESERVED = /[<>:"|?*/\\]/g;

/** The stored name made safe for a `Content-Disposition` header and a disk. */
export function downloadName(filename: string): string {
  const name = filename.normalize("NFC").replace(INVISIBLE, "").replace(RESERVED, "_")
    .replace(/\s+/g, " ").replace(/^[.\s]+|[.\s]+$/g, "");
  return name || "file.txt";
}

export const filesRest = new Hono<AppEnv>().get("/files/:fileId/download", async (c) => {
  const id = c.req.param("fileId");
  if (!isId(id)) throw new AppError("NOT_FOUND", "File not found.");
  const file = await readFile(c.get("deps"), id, c.get("user")?._id ?? null);
  const body = new TextEncoder().encode(file.content);
  return c.body(body, 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    "Content-Disposition": contentDisposition("attachment", downloadName(file.filename)),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    // A private file's bytes stay out of shared caches; visibility may change at any time.
    "Cache-Control": "private, no-store",
  });
});

/** The download in the API reference. */
export const filesApiPaths: OpenApiPaths = {
  "/api/files/{fileId}/download": {
    get: {
      operationId: "files.download",
      tags: ["files"],
      summary: "A saved file's content as a download (`text/plain; charset=utf-8`, " +
        "`Content-Disposition: attachment` with the file's name, `nosniff`). The owner may " +
        "download any of their files, everyone else public ones; another's private file is 404.",
      parameters: [{ name: "fileId", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: { description: "The file's text.", content: { "text/plain": {} } },
        default: {
          description: "A refusal with its status (404) and `{ message }`.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  },
};
