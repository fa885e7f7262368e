/**
 * A post's comments through the page's query cache (spec 000 §4, §8): the pages oldest first, a
 * new comment shown at once (the post's count with it) and taken back if the server refuses, and a
 * deleted comment gone at once and put back where it was if the delete fails.
 */
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { SessionUser } from "../../http/session.ts";
import { trpc } from "../../client/query.tsx";
import { httpStatusOf, trpcMessage } from "../../client/trpc.ts";
import { showNotice } from "../../client/notices.ts";
import { patchPost } from "./post_cache.ts";
import { uniqueById } from "./queries.ts";
import type { CommentView } from "./types.ts";

const ADD_FAILED = "Failed to add comment. Please try again.";
const DELETE_FAILED = "Failed to delete comment. Please try again.";
const EDIT_FAILED = "Failed to edit comment. Please try again.";

/** A comment as shown: `pending` while the server has not stored it yet. */
export type ShownComment = CommentView & { pending?: true };
type CommentPages = InfiniteData<
  { comments: ShownComment[]; cursor: string | null },
  string | null
>;

let pendingIds = 0;

function keyOf(postId: string) {
  return trpc.posts.comments.infiniteQueryKey({ id: postId });
}

/** The comments of every page in order, each once. */
export function commentsOf(data: CommentPages | undefined): ShownComment[] {
  return uniqueById((data?.pages ?? []).flatMap((p) => p.comments));
}

/** Changes the comments of page `index` (-1: the last). */
function withPage(
  data: CommentPages | undefined,
  index: number,
  change: (comments: ShownComment[]) => ShownComment[],
): CommentPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const at = index < 0 ? data.pages.length - 1 : index;
  return {
    ...data,
    pages: data.pages.map((p, i) => (i === at ? { ...p, comments: change(p.comments) } : p)),
  };
}

function withoutComment(data: CommentPages | undefined, id: string) {
  return data && {
    ...data,
    pages: data.pages.map((p) => ({ ...p, comments: p.comments.filter((c) => c._id !== id) })),
  };
}

function countBy(client: QueryClient, postId: string, delta: 1 | -1) {
  patchPost(client, postId, (p) => ({ ...p, commentsCount: Math.max(0, p.commentsCount + delta) }));
}

/** Comments by `viewer` on post `postId`, shown before the server has them. */
export function useAddComment(postId: string, viewer: SessionUser | null) {
  const client = useQueryClient();
  const key = keyOf(postId);
  return useMutation(trpc.posts.comment.mutationOptions({
    async onMutate({ content }) {
      await client.cancelQueries({ queryKey: key, predicate: (q) => q.state.data !== undefined });
      const listed = client.getQueryData(key) !== undefined;
      const pending: ShownComment = {
        _id: `pending-${++pendingIds}`,
        postId,
        author: viewer ?? { _id: "", name: "", username: "", profilePicture: null },
        content,
        createdAt: new Date().toISOString(),
        editedAt: null,
        mentions: {},
        pending: true,
      };
      client.setQueryData<CommentPages>(key, (d) => withPage(d, -1, (cs) => [...cs, pending]));
      countBy(client, postId, 1);
      return { pendingId: pending._id, listed };
    },
    onError(_err, _input, added) {
      if (added) {
        client.setQueryData<CommentPages>(key, (d) => withoutComment(d, added.pendingId));
        countBy(client, postId, -1);
      }
      showNotice(ADD_FAILED);
    },
    onSuccess(comment, _input, added) {
      client.setQueryData<CommentPages>(
        key,
        (d) => withPage(d, -1, (cs) => cs.map((c) => (c._id === added.pendingId ? comment : c))),
      );
      // The list was still on its first read, which may have missed the new comment.
      if (!added.listed) void client.invalidateQueries({ queryKey: key });
    },
  }));
}

/** Deletes a comment of post `postId` (its author or the post's may). */
export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  const key = keyOf(postId);
  return useMutation(trpc.posts.deleteComment.mutationOptions({
    async onMutate({ commentId }) {
      await client.cancelQueries({ queryKey: key });
      const pages = client.getQueryData<CommentPages>(key)?.pages ?? [];
      const page = pages.findIndex((p) => p.comments.some((c) => c._id === commentId));
      const comment = pages[page]?.comments.find((c) => c._id === commentId);
      client.setQueryData<CommentPages>(key, (d) => withoutComment(d, commentId));
      countBy(client, postId, -1);
      return { page, comment };
    },
    onError(err, _input, removed) {
      const status = httpStatusOf(err);
      // 404: someone removed it already, so it stays gone.
      if (status !== 404 && removed?.comment) {
        const back = removed.comment;
        client.setQueryData<CommentPages>(key, (d) =>
          withPage(d, removed.page, (cs) => {
            const at = cs.findIndex((c) => !c.pending && c._id > back._id);
            return at < 0 ? [...cs, back] : [...cs.slice(0, at), back, ...cs.slice(at)];
          }));
        countBy(client, postId, 1);
      }
      showNotice(
        status === 404 || status === 403 ? trpcMessage(err, DELETE_FAILED) : DELETE_FAILED,
      );
    },
  }));
}

/** Edits one's own comment of post `postId`; the stored copy replaces the shown one. */
export function useEditComment(postId: string) {
  const client = useQueryClient();
  const key = keyOf(postId);
  return useMutation(trpc.posts.editComment.mutationOptions({
    onSuccess(comment) {
      client.setQueryData<CommentPages>(key, (d) =>
        d && {
          ...d,
          pages: d.pages.map((p) => ({
            ...p,
            comments: p.comments.map((c) => (c._id === comment._id ? comment : c)),
          })),
        });
    },
    onError(err) {
      const status = httpStatusOf(err);
      showNotice(status && status < 500 ? trpcMessage(err, EDIT_FAILED) : EDIT_FAILED);
    },
  }));
}
