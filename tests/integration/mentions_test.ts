/**
 * @mentions over REST: a mention in a post, a comment or a chat message tells the student named,
 * once per item; an edit tells only students it newly names; never oneself, never across a
 * block, never from a hidden post; the views carry the names that are students, for links.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { type Client, signUpEach } from "../helpers/users.ts";
import { createPost } from "../helpers/posts.ts";
import { addBlock } from "../../src/safety/blocks.ts";
import { postKey } from "../../src/posts/keys.ts";

type Note = { type: string; title: string; message: string; link: string; senderId: string };
type Notes = { notifications: Note[]; unreadCount: number };

async function mentions(client: Client): Promise<Note[]> {
  const res = await client.request<Notes>("GET", "/api/notifications");
  return res.body.notifications.filter((n) => n.type === "mention");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (or 5 s pass), polling; answers the last value read. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  const end = Date.now() + 5000;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await sleep(100);
    value = await read();
  }
  return value;
}

Deno.test("[mentions] posts and comments tell each student named once, edits only the new", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c, d] = await signUpEach(server, smtp, [
      { username: "men_asha", name: "Asha" },
      "men_bhavin",
      "men_chitra",
      "men_dev",
    ]);
    let postId = "";

    await t.step("a post naming a student tells them once, with a link to the post", async () => {
      postId = await createPost(a.client, {
        type: "text",
        title: "Graphs study group",
        content: "Join us @Men_Bhavin and @men_bhavin again, and @nobody_here too. @men_asha",
      });
      const got = await mentions(b.client);
      assert.equal(got.length, 1);
      assert.equal(got[0].title, "You were mentioned");
      assert.equal(got[0].message, 'Asha mentioned you in "Graphs study group"');
      assert.equal(got[0].link, `/blog/${postId}`);
      assert.equal(got[0].senderId, a.user._id);
      // Naming oneself tells nobody.
      assert.deepEqual(await mentions(a.client), []);
    });

    await t.step("the post view links the names that are students", async () => {
      const res = await c.client.request<{ post: { mentions: Record<string, string> } }>(
        "GET",
        `/api/posts/${postId}`,
      );
      assert.deepEqual(res.body.post.mentions, {
        men_bhavin: b.user._id,
        men_asha: a.user._id,
      });
    });

    await t.step("an edit adding a name tells only the new one; a second edit nobody", async () => {
      const edit = (content: string) =>
        a.client.request("PUT", `/api/posts/${postId}`, { content });
      assert.equal((await edit("Now with @men_bhavin and @men_chitra")).status, 200);
      assert.equal((await mentions(b.client)).length, 1);
      assert.equal((await mentions(c.client)).length, 1);
      // Removed and named again, or simply edited again: nothing new.
      await edit("Only @men_bhavin");
      await edit("Again @men_bhavin and @men_chitra, typo fixed");
      assert.equal((await mentions(b.client)).length, 1);
      assert.equal((await mentions(c.client)).length, 1);
    });

    await t.step("a comment naming a student tells them, and its edit only the new", async () => {
      const made = await b.client.request<{ comment: { _id: string; mentions: object } }>(
        "POST",
        `/api/posts/${postId}/comment`,
        { content: "Count me in, @men_dev!" },
      );
      assert.equal(made.status, 201);
      assert.deepEqual(made.body.comment.mentions, { men_dev: d.user._id });
      const got = await mentions(d.client);
      assert.equal(got.length, 1);
      assert.match(got[0].message, /mentioned you in a comment on "Graphs study group"$/);
      const commentId = made.body.comment._id;
      const edit = (content: string) =>
        b.client.request("PUT", `/api/posts/${postId}/comments/${commentId}`, { content });
      assert.equal((await edit("Count me in, @men_dev and @men_asha!")).status, 200);
      assert.equal((await edit("Count me in, @men_dev and @men_asha!!")).status, 200);
      assert.equal((await mentions(d.client)).length, 1);
      assert.equal((await mentions(a.client)).length, 1);
      // Another student cannot edit it to name someone.
      const theirs = await c.client.request(
        "PUT",
        `/api/posts/${postId}/comments/${commentId}`,
        { content: "@men_chitra" },
      );
      assert.equal(theirs.status, 403);
    });

    await t.step("across a block, nothing passes either way", async () => {
      await addBlock(server.kv.atomic(), d.user._id, a.user._id, Date.now()).commit();
      await createPost(a.client, { type: "text", title: "Hello @men_dev", content: "" });
      await createPost(d.client, { type: "text", title: "Hi @men_asha", content: "" });
      assert.equal((await mentions(d.client)).length, 1);
      assert.equal((await mentions(a.client)).length, 1);
    });

    await t.step("a hidden post tells nobody", async () => {
      const id = await createPost(c.client, { type: "text", title: "Draft", content: "" });
      const entry = await server.kv.get<Record<string, unknown>>(postKey(id));
      await server.kv.set(postKey(id), { ...entry.value, hiddenAt: Date.now() });
      await c.client.request("PUT", `/api/posts/${id}`, { content: "@men_bhavin look" });
      assert.equal((await mentions(b.client)).length, 1);
    });
  } finally {
    await close();
  }
});

Deno.test("[mentions] a chat message tells its other participant only", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c] = await signUpEach(server, smtp, [
      { username: "chat_men_a", name: "Arjun" },
      "chat_men_b",
      "chat_men_c",
    ]);
    const chat = await a.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${b.user._id}`,
    );
    const chatId = chat.body.chat._id;
    const sent = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
      content: "@chat_men_b did you see what @chat_men_c wrote?",
    });
    assert.equal(sent.status, 201);
    const got = await until(() => mentions(b.client), (n) => n.length > 0);
    assert.equal(got.length, 1);
    assert.equal(got[0].message, "Arjun mentioned you in a chat");
    assert.equal(got[0].link, `/chat?userId=${a.user._id}`);
    // Not a participant: the student named outside the chat hears nothing.
    await sleep(300);
    assert.deepEqual(await mentions(c.client), []);
  } finally {
    await close();
  }
});
