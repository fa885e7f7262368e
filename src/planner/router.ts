/** The study planner over tRPC and REST: a student's own tasks, and their streak setting. */
import { authedProcedure, router } from "../http/trpc.ts";
import {
  createTaskInput,
  listTasksInput,
  streakSettingsInput,
  taskIdInput,
  updateTaskInput,
} from "./model.ts";
import { createTask, deleteTask, listTasks, updateTask } from "./service.ts";
import { myStreak, setStreakShown } from "./streak.ts";

const streakAnswer = "{ showStreak: boolean, streak: number }";

export const plannerRouter = router({
  list: authedProcedure
    .meta({
      rest: { method: "GET", path: "/planner/tasks" },
      summary: "One's own planner tasks, soonest due first (optionally one subject's).",
      answers: "{ tasks: TaskView[] }",
    })
    .input(listTasksInput)
    .query(({ ctx, input }) => listTasks(ctx.deps, ctx.user._id, input)),
  create: authedProcedure
    .meta({
      rest: { method: "POST", path: "/planner/tasks", status: 201, wrap: "task" },
      summary: "Adds a task (title, due time, subject, priority, repeat, reminder).",
      answers: "{ task: TaskView }",
    })
    .input(createTaskInput)
    .mutation(({ ctx, input }) => createTask(ctx.deps, ctx.user._id, input)),
  update: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/planner/tasks/{id}", wrap: "task" },
      summary: "Changes one's own task; done: true finishes it (a repeating one moves on).",
      answers: "{ task: TaskView }",
    })
    .input(updateTaskInput)
    .mutation(({ ctx, input }) => updateTask(ctx.deps, ctx.user._id, input)),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/planner/tasks/{id}" },
      summary: "Deletes one's own task and its reminder.",
      answers: "{ success: true }",
    })
    .input(taskIdInput)
    .mutation(({ ctx, input }) => deleteTask(ctx.deps, ctx.user._id, input.id)),
  streak: authedProcedure
    .meta({
      rest: { method: "GET", path: "/planner/streak" },
      summary: "One's streak of days with a task finished, and whether the profile shows it.",
      answers: streakAnswer,
    })
    .query(({ ctx }) => myStreak(ctx.deps, ctx.user._id)),
  setStreak: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/planner/streak" },
      summary: "Shows or hides one's streak on the profile (hidden by default).",
      answers: streakAnswer,
    })
    .input(streakSettingsInput)
    .mutation(({ ctx, input }) => setStreakShown(ctx.deps, ctx.user._id, input)),
});
