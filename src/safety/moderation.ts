/**
 * What an operator does about reports (`deno task moderate`): hide or show a post or comment
 * (hidden, it is shown to nobody but its author), and suspend or restore an account (suspended,
 * the student cannot sign in, every login ends, and what they wrote is hidden from everyone else).
 */
import { AppError } from "../core/errors.ts";
import { updateValue } from "../core/kv.ts";
import { revokeUserSessions, type SessionCloser } from "../auth/sessions.ts";
import { commentKey, postKey } from "../posts/keys.ts";
import type { CommentRecord, PostRecord } from "../posts/model.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import { findUserByUsername } from "../users/repo.ts";
import { isId } from "../shared/ids.ts";
import { reportsOnTargetPrefix } from "./report_keys.ts";

/** Sets or clears `hiddenAt` on a post; answers the post as stored. */
export async function setPostHidden(
  kv: Deno.Kv,
  postId: string,
  hidden: boolean,
  now: number,
): Promise<PostRecord> {
  if (!isId(postId)) throw new AppError("NOT_FOUND", `No post has the id ${postId}.`);
  return await updateValue<PostRecord>(kv, postKey(postId), (post) => {
    if (!post) throw new AppError("NOT_FOUND", `No post has the id ${postId}.`);
    return { ...post, hiddenAt: hidden ? post.hiddenAt ?? now : null };
  }, { attempts: 5 });
}

/**
 * The key of a comment named `<postId>/<commentId>`, or by its id alone when a report names it
 * (reports keep the post of a comment).
 */
export async function findCommentKey(kv: Deno.Kv, ref: string): Promise<Deno.KvKey> {
  const [first, second] = ref.split("/");
  if (second !== undefined) {
    if (!isId(first) || !isId(second)) throw noComment(ref);
    return commentKey(first, second);
  }
  if (!isId(first)) throw noComment(ref);
  for await (const e of kv.list<string>({ prefix: reportsOnTargetPrefix("comment", first) })) {
    return commentKey(e.value, first);
  }
  throw new AppError(
    "NOT_FOUND",
    `No report names the comment ${ref}: give it as <postId>/<commentId>.`,
  );
}

const noComment = (ref: string) => new AppError("NOT_FOUND", `No comment is ${ref}.`);

/** Sets or clears `hiddenAt` on a comment (`<postId>/<commentId>` or a reported comment's id). */
export async function setCommentHidden(
  kv: Deno.Kv,
  ref: string,
  hidden: boolean,
  now: number,
): Promise<CommentRecord> {
  const key = await findCommentKey(kv, ref);
  return await updateValue<CommentRecord>(kv, key, (comment) => {
    if (!comment) throw noComment(ref);
    return { ...comment, hiddenAt: hidden ? comment.hiddenAt ?? now : null };
  }, { attempts: 5 });
}

/** The account an operator names by id or username. */
export async function findStudent(kv: Deno.Kv, ref: string): Promise<UserRecord> {
  const byId = isId(ref) ? (await kv.get<UserRecord>(userKey(ref))).value : null;
  const user = byId ?? await findUserByUsername(kv, ref.replace(/^@/, "").toLowerCase());
  if (!user) throw new AppError("NOT_FOUND", `No student is ${ref}.`);
  return user;
}

/**
 * Suspends (or restores) an account. Suspending ends every login at once: the server refuses
 * their cookies from the next request, and closes their open sockets within its 30-second sweep.
 */
export async function setSuspended(
  deps: SessionCloser,
  ref: string,
  suspended: boolean,
  now: number,
): Promise<{ user: UserRecord; endedSessions: number }> {
  const found = await findStudent(deps.kv, ref);
  const user = await updateValue<UserRecord>(deps.kv, userKey(found._id), (u) => {
    if (!u) throw new AppError("NOT_FOUND", `No student is ${ref}.`);
    return { ...u, suspendedAt: suspended ? u.suspendedAt ?? now : null };
  }, { attempts: 5 });
  const endedSessions = suspended ? await revokeUserSessions(deps, user._id) : 0;
  return { user, endedSessions };
}
