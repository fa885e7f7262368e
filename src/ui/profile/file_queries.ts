/**
 * A saved file's actions as mutations: delete (the list drops it at once the server agreed) and
 * open in a new editor room (then the room's page). Download is a plain link to the server.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";

/** Where a file downloads from (`Content-Disposition: attachment`). */
export function downloadUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}/download`;
}

export function useDeleteFile(userId: string, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation(trpc.files.remove.mutationOptions({
    onSuccess(_res, { fileId }) {
      client.setQueryData(
        trpc.files.list.queryKey({ userId }),
        (files) => files?.filter((f) => f._id !== fileId),
      );
      client.removeQueries(trpc.files.byId.queryFilter({ userId, fileId }));
      onDeleted();
    },
  }));
}

export function useOpenInRoom() {
  return useMutation(trpc.files.openInRoom.mutationOptions({
    onSuccess({ roomId }) {
      location.assign(`/editor/${encodeURIComponent(roomId)}`);
    },
  }));
}
