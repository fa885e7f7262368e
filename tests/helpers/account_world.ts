/**
 * A small campus around one student, X, for the account export and deletion tests: X's posts
 * (an image post, a roadmap, a text post), others' likes, comments and shares on them and X's on
 * theirs, follows both ways, a chat with unread messages on the other side, a saved file, a
 * profile picture, a study favourite, quick feedback and a report with an attachment. Also the
 * counters of other students that deleting X must correct.
 */
import assert from "node:assert/strict";
import { categoryPostsKey } from "../../src/stats/keys.ts";
import { countOf } from "../../src/core/counters.ts";
import { SUBJECT_IDS } from "../../src/shared/study_subjects.ts";
import { pngWithText } from "./images.ts";
import { createPost, textPost, uploadImages } from "./posts.ts";
import type { TestServer } from "./server.ts";
import type { SmtpSink } from "./smtp_sink.ts";
import { type Client, signUpEach } from "./users.ts";

export const X_CATEGORY = "Web Dev";
export const FILE_CONTENT = "print('hello from a saved file')\n";

async function ok<T = Record<string, unknown>>(
  client: Client,
  method: string,
  path: string,
  json?: unknown,
): Promise<T> {
  const res = await client.request<T>(method, path, json);
  assert.ok(res.status < 300, `${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function multipart(client: Client, path: string, form: FormData) {
  const res = await fetch(`${client.server.url}${path}`, {
    method: "POST",
    headers: { cookie: client.cookieHeader, origin: client.server.origin },
    body: form,
  });
  const body = await res.json();
  assert.ok(res.status < 300, `${path} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const png = (n: number) =>
  new File([pngWithText(8 + n, 8) as Uint8Array<ArrayBuffer>], `p${n}.png`, { type: "image/png" });

export async function buildWorld(server: TestServer, smtp: SmtpSink) {
  const [x, a, b] = await signUpEach(server, smtp, ["xavier", "asha", "bilal"]);
  const xId = x.user._id;
  // Follows first, so X's posts reach A's and B's feeds and notify them.
  await ok(x.client, "POST", `/api/follow/${a.user._id}`);
  await ok(a.client, "POST", `/api/follow/${xId}`);
  await ok(b.client, "POST", `/api/follow/${xId}`);
  await ok(b.client, "POST", `/api/follow/${a.user._id}`);

  const [imageUrl] = await uploadImages(x.client, 1);
  const xImage = await createPost(x.client, {
    type: "image",
    title: "Lab photos",
    images: [{ url: imageUrl, caption: "the bench" }],
  });
  const xRoadmap = await createPost(x.client, {
    type: "section",
    title: "Frontend path",
    section: { title: "Frontend", category: X_CATEGORY, resources: [] },
  });
  const xText = await textPost(x.client, "Notes from X");
  const aPost = await textPost(a.client, "Asha's post");
  await createPost(a.client, {
    type: "section",
    title: "Asha's roadmap",
    section: { title: "Backend", category: X_CATEGORY, resources: [] },
  });
  const bPost = await textPost(b.client, "Bilal's post");

  // Others on X's posts.
  await ok(a.client, "POST", `/api/posts/${xImage}/like`);
  await ok(b.client, "POST", `/api/posts/${xRoadmap}/like`);
  await ok(a.client, "POST", `/api/posts/${xImage}/share`);
  const aComment = await ok<{ comment: { _id: string } }>(
    a.client,
    "POST",
    `/api/posts/${xImage}/comment`,
    { content: "Nice bench" },
  );
  // X on others' posts, and B on A's (which must stay).
  await ok(x.client, "POST", `/api/posts/${aPost}/like`);
  await ok(b.client, "POST", `/api/posts/${aPost}/like`);
  await ok(x.client, "POST", `/api/posts/${bPost}/share`);
  await ok(x.client, "POST", `/api/posts/${bPost}/save`);
  const xComment = await ok<{ comment: { _id: string } }>(
    x.client,
    "POST",
    `/api/posts/${aPost}/comment`,
    { content: "Great post, Asha" },
  );
  await ok(b.client, "POST", `/api/posts/${aPost}/comment`, { content: "Agreed" });

  // A chat: X writes twice (unread for A), A once.
  const { chat } = await ok<{ chat: { _id: string } }>(
    x.client,
    "POST",
    `/api/chat/user/${a.user._id}`,
  );
  const messages: string[] = [];
  for (const [who, content] of [[x, "Hi Asha"], [a, "Hi X"], [x, "See you in the lab"]] as const) {
    const { message } = await ok<{ message: { _id: string } }>(
      who.client,
      "POST",
      `/api/chat/${chat._id}/messages`,
      { content, type: "text" },
    );
    messages.push(message._id);
  }
  await ok(x.client, "PUT", `/api/chat/${chat._id}/read`);

  const { file } = await ok<{ file: { _id: string } }>(x.client, "POST", "/api/files/save", {
    roomId: "room-x",
    filename: "main.py",
    content: FILE_CONTENT,
  });
  const pictureForm = new FormData();
  pictureForm.set("profilePicture", png(1));
  const picture = await multipart(x.client, "/api/upload/profile-picture", pictureForm);
  const subjectId = SUBJECT_IDS[0];
  await ok(x.client, "PUT", `/api/study/favourites/${subjectId}`);

  const opened = { website: "", fillMs: 5000 };
  const quick = await ok<{ feedback: { _id: string } }>(x.client, "POST", "/api/feedback", {
    type: "quick",
    name: "Xavier",
    role: "Student",
    text: "Campus helps me study",
    ...opened,
  });
  const attachmentForm = new FormData();
  attachmentForm.set("file", png(2));
  const attachment = await multipart(x.client, "/api/upload", attachmentForm);
  const report = await ok<{ feedback: { _id: string } }>(x.client, "POST", "/api/feedback", {
    type: "technical",
    name: "Xavier",
    role: "Student",
    deviceInfo: "Laptop",
    issues: "The editor froze once",
    attachments: [attachment],
    ...opened,
  });
  // A planner task with a reminder weeks away, and one finished (a streak day shown on the profile).
  const dueAt = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await ok(x.client, "POST", "/api/planner/tasks", {
    title: "Revise for the end-semester exam",
    dueAt: dueAt(20),
    reminderMinutes: 60,
  });
  const doneTask = await ok<{ task: { _id: string } }>(x.client, "POST", "/api/planner/tasks", {
    title: "Read chapter 1",
    dueAt: dueAt(1),
  });
  await ok(x.client, "PUT", `/api/planner/tasks/${doneTask.task._id}`, { done: true });
  await ok(x.client, "PUT", "/api/planner/streak", { showStreak: true });

  return {
    x,
    a,
    b,
    xId,
    posts: { xImage, xRoadmap, xText, aPost, bPost },
    aCommentOnX: aComment.comment._id,
    xComment: xComment.comment._id,
    chatId: chat._id,
    messages,
    fileId: file._id,
    subjectId,
    feedbackIds: [quick.feedback._id, report.feedback._id],
    imageBlob: imageUrl.slice("/media/".length),
    pictureBlob: (picture.profilePicture as string).slice("/media/".length),
    attachmentBlob: `attachment-${(attachment.url as string).split("/").pop()}`,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** What other students see of X's presence: the counters deleting X must correct. */
export async function othersCounters(server: TestServer, w: World) {
  const profile = async (id: string) =>
    (await ok<{ user: Record<string, number> }>(w.b.client, "GET", `/api/users/${id}`)).user;
  const post = async (id: string) =>
    (await ok<{ post: Record<string, number> }>(w.b.client, "GET", `/api/posts/${id}`)).post;
  const [aProfile, bProfile, aPost, bPost] = [
    await profile(w.a.user._id),
    await profile(w.b.user._id),
    await post(w.posts.aPost),
    await post(w.posts.bPost),
  ];
  return {
    aFollowers: aProfile.followersCount,
    aFollowing: aProfile.followingCount,
    aTotalLikes: aProfile.totalLikes,
    bFollowing: bProfile.followingCount,
    aPostLikes: aPost.likesCount,
    aPostComments: aPost.commentsCount,
    bPostShares: bPost.sharesCount,
    aChatUnread: (await ok<{ unreadCount: number }>(w.a.client, "GET", "/api/chat/unread-count"))
      .unreadCount,
    aNotificationsUnread:
      (await ok<{ unreadCount: number }>(w.a.client, "GET", "/api/notifications/unread-count"))
        .unreadCount,
    stats: (await ok<{ stats: Record<string, number> }>(w.b.client, "GET", "/api/stats")).stats,
    categoryPosts: countOf((await server.kv.get(categoryPostsKey(X_CATEGORY))).value),
  };
}

/** How many of A's unread notifications X caused (they leave with X). */
export async function unreadFromX(w: World): Promise<number> {
  const { notifications } = await ok<{ notifications: { senderId: string; isRead: boolean }[] }>(
    w.a.client,
    "GET",
    "/api/notifications?limit=50",
  );
  return notifications.filter((n) => n.senderId === w.xId && !n.isRead).length;
}

/** Every stored key, and value, that still names X or anything X owned. */
export async function remnantsOf(server: TestServer, w: World): Promise<string[]> {
  const ids = [
    w.xId,
    ...Object.entries(w.posts).filter(([k]) => k.startsWith("x")).map(([, v]) => v),
    w.xComment,
    w.chatId,
    ...w.messages,
    w.fileId,
    ...w.feedbackIds,
    w.imageBlob,
    w.pictureBlob,
    w.attachmentBlob.slice("attachment-".length),
  ];
  const found: string[] = [];
  for await (const e of server.kv.list({ prefix: [] })) {
    const key = JSON.stringify(e.key);
    const value = e.value instanceof Uint8Array || e.value instanceof Deno.KvU64
      ? ""
      : JSON.stringify(e.value) ?? "";
    const hit = ids.find((id) => key.includes(id) || value.includes(id));
    if (hit) found.push(`${key} = ${value.slice(0, 160)}`);
  }
  return found;
}
