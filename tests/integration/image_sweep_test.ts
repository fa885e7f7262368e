/**
 * Uploaded images nothing points at any more are collected: a deleted post's, one an edit took
 * out, a replaced or removed profile picture, an upload no post used within a day. An image still
 * shown by another post, or as the profile picture, is kept.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { sweepUnusedImages } from "../../src/uploads/blob_sweep.ts";
import { doomedBlobKey, uploadKey, uploadRefsKey } from "../../src/uploads/keys.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { type Client, signUp } from "../helpers/users.ts";
import { createPost, uploadImages } from "../helpers/posts.ts";
import { pngWithText } from "../helpers/images.ts";
import type { TestServer } from "../helpers/server.ts";

/** Whether the file behind an image URL is still stored. */
async function stored(server: TestServer, url: string): Promise<boolean> {
  return (await server.blobs.get(url.slice("/media/".length))) !== null;
}

async function setPicture(client: Client): Promise<string> {
  const form = new FormData();
  form.set("profilePicture", new File([pngWithText() as Uint8Array<ArrayBuffer>], "me.png"));
  const res = await fetch(`${client.server.url}/api/upload/profile-picture`, {
    method: "POST",
    headers: { cookie: client.cookieHeader, origin: client.server.origin },
    body: form,
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.profilePicture;
}

const image = (url: string) => ({ url, caption: "", alt: "" });

Deno.test("[uploads] images nothing points at are collected, shared ones kept", async (t) => {
  const clock = manualClock(Date.now());
  const { server, smtp, close } = await startServerWithSmtp({ clock });
  const { client } = await signUp(server, smtp, { username: "photographer" });
  const sweep = () =>
    sweepUnusedImages(
      { kv: server.kv, blobs: server.blobs, logger: createLogger("silent") },
      clock.now(),
    );
  const imagePost = (title: string, urls: string[]) =>
    createPost(client, { type: "image", title, images: urls.map(image) });
  try {
    const [shared, own, later] = await uploadImages(client, 3);
    const first = await imagePost("Two pictures", [shared, own]);
    const second = await imagePost("The same picture", [shared]);

    await t.step("deleting a post removes its image after the sweep", async () => {
      const res = await client.request("DELETE", `/api/posts/${first}`);
      assert.equal(res.status, 200);
      assert.equal(await sweep(), 1);
      assert.equal(await stored(server, own), false);
      const served = await fetch(`${server.url}${own}`);
      await served.body?.cancel();
      assert.equal(served.status, 404);
    });

    await t.step("an image another post still shows survives", async () => {
      assert.equal(await stored(server, shared), true);
      const res = await client.request<{ post: { images: { url: string }[] } }>(
        "GET",
        `/api/posts/${second}`,
      );
      assert.deepEqual(res.body.post.images.map((i) => i.url), [shared]);
    });

    await t.step("an image an edit takes out is removed; its replacement stays", async () => {
      const res = await client.request("PUT", `/api/posts/${second}`, {
        images: [image(later)],
      });
      assert.equal(res.status, 200);
      assert.equal(await sweep(), 1);
      assert.equal(await stored(server, shared), false);
      assert.equal(await stored(server, later), true);
    });

    await t.step("a collected upload cannot be put in a post again", async () => {
      const res = await client.request<{ message: string }>("POST", "/api/posts", {
        type: "image",
        title: "Old picture",
        images: [image(shared)],
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, "Images must be uploaded with Add images first.");
    });

    await t.step("a replaced profile picture is removed at once", async () => {
      const old = await setPicture(client);
      const next = await setPicture(client);
      assert.equal(await stored(server, old), false);
      assert.equal(await stored(server, next), true);
    });

    await t.step("a picture a post shows too survives being replaced", async () => {
      const picture = await setPicture(client);
      await imagePost("My picture", [picture]);
      const next = await setPicture(client);
      await sweep();
      assert.equal(await stored(server, picture), true);
      assert.equal(await stored(server, next), true);
    });

    await t.step("a removed profile picture is removed after the sweep", async () => {
      const me = await client.request<{ user: { _id: string; profilePicture: string } }>(
        "GET",
        "/api/auth/me",
      );
      const res = await client.request("PUT", `/api/users/${me.body.user._id}`, {
        profilePicture: null,
      });
      assert.equal(res.status, 200);
      await sweep();
      assert.equal(await stored(server, me.body.user.profilePicture), false);
    });

    await t.step("a file a crash left between record and file goes at the next sweep", async () => {
      const [orphan] = await uploadImages(client, 1);
      const key = orphan.slice("/media/".length);
      // What the sweep's first write leaves when the process dies before deleting the file.
      await server.kv.atomic()
        .delete(uploadKey(key))
        .delete(uploadRefsKey(key))
        .set(doomedBlobKey(key), null)
        .commit();
      assert.equal(await stored(server, orphan), true);
      await sweep();
      assert.equal(await stored(server, orphan), false);
      assert.equal((await server.kv.get(doomedBlobKey(key))).value, null, "the note is gone");
    });

    await t.step("an upload no post used is removed a day later", async () => {
      const [unused] = await uploadImages(client, 1);
      await sweep();
      assert.equal(await stored(server, unused), true, "kept while a post may still use it");
      clock.advance(24 * 3600_000 + 1);
      assert.ok(await sweep() >= 1);
      assert.equal(await stored(server, unused), false);
      assert.equal(await stored(server, later), true, "images in use stay");
    });
  } finally {
    await close();
  }
});
