/**
 * What a student does to a post, through the page's query cache (spec 000 §4 "Like", "Share",
 * "Post card"): a like shows at once in every copy and the server's answer is adopted; a share
 * records the server's count; an edit or a delete waits for the server, then every copy follows.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../client/query.tsx";
import { showNotice } from "../../client/notices.ts";
import { dropPost, holdPost, patchPost } from "./post_cache.ts";
import { shareLink } from "./share.ts";
import type { PostView } from "./types.ts";

const LIKE_FAILED = "Failed to like post. Please try again.";

/** Whether a like of post `id` is on its way (from any copy of the post on the page). */
function likePending(client: QueryClient, id: string): boolean {
  return client.isMutating({
    mutationKey: trpc.posts.like.mutationKey(),
    predicate: (m) => (m.state.variables as { id?: string } | undefined)?.id === id,
  }) > 0;
}

/** Likes or unlikes `post`; a click while the last one is on its way is ignored. */
export function useLike(post: PostView): () => void {
  const client = useQueryClient();
  const like = useMutation(trpc.posts.like.mutationOptions({
    async onMutate({ id }) {
      const before = { isLiked: post.isLiked, likesCount: post.likesCount };
      await holdPost(client, id);
      patchPost(client, id, (p) => ({
        ...p,
        isLiked: !before.isLiked,
        likesCount: Math.max(0, before.likesCount + (before.isLiked ? -1 : 1)),
      }));
      return before;
    },
    // Only this post's like is put back: restoring whole lists could undo another post's change.
    onError(_err, { id }, before) {
      if (before) patchPost(client, id, (p) => ({ ...p, ...before }));
      showNotice(LIKE_FAILED);
    },
    onSuccess(state, { id }) {
      patchPost(client, id, (p) => ({ ...p, ...state }));
    },
  }));
  return () => {
    if (!likePending(client, post._id)) like.mutate({ id: post._id });
  };
}

/**
 * Shares `post`: the device's sheet, else the clipboard (then `url` opens the Share Post dialog),
 * else an alert; a share that went out is recorded and every copy takes the server's count.
 * The count is not guessed: each student counts once, so a repeat share leaves it as it is.
 */
export function useShare(post: PostView) {
  const client = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const record = useMutation(trpc.posts.share.mutationOptions({
    onSuccess({ sharesCount }, { id }) {
      patchPost(client, id, (p) => ({ ...p, sharesCount }));
    },
  }));

  async function share() {
    if (sharing) return;
    setSharing(true);
    try {
      const { outcome, url } = await shareLink(post);
      if (outcome === "copied") setUrl(url);
      // The link went out; a failure to count it is caught up on the next read.
      if (outcome === "shared" || outcome === "copied") {
        await record.mutateAsync({ id: post._id }).catch(() => {});
      }
    } finally {
      setSharing(false);
    }
  }

  return { share, sharing, url, closeDialog: () => setUrl(null) };
}

/** Saves the author's edit; every copy shows the saved post. */
export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation(trpc.posts.update.mutationOptions({
    onSuccess(saved) {
      patchPost(client, saved._id, () => saved);
    },
  }));
}

/** Deletes the author's post; it leaves every cached list. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation(trpc.posts.remove.mutationOptions({
    onSuccess(_answer, { id }) {
      dropPost(client, id);
    },
  }));
}
