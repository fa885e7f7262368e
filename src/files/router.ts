/** Saved files (spec 000 §7 "Files", spec 001 §7 `POST /api/files/save`). */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { authedProcedure, publicProcedure, router } from "../http/trpc.ts";
import { saveFileInput, visibilitySchema } from "./model.ts";
import { deleteFile, getFile, listFiles, openInRoom, saveFile, setVisibility } from "./service.ts";

const userId = idSchema("User not found.");
const fileId = idSchema("File not found.");

export const filesRouter = router({
  list: publicProcedure
    .meta({
      rest: { method: "GET", path: "/files/{userId}", wrap: "files" },
      summary: "A student's saved files, newest first: all for the owner, public ones for others.",
      answers: "{ files: FileSummary[] }",
    })
    .input(z.object({ userId }))
    .query(({ ctx, input }) => listFiles(ctx.deps, input.userId, ctx.user?._id ?? null)),
  byId: publicProcedure
    .meta({
      rest: { method: "GET", path: "/files/{userId}/{fileId}", wrap: "file" },
      summary: "One saved file with its content; another student's private file is 404.",
      answers: "{ file: FileView }",
    })
    .input(z.object({ userId, fileId }))
    .query(({ ctx, input }) =>
      getFile(ctx.deps, input.userId, input.fileId, ctx.user?._id ?? null)
    ),
  save: authedProcedure
    .meta({
      rest: { method: "POST", path: "/files/save", status: 201, wrap: "file" },
      summary: "Saves a file from an editor room; the same room and name again updates it.",
      answers: "{ file: FileView }",
    })
    .input(saveFileInput)
    .mutation(({ ctx, input }) => saveFile(ctx.deps, ctx.user._id, input)),
  setVisibility: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/files/{fileId}/visibility", wrap: "file" },
      summary: "Makes one's own file private or public.",
      answers: "{ file: FileSummary }",
    })
    .input(z.object({ fileId, visibility: visibilitySchema }))
    .mutation(({ ctx, input }) =>
      setVisibility(ctx.deps, ctx.user._id, input.fileId, input.visibility)
    ),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/files/{fileId}" },
      summary: "Deletes one's own saved file.",
      answers: "{ success: true }",
    })
    .input(z.object({ fileId }))
    .mutation(async ({ ctx, input }) => {
      await deleteFile(ctx.deps, ctx.user._id, input.fileId);
      return { success: true };
    }),
  openInRoom: authedProcedure
    .meta({
      rest: { method: "POST", path: "/files/{fileId}/room", status: 201 },
      summary: "Opens a file one may read in a new editor room that starts with its content.",
      answers: "{ roomId }",
    })
    .input(z.object({ fileId }))
    .mutation(({ ctx, input }) => openInRoom(ctx.deps, ctx.user._id, input.fileId)),
});
