/**
 * REST: `POST /api/upload` (multipart field `file`, one file a request) stores a report
 * attachment; `GET /api/attachments/:id` serves it as a download with its real type.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "../http/env.ts";
import type { OpenApiPaths } from "../http/openapi.ts";
import { attachmentUrl, MAX_ATTACHMENT_BYTES } from "./attachment_model.ts";
import { contentDisposition } from "./attachment_name.ts";
import { limitUploads, readAttachment, storeAttachment } from "./attachment_service.ts";
import { isImageAttachment } from "./attachment_type.ts";
import { formFiles, MULTIPART_OVERHEAD, multipartBody } from "./multipart.ts";
import { tooLarge } from "./service.ts";

export const attachmentsRest = new Hono<AppEnv>().post(
  "/upload",
  // Counted before the body is read, so a flood costs us as little as possible.
  async function limitUploadsPerClient(c, next) {
    await limitUploads(c.get("deps"), c.get("clientIp"));
    await next();
  },
  bodyLimit({
    maxSize: MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c) => {
    const files = await formFiles(c, "file", "file");
    if (files.length > 1) {
      throw new AppError("BAD_REQUEST", "Upload one file per request (field file).");
    }
    const record = await storeAttachment(c.get("deps"), files[0]);
    const url = attachmentUrl(record._id);
    c.header("Location", url);
    const { filename, fileType, size } = record;
    return c.json({ url, filename, fileType, size }, 201);
  },
).get("/attachments/:id", async (c) => {
  const { record, bytes } = await readAttachment(c.get("deps"), c.req.param("id"));
  // Images are safe to show in the browser; documents are only ever downloaded.
  const kind = isImageAttachment(record.fileType) ? "inline" : "attachment";
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": record.fileType,
    "Content-Length": String(bytes.length),
    "Content-Disposition": contentDisposition(kind, record.filename),
    "X-Content-Type-Options": "nosniff",
    // Whatever a file holds, it runs nothing and loads nothing if a browser renders it.
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    // The bytes at an id never change, but an upload may be removed: no shared caches.
    "Cache-Control": "private, max-age=3600",
  });
});

/** These two routes in the API reference (multipart in, bytes out: not JSON procedures). */
export const attachmentsApiPaths: OpenApiPaths = {
  "/api/upload": {
    post: {
      operationId: "uploads.attachment",
      tags: ["uploads"],
      summary: "Stores one report attachment: an image (JPG, PNG, GIF, WebP; metadata removed), " +
        "a PDF, a DOC or a DOCX, recognised from the bytes, at most 5 MB. Visitors may upload. " +
        "Unless a report claims it within an hour, it is removed.",
      requestBody: multipartBody("file", false),
      responses: {
        201: {
          description: "{ url, filename, fileType, size }; `url` is what a report's attachments " +
            "name.",
          content: { "application/json": { schema: { type: "object" } } },
        },
        default: refusal("400, 413, 415, 429"),
      },
    },
  },
  "/api/attachments/{id}": {
    get: {
      operationId: "uploads.attachmentById",
      tags: ["uploads"],
      summary: "The attachment's bytes with its real type, `nosniff` and a download " +
        "Content-Disposition (images inline).",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: { description: "The file.", content: { "application/octet-stream": {} } },
        default: refusal("404"),
      },
    },
  },
};

function refusal(statuses: string) {
  return {
    description: `A refusal with its status (${statuses}) and \`{ message }\`.`,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}
