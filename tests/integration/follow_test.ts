/** The follow graph over REST: both path families, lists, removal, and exact counts under load. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { userKey } from "../../src/users/keys.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { follow, unfollow } from "../../src/follow/service.ts";

type Row = { _id: string; username: string; isFollowing: boolean };

async function setup() {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b, c] = await signUpEach(server, smtp, ["asha", "bhavin", "chitra"]);
  return { server, a, b, c, close };
}

async function profile(client: Client, id: string) {
  return (await client.request<{ user: Record<string, number | boolean> }>(
    "GET",
    `/api/users/${id}`,
  ))
    .body.user;
}

Deno.test("[follow] follow, unfollow and the lists", async (t) => {
  const s = await setup();
  const { a, b, c } = s;

  await t.step("POST /follow/{id} follows; twice is a no-op", async () => {
    const first = await a.client.request("POST", `/api/follow/${b.user._id}`);
    assert.deepEqual(first.body, { isFollowing: true, followersCount: 1, followingCount: 1 });
    const second = await a.client.request("POST", `/api/users/${b.user._id}/follow`);
    assert.deepEqual(second.body, { isFollowing: true, followersCount: 1, followingCount: 1 });
    const p = await profile(a.client, b.user._id);
    assert.equal(p.followersCount, 1);
    assert.equal(p.isFollowing, true);
    assert.equal((await profile(a.client, a.user._id)).followingCount, 1);
  });

  await t.step("following yourself or a stranger id is refused", async () => {
    const self = await a.client.request("POST", `/api/follow/${a.user._id}`);
    assert.equal(self.status, 400);
    assert.equal(self.body.message, "You cannot follow yourself.");
    const ghost = await a.client.request("POST", "/api/follow/01J0000000000000000000000A");
    assert.equal(ghost.status, 404);
    const anon = await new Client(s.server).request("POST", `/api/follow/${b.user._id}`);
    assert.equal(anon.status, 401);
  });

  await t.step("followers rows say whether the viewer follows each one", async () => {
    await c.client.request("POST", `/api/users/${b.user._id}/follow`);
    await a.client.request("POST", `/api/follow/${c.user._id}`);
    const res = await a.client.request<{ followers: Row[] }>(
      "GET",
      `/api/follow/${b.user._id}/followers`,
    );
    const rows = Object.fromEntries(res.body.followers.map((r) => [r.username, r.isFollowing]));
    assert.deepEqual(rows, { asha: false, chitra: true });
    const following = await a.client.request<{ following: Row[] }>(
      "GET",
      `/api/follow/${a.user._id}/following`,
    );
    assert.deepEqual(following.body.following.map((r) => r.username).sort(), ["bhavin", "chitra"]);
  });

  await t.step("lists page with a cursor", async () => {
    const first = await a.client.request<{ following: Row[]; cursor: string }>(
      "GET",
      `/api/follow/${a.user._id}/following?limit=1`,
    );
    assert.equal(first.body.following.length, 1);
    assert.ok(first.body.cursor);
    const second = await a.client.request<{ following: Row[]; cursor: string | null }>(
      "GET",
      `/api/follow/${a.user._id}/following?limit=1&cursor=${first.body.cursor}`,
    );
    assert.equal(second.body.following.length, 1);
    assert.notEqual(second.body.following[0]._id, first.body.following[0]._id);
    assert.equal(second.body.cursor, null);
    const bad = await a.client.request("GET", `/api/follow/${a.user._id}/following?cursor=%%%`);
    assert.equal(bad.status, 400);
  });

  await t.step("unfollow by both paths; twice is a no-op", async () => {
    const res = await a.client.request("DELETE", `/api/follow/${b.user._id}`);
    assert.deepEqual(res.body, { isFollowing: false, followersCount: 1, followingCount: 1 });
    const again = await a.client.request("POST", `/api/users/${b.user._id}/unfollow`);
    assert.deepEqual(again.body, { isFollowing: false, followersCount: 1, followingCount: 1 });
  });

  await t.step("an owner removes a follower", async () => {
    const res = await b.client.request("DELETE", `/api/follow/remove-follower/${c.user._id}`);
    assert.deepEqual(res.body, { removed: true, followersCount: 0 });
    const list = await b.client.request<{ followers: Row[] }>(
      "GET",
      `/api/follow/${b.user._id}/followers`,
    );
    assert.deepEqual(list.body.followers, []);
    assert.equal((await profile(c.client, c.user._id)).followingCount, 0);
    const none = await b.client.request("DELETE", `/api/follow/remove-follower/${a.user._id}`);
    assert.deepEqual(none.body, { removed: false, followersCount: 0 });
  });

  await s.close();
});

Deno.test("[follow] counts stay exact when many follow and unfollow at once", async () => {
  const server = await startServer();
  const deps = serviceDeps(server);
  const make = async (i: number) => (await makeStudent(server.kv, "Load", i))._id;
  const star = await make(0);
  const fans = await Promise.all(Array.from({ length: 60 }, (_, i) => make(i + 1)));
  // Every fan follows twice, unfollows, and the first 40 follow again: all at once.
  await Promise.all(fans.map(async (fan, i) => {
    await Promise.all([follow(deps, fan, star), follow(deps, fan, star)]);
    await unfollow(deps, fan, star);
    if (i < 40) await Promise.all([follow(deps, fan, star), follow(deps, fan, star)]);
  }));
  const client = new Client(server);
  const p =
    (await client.request<{ user: { followersCount: number } }>("GET", `/api/users/${star}`)).body
      .user;
  assert.equal(p.followersCount, 40);
  let listed = 0;
  for await (const _ of server.kv.list({ prefix: ["followers", star] })) listed++;
  assert.equal(listed, 40);
  const following = await Promise.all(
    fans.map((f) => server.kv.get<Deno.KvU64>(["user_stats", f, "following"])),
  );
  assert.equal(following.filter((e) => e.value?.value === 1n).length, 40);
  assert.equal(following.filter((e) => e.value?.value === 0n).length, 20);
  assert.ok((await server.kv.get(userKey(star))).value);
  await server.close();
});
