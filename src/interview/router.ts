/** Mock interviews over tRPC and REST: the question bank, sessions (solo or peer), history. */
import { authedProcedure, router } from "../http/trpc.ts";
import {
  createSessionInput,
  feedbackInput,
  finishInput,
  joinInput,
  questionsInput,
  sessionIdInput,
} from "./model.ts";
import { finishSolo, listHistory, submitFeedback } from "./results.ts";
import { cancelSession, createSession, getSession, joinSession, listQuestions } from "./service.ts";

const session = "{ session: SessionView } (rubric and model answer for the interviewer only)";

export const interviewRouter = router({
  questions: authedProcedure
    .meta({
      rest: { method: "GET", path: "/interview/questions" },
      summary: "The question bank of one track (or all), without answers or rubrics.",
      answers: "{ questions: QuestionView[] }",
    })
    .input(questionsInput)
    .query(({ input }) => listQuestions(input.track)),
  create: authedProcedure
    .meta({
      rest: { method: "POST", path: "/interview/sessions", status: 201, wrap: "session" },
      summary:
        "Starts a solo run, or a peer interview: paired with the student waiting on the track, or an invite link for a friend.",
      answers: session,
    })
    .input(createSessionInput)
    .mutation(({ ctx, input }) => createSession(ctx.deps, ctx.user._id, input)),
  byId: authedProcedure
    .meta({
      rest: { method: "GET", path: "/interview/sessions/{id}", wrap: "session" },
      summary: "One interview, as its candidate or interviewer sees it; 404 for anyone else.",
      answers: session,
    })
    .input(sessionIdInput)
    .query(({ ctx, input }) => getSession(ctx.deps, ctx.user._id, input.id)),
  join: authedProcedure
    .meta({
      rest: { method: "POST", path: "/interview/sessions/{id}/join", wrap: "session" },
      summary: "Joins a friend's invite as the interviewer, with the code from the link.",
      answers: session,
    })
    .input(joinInput)
    .mutation(({ ctx, input }) => joinSession(ctx.deps, ctx.user._id, input.id, input.code)),
  cancel: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/interview/sessions/{id}", wrap: "session" },
      summary: "Stops waiting for a partner.",
      answers: session,
    })
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => cancelSession(ctx.deps, ctx.user._id, input.id)),
  finish: authedProcedure
    .meta({
      rest: { method: "POST", path: "/interview/sessions/{id}/finish", wrap: "session" },
      summary: "Ends a solo run with notes and a self-rating; the model answer is then revealed.",
      answers: session,
    })
    .input(finishInput)
    .mutation(({ ctx, input }) => finishSolo(ctx.deps, ctx.user._id, input)),
  feedback: authedProcedure
    .meta({
      rest: { method: "POST", path: "/interview/sessions/{id}/feedback", wrap: "session" },
      summary:
        "The interviewer's rubric scores and written feedback; saved to the candidate's history.",
      answers: session,
    })
    .input(feedbackInput)
    .mutation(({ ctx, input }) => submitFeedback(ctx.deps, ctx.user._id, input)),
  history: authedProcedure
    .meta({
      rest: { method: "GET", path: "/interview/history" },
      summary: "The signed-in student's finished solo runs and the interviews they were given.",
      answers: "{ history: HistoryItem[] }",
    })
    .query(({ ctx }) => listHistory(ctx.deps, ctx.user._id)),
});
