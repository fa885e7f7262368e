/**
 * Saving a post to one's own saved posts: shown at once in every copy of the post, the server's
 * answer adopted, put back with a notice when the save fails.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { showNotice } from "../../client/notices.ts";
import { holdPost, patchPost } from "./post_cache.ts";
import type { PostView } from "./types.ts";

const SAVE_FAILED = "Failed to save post. Please try again.";

/** Whether a save of post `id` is on its way (from any copy of the post on the page). */
function savePending(client: QueryClient, id: string): boolean {
  return client.isMutating({
    mutationKey: trpc.posts.save.mutationKey(),
    predicate: (m) => (m.state.variables as { id?: string } | undefined)?.id === id,
  }) > 0;
}

/** Saves or unsaves `post`; a click while the last one is on its way is ignored. */
export function useSave(post: PostView): () => void {
  const client = useQueryClient();
  const save = useMutation(trpc.posts.save.mutationOptions({
    async onMutate({ id }) {
      const before = { isSaved: post.isSaved };
      await holdPost(client, id);
      patchPost(client, id, (p) => ({ ...p, isSaved: !before.isSaved }));
      return before;
    },
    onError(_err, { id }, before) {
      if (before) patchPost(client, id, (p) => ({ ...p, ...before }));
      showNotice(SAVE_FAILED);
    },
    onSuccess(state, { id }) {
      patchPost(client, id, (p) => ({ ...p, ...state }));
      // The Saved tab reads the list again next time it shows.
      client.invalidateQueries({ queryKey: trpc.posts.saved.pathKey() });
    },
  }));
  return () => {
    if (!savePending(client, post._id)) save.mutate({ id: post._id });
  };
}
