/** The student's own account as a whole: download its data, or delete it. */
import { servesHttps } from "../config.ts";
import { authedProcedure, router, type TrpcContext } from "../http/trpc.ts";
import { clearedCookies } from "../auth/cookies.ts";
import { deleteAccount } from "./deletion.ts";
import { exportAccount } from "./export.ts";
import { deleteAccountInput } from "./model.ts";

const noStore = (ctx: TrpcContext) => ctx.resHeaders.set("Cache-Control", "no-store");

export const accountRouter = router({
  export: authedProcedure
    .meta({
      rest: { method: "GET", path: "/users/me/export" },
      summary: "Downloads everything the account owns as one JSON file (an attachment named " +
        "campus-export-{username}-{date}.json); pictures and files are embedded as base64. " +
        "At most 3 an hour.",
      answers: "{ format, exportedAt, profile, posts, comments, likes, shares, following, " +
        "followers, chats, files, resumes, studyFavourites, planner, feedback, notifications, sessions, uploads }",
    })
    .query(async ({ ctx }) => {
      noStore(ctx);
      const archive = await exportAccount(ctx.deps, ctx.user._id, ctx.sessionId);
      ctx.resHeaders.set(
        "Content-Disposition",
        `attachment; filename="${archive.filename}"`,
      );
      return archive;
    }),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/users/me", jsonBody: true },
      summary: "Deletes the account for good after checking its password: every login ends and " +
        "its posts, comments, likes, follows, chats, files, pictures, notifications and " +
        "feedback are removed.",
      answers: "{ success: true }",
    })
    .input(deleteAccountInput)
    .mutation(async ({ ctx, input }) => {
      const answer = await deleteAccount(ctx.deps, ctx.user._id, input.password);
      noStore(ctx);
      const secure = servesHttps(ctx.deps.config);
      for (const v of clearedCookies(secure)) ctx.resHeaders.append("Set-Cookie", v);
      return answer;
    }),
});
