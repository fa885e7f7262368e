/** REST: saved files (spec 000 §7 "Files", spec 001 §7 `POST /api/files/save`). */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { readJson } from "../http/validate.ts";
import { saveFileInput, visibilitySchema } from "./model.ts";
import { getFile, listFiles, saveFile, setVisibility } from "./service.ts";

export const filesRest = new Hono<AppEnv>()
  .post("/files/save", async (c) => {
    const me = signedInUser(c);
    const input = await readJson(c, saveFileInput);
    return c.json({ file: await saveFile(c.var.deps, me._id, input) }, 201);
  })
  .get("/files/:userId", async (c) => {
    const userId = pathId(c, "userId", "User not found.");
    return c.json({ files: await listFiles(c.var.deps, userId, c.var.user?._id ?? null) });
  })
  .get("/files/:userId/:fileId", async (c) => {
    const userId = pathId(c, "userId", "User not found.");
    const fileId = pathId(c, "fileId", "File not found.");
    return c.json({ file: await getFile(c.var.deps, userId, fileId, c.var.user?._id ?? null) });
  })
  .put("/files/:fileId/visibility", async (c) => {
    const me = signedInUser(c);
    const fileId = pathId(c, "fileId", "File not found.");
    const { visibility } = await readJson(c, z.object({ visibility: visibilitySchema }));
    return c.json({ file: await setVisibility(c.var.deps, me._id, fileId, visibility) });
  });
