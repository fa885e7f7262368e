/** tRPC procedures for saved files. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { saveFileInput, visibilitySchema } from "./model.ts";
import { getFile, listFiles, saveFile, setVisibility } from "./service.ts";

const ulid = idSchema("File not found.");

export const filesRouter = router({
  list: publicProcedure.input(z.object({ userId: ulid })).query(({ ctx, input }) =>
    listFiles(ctx.deps, input.userId, ctx.user?._id ?? null)
  ),
  byId: publicProcedure.input(z.object({ userId: ulid, fileId: ulid })).query(({ ctx, input }) =>
    getFile(ctx.deps, input.userId, input.fileId, ctx.user?._id ?? null)
  ),
  save: authedProcedure.input(saveFileInput).mutation(({ ctx, input }) =>
    saveFile(ctx.deps, ctx.user._id, input)
  ),
  setVisibility: authedProcedure
    .input(z.object({ fileId: ulid, visibility: visibilitySchema }))
    .mutation(({ ctx, input }) =>
      setVisibility(ctx.deps, ctx.user._id, input.fileId, input.visibility)
    ),
});
