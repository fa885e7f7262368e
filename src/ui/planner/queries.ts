/**
 * The planner's data in the browser: the student's tasks (seeded by the page), and the writes
 * on them, each refreshing the list once the server has answered. A refusal shows its sentence.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { showNotice } from "../../client/notices.ts";
import type { TaskView } from "../../planner/model.ts";

export type { TaskView };

export function useTasks(initial: TaskView[] | null) {
  return useQuery(trpc.planner.list.queryOptions({}, {
    initialData: initial ? { tasks: initial } : undefined,
  }));
}

/** The cached list refreshed after any write, whatever its outcome. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: trpc.planner.list.queryKey() });
}

export function useCreateTask() {
  const refresh = useRefresh();
  return useMutation(trpc.planner.create.mutationOptions({ onSettled: refresh }));
}

/** A tick shows at once; the server's answer (a repeating task moved on) replaces it. */
export function useUpdateTask() {
  const client = useQueryClient();
  const refresh = useRefresh();
  const key = trpc.planner.list.queryKey({});
  return useMutation(trpc.planner.update.mutationOptions({
    onMutate: async (input) => {
      if (input.done === undefined) return;
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, (old) =>
        old && {
          tasks: old.tasks.map((t) => t._id === input.id ? { ...t, done: input.done! } : t),
        });
    },
    onError: (err) => showNotice(trpcMessage(err, "The task could not be saved.")),
    onSettled: refresh,
  }));
}

export function useDeleteTask() {
  const refresh = useRefresh();
  return useMutation(trpc.planner.remove.mutationOptions({
    onSuccess: () => showNotice("Task deleted.", "success"),
    onError: (err) => showNotice(trpcMessage(err, "The task could not be deleted.")),
    onSettled: refresh,
  }));
}

export function useStreak(initial: { showStreak: boolean; streak: number } | null) {
  return useQuery(trpc.planner.streak.queryOptions(undefined, {
    initialData: initial ?? undefined,
  }));
}

export function useSetStreak() {
  const client = useQueryClient();
  return useMutation(trpc.planner.setStreak.mutationOptions({
    onSuccess: (answer) => client.setQueryData(trpc.planner.streak.queryKey(), answer),
    onError: (err) => showNotice(trpcMessage(err, "The setting could not be saved.")),
  }));
}
