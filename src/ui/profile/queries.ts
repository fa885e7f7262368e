/**
 * The profile in the query cache: read from `users.byId`, seeded with the profile the server
 * rendered, and rewritten by a saved edit or a new picture.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { SelfUser } from "../../users/model.ts";
import type { ProfileView } from "../../users/service.ts";

/** The profile, starting from the server's copy so hydration asks nothing. */
export function useProfile(initial: ProfileView): ProfileView {
  return useQuery(trpc.users.byId.queryOptions({ id: initial._id }, { initialData: initial }))
    .data;
}

/** Puts the saved user (an edit, a picture) into its cached profile; counts stay. */
export function profileSaved(client: QueryClient, user: SelfUser): void {
  const { email: _email, ...saved } = user;
  client.setQueryData(
    trpc.users.byId.queryKey({ id: user._id }),
    (p) => p && { ...p, ...saved },
  );
}

/** Save of Edit Profile; the form shows the failure itself. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation(trpc.users.update.mutationOptions({
    onSuccess: (user) => profileSaved(client, user),
  }));
}

/** Reads the profile, its lists and files again, e.g. once the viewer is known. */
export function reloadProfile(client: QueryClient, id: string): void {
  void client.invalidateQueries({ queryKey: trpc.users.byId.queryKey({ id }) });
  void client.invalidateQueries(trpc.follow.pathFilter());
  void client.invalidateQueries(trpc.files.list.queryFilter({ userId: id }));
}
