/**
 * REST: `POST /api/upload/profile-picture` (multipart field `profilePicture`), and the media
 * route that serves stored images with their type, `nosniff` and a year of caching.
 */
import { Hono } from "hono";
import type { OpenApiPaths } from "../http/openapi.ts";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "../http/env.ts";
import { signedInUser } from "../http/guards.ts";
import { blobKeyPattern } from "./blob_store.ts";
import { formFiles, MULTIPART_OVERHEAD, multipartBody } from "./multipart.ts";
import {
  MAX_IMAGE_BYTES,
  paceUploads,
  setProfilePicture,
  storeImage,
  tooLarge,
} from "./service.ts";

/** Post images: at most this many per request, each at most 5 MB. */
export const MAX_IMAGES_PER_UPLOAD = 10;

export const uploadsRest = new Hono<AppEnv>().post(
  "/upload/multiple",
  bodyLimit({
    maxSize: MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "Upload at most 10 images of 5MB each at once.");
    },
  }),
  async (c) => {
    const me = signedInUser(c);
    const files = await formFiles(c, "images", "picture");
    if (files.length > MAX_IMAGES_PER_UPLOAD) {
      throw new AppError("BAD_REQUEST", "Upload at most 10 images at once.");
    }
    await paceUploads(c.get("deps"), me._id, files.length);
    const images = [];
    for (const file of files) images.push({ url: await storeImage(c.get("deps"), me._id, file) });
    return c.json({ images });
  },
).post(
  "/upload/profile-picture",
  bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c) => {
    const me = signedInUser(c);
    const [file] = await formFiles(c, "profilePicture", "picture");
    await paceUploads(c.get("deps"), me._id, 1);
    const user = await setProfilePicture(c.get("deps"), me._id, file);
    return c.json({ success: true, profilePicture: user.profilePicture, user });
  },
);

/** These two routes in the API reference, declared beside them (they take multipart, not JSON). */
export const uploadsApiPaths: OpenApiPaths = {
  "/api/upload/profile-picture": {
    post: {
      operationId: "uploads.profilePicture",
      tags: ["uploads"],
      summary: "Sets one's profile picture: JPG, PNG, GIF or WebP (recognised from the bytes), " +
        "at most 5 MB; metadata is removed.",
      security: [{ session: [] }],
      requestBody: multipartBody("profilePicture", false),
      responses: answers("{ success: true, profilePicture, user }"),
    },
  },
  "/api/upload/multiple": {
    post: {
      operationId: "uploads.images",
      tags: ["uploads"],
      summary: "Stores up to 10 images of 5 MB each for an image post; metadata is removed.",
      security: [{ session: [] }],
      requestBody: multipartBody("images", true),
      responses: answers("{ images: [{ url }] }"),
    },
  },
};

function answers(description: string) {
  return {
    200: { description, content: { "application/json": { schema: { type: "object" } } } },
    default: {
      description: "A refusal with its status (400, 401, 413, 415, 429) and `{ message }`.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    },
  };
}

const mediaTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** `GET /media/:key`: a stored image. Names are ours, so the type follows from the name. */
export const mediaRoute = new Hono<AppEnv>().get("/media/:key", async (c) => {
  const key = c.req.param("key");
  const bytes = blobKeyPattern.test(key) ? await c.get("deps").blobs.get(key) : null;
  if (!bytes) return c.text("Not found", 404);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": mediaTypes[key.slice(key.lastIndexOf(".") + 1)],
    "Content-Length": String(bytes.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": "inline",
  });
});
