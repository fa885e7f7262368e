/**
 * The favourite subjects of whoever looks at Resources: a visitor's in this browser, a signed-in
 * student's on the server (toggled at once, put back with a notice when refused). When a student
 * is seen signed in while the browser still holds a visitor's favourites, those are merged into
 * the account once and then forgotten here, so a star set before signing in stays set.
 */
import { useEffect, useRef, useState } from "react";
import {
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { showNotice } from "../../client/notices.ts";
import { restore, snapshot } from "../../client/optimistic.ts";
import type { Session } from "../../client/session.ts";
import { inSubjectOrder, isSubjectId } from "../../shared/study_subjects.ts";
import {
  clearLocalFavourites,
  readLocalFavourites,
  saveLocalFavourites,
} from "./local_favourites.ts";

export type FavouritesView = {
  ids: string[];
  /** Where they are kept; "unknown" while a session is being resumed. */
  keptIn: "device" | "account" | "unknown";
  /** A change of this subject is on its way to the server. */
  isPending(id: string): boolean;
  toggle(id: string): void;
};

const favouritesKey = () => trpc.study.favourites.queryKey();

/** Turns one subject on or off in the cached list. */
function guess(client: QueryClient, id: string, on: boolean): void {
  client.setQueryData(favouritesKey(), (old) => {
    const ids = new Set(old?.favourites);
    if (on) ids.add(id);
    else ids.delete(id);
    return { favourites: inSubjectOrder(ids) };
  });
}

/** The server's list, unless another change is still on its way (its guess would flicker off). */
function adopt(client: QueryClient, answer: { favourites: string[] }): void {
  // This change still counts as pending here.
  if (client.isMutating({ mutationKey: trpc.study.pathKey() }) === 1) {
    client.setQueryData(favouritesKey(), answer);
  }
}

/** A visitor's favourites: the sample's flags until this browser's own choice is read. */
function useDeviceFavourites(status: Session["status"], sample: string[]) {
  const [ids, setIds] = useState(sample);
  // The server cannot see this browser's storage: read it after hydration, and again after a
  // sign-out, since signing in may have emptied it.
  useEffect(() => {
    if (status === "signedOut") setIds(readLocalFavourites() ?? sample);
  }, [status]);
  function toggle(id: string) {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    setIds(next);
    saveLocalFavourites(next);
  }
  return { ids, toggle };
}

function useAccountFavourites(signedIn: boolean, initial: string[] | null) {
  const client = useQueryClient();
  const query = useQuery({
    ...trpc.study.favourites.queryOptions(undefined, {
      initialData: initial ? { favourites: initial } : undefined,
    }),
    enabled: signedIn,
  });
  const handlers = (on: boolean) => ({
    async onMutate({ subjectId }: { subjectId: string }) {
      await client.cancelQueries({ queryKey: favouritesKey() });
      guess(client, subjectId, on);
    },
    // Only this subject is put back: restoring the whole list could undo another change.
    onError(err: unknown, { subjectId }: { subjectId: string }) {
      guess(client, subjectId, !on);
      const failed = on ? "Could not add it to your favourites." : "Could not remove it.";
      showNotice(trpcMessage(err, `${failed} Please try again.`));
    },
    onSuccess: (answer: { favourites: string[] }) => adopt(client, answer),
  });
  const add = useMutation(trpc.study.addFavourite.mutationOptions(handlers(true)));
  const remove = useMutation(trpc.study.removeFavourite.mutationOptions(handlers(false)));
  const pending = useMutationState({
    filters: { mutationKey: trpc.study.pathKey(), status: "pending" },
    select: (m) => (m.state.variables as { subjectId?: string } | undefined)?.subjectId,
  });
  const ids = query.data?.favourites ?? [];
  return {
    ids,
    isPending: (id: string) => pending.includes(id),
    toggle(id: string) {
      if (pending.includes(id)) return;
      if (ids.includes(id)) remove.mutate({ subjectId: id });
      else add.mutate({ subjectId: id });
    },
  };
}

/** Once per page, when a student is signed in: moves this browser's favourites to the account. */
function useMergeOnSignIn(signedIn: boolean) {
  const client = useQueryClient();
  const done = useRef(false);
  const merge = useMutation(trpc.study.mergeFavourites.mutationOptions({
    async onMutate({ subjectIds }) {
      const saved = await snapshot(client, favouritesKey());
      for (const id of subjectIds) guess(client, id, true);
      return saved;
    },
    // The browser keeps its copy, so the next visit tries again.
    onError(err, _input, saved) {
      restore(client, saved);
      void client.invalidateQueries({ queryKey: favouritesKey() });
      const failed = "Your favourites from this device could not be saved to your account yet.";
      showNotice(trpcMessage(err, failed));
    },
    onSuccess(answer) {
      clearLocalFavourites();
      adopt(client, answer);
    },
  }));
  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    const local = readLocalFavourites();
    if (local === null) return;
    // Ids of subjects since removed from the catalogue would refuse the whole merge.
    const subjectIds = inSubjectOrder(local.filter(isSubjectId));
    if (subjectIds.length === 0) clearLocalFavourites();
    else merge.mutate({ subjectIds });
  }, [signedIn]);
}

/** The favourites to show and toggle for `session`; `initial` is the server's list (signed in). */
export function useFavourites(
  session: Session,
  options: { initial: string[] | null; sample: string[] },
): FavouritesView {
  const signedIn = session.status === "signedIn";
  const device = useDeviceFavourites(session.status, options.sample);
  const account = useAccountFavourites(signedIn, options.initial);
  useMergeOnSignIn(signedIn);
  if (signedIn) return { ...account, keptIn: "account" };
  if (session.status === "loading") {
    return { ids: [], keptIn: "unknown", isPending: () => true, toggle() {} };
  }
  return { ...device, keptIn: "device", isPending: () => false };
}
