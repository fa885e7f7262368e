/** Multipart uploads, shared by the upload routes: reading a form's files (the wrong form or a
 * missing field is refused with a sentence naming the field) and describing the form in OpenAPI. */
import type { Context } from "hono";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "../http/env.ts";

/** Room for the multipart framing around a full-size file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** The files in multipart field `name` (at least one), or a 400 that names the field; `noun`
 * says what is expected ("picture", "file"). */
export async function formFiles(c: Context<AppEnv>, name: string, noun: string): Promise<File[]> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      `Send the ${noun} as multipart/form-data in the field ${name}.`,
    );
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
  }
  const files = form.getAll(name).filter((f): f is File => f instanceof File);
  if (files.length === 0) {
    throw new AppError("BAD_REQUEST", `Choose a ${noun} to upload (field ${name}).`);
  }
  return files;
}

/** The OpenAPI request body of a multipart upload in field `field`. */
export function multipartBody(field: string, many: boolean) {
  const file = { type: "string", contentMediaType: "application/octet-stream" };
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { [field]: many ? { type: "array", items: file } : file },
          required: [field],
        },
      },
    },
  };
}
