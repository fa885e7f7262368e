/** Blocks and reports (issue 19 "Block and report"): thin adapters over the services. */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { cursorField, limitField } from "../shared/paging.ts";
import { authedProcedure, router } from "../http/trpc.ts";
import { block, listBlocked, unblock } from "./block_service.ts";
import { reportInput } from "./report_model.ts";
import { createReport } from "./reports.ts";

const idInput = z.object({ id: idSchema("User not found.") });

export const safetyRouter = router({
  block: authedProcedure
    .meta({
      rest: { method: "POST", path: "/users/{id}/block" },
      summary: "Blocks a student: follows both ways end, neither sees the other's posts, " +
        "comments or profile, and chat between them stops; twice is a no-op.",
      answers: "{ isBlocked: true }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => block(ctx.deps, ctx.user._id, input.id)),
  unblock: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/users/{id}/block" },
      summary: "Lifts one's own block of a student; a block they made stays.",
      answers: "{ isBlocked: false }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => unblock(ctx.deps, ctx.user._id, input.id)),
  blocked: authedProcedure
    .meta({
      rest: { method: "GET", path: "/users/me/blocked" },
      summary: "The students one has blocked; follow `cursor` for the next page.",
      answers: "{ users: PublicUser[], cursor }",
    })
    .input(z.object({ limit: limitField(100, 50), cursor: cursorField }))
    .query(({ ctx, input }) => listBlocked(ctx.deps, ctx.user._id, input)),
  report: authedProcedure
    .meta({
      rest: { method: "POST", path: "/reports", status: 201, wrap: "report" },
      summary: "Reports a post, comment, profile or chat message one can see, once each, " +
        "at most 20 a day; a comment names its post and a message its chat in `parentId`.",
      answers: "{ report: { _id, targetType, targetId, reason, createdAt } }",
    })
    .input(reportInput)
    .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.user._id, input)),
});
