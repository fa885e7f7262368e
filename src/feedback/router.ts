/** Feedback and technical reports (spec 001 §7 `POST /feedback`, `GET /feedback`), public. */
import { publicProcedure, router } from "../http/trpc.ts";
import { createFeedbackInput, listFeedbackInput } from "./model.ts";
import { createFeedback, listFeedback } from "./service.ts";

export const feedbackRouter = router({
  list: publicProcedure
    .meta({
      rest: { method: "GET", path: "/feedback" },
      summary: "The newest quick feedback or technical reports (hidden ones left out).",
      answers: "{ feedback: (QuickView | ReportView)[] }",
    })
    .input(listFeedbackInput)
    .query(({ ctx, input }) => listFeedback(ctx.deps, input)),
  create: publicProcedure
    .meta({
      rest: { method: "POST", path: "/feedback", status: 201, wrap: "feedback" },
      summary: "Sends a quick feedback or a technical report; visitors may too.",
      answers: "{ feedback: QuickView | ReportView }",
    })
    .input(createFeedbackInput)
    .mutation(({ ctx, input }) =>
      createFeedback(ctx.deps, { userId: ctx.user?._id ?? null, clientIp: ctx.clientIp }, input)
    ),
});
