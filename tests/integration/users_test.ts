/** Profiles over REST: read, edit with its messages, suggestions, search and filters. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";

type U = { _id: string; username: string; department?: string; year?: string };

async function setup() {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b, c] = await signUpEach(server, smtp, [
    { name: "Asha", username: "asha" },
    { name: "Bhavin", username: "bhavin" },
    { name: "Chitra", username: "chitra" },
  ]);
  return { server, a, b, c, close };
}

Deno.test("[users] profiles: read and edit", async (t) => {
  const s = await setup();
  const { a, b } = s;

  await t.step("GET /users/{id} answers the profile with counters", async () => {
    const res = await new Client(s.server).request("GET", `/api/users/${a.user._id}`);
    assert.equal(res.status, 200);
    const user = res.body.user as Record<string, unknown>;
    assert.equal(user.name, "Asha");
    for (const k of ["followersCount", "followingCount", "totalPosts", "totalLikes"]) {
      assert.equal(user[k], 0, k);
    }
    assert.equal(user.isOnline, false);
    assert.equal(user.isFollowing, false);
    assert.equal(user.email, undefined, "e-mail addresses are never public");
    assert.equal(user.passwordHash, undefined);
  });

  await t.step("unknown and malformed ids are 404", async () => {
    for (const id of ["01J0000000000000000000000A", "nope", "01j0000000000000000000000a", "0"]) {
      const res = await new Client(s.server).request("GET", `/api/users/${id}`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.message, "User not found.");
    }
  });

  await t.step("the owner edits every field; the answer and a re-read agree", async () => {
    const changes = {
      name: "Asha V",
      username: "Asha_V",
      bio: "Loves graphs.",
      year: "3",
      department: "Computer Science",
      specialization: "Algorithms",
    };
    const res = await a.client.request("PUT", `/api/users/${a.user._id}`, changes);
    assert.equal(res.status, 200);
    const again = await a.client.request("GET", `/api/users/${a.user._id}`);
    for (const [k, v] of Object.entries(changes)) {
      assert.equal((again.body.user as Record<string, unknown>)[k], v, k);
    }
    // The new username logs in; the old one is free again.
    const login = await new Client(s.server).request("POST", "/api/auth/login", {
      emailOrUsername: "asha_v",
      password: a.password,
    });
    assert.equal(login.status, 200);
    const search = await a.client.request<{ users: U[] }>("GET", "/api/users/search?username=asha");
    assert.deepEqual(search.body.users.map((u) => u.username), ["Asha_V"]);
  });

  await t.step("each bad field gets its own message", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: "" }, 400, "Name is required"],
      [{ username: "x" }, 400, "Username must be at least 3 characters"],
      [{ username: "BHAVIN" }, 409, "That username is taken. Please choose another."],
      [{ bio: "b".repeat(281) }, 400, "Bio must be at most 280 characters"],
      [{ year: "5" }, 400, "Choose a year from 1 to 4"],
      [{ department: "Astrology" }, 400, "Choose a department from the list"],
      [{ specialization: "Juggling" }, 400, "Choose a specialization from the list"],
      [
        { profilePicture: "https://evil.example/x.png" },
        400,
        "Upload a new picture with Change picture",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await a.client.request("PUT", `/api/users/${a.user._id}`, body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
  });

  await t.step("another student's profile cannot be edited; visitors must sign in", async () => {
    const res = await b.client.request("PUT", `/api/users/${a.user._id}`, { bio: "hacked" });
    assert.equal(res.status, 403);
    assert.equal(res.body.message, "You can only edit your own profile.");
    const anon = await new Client(s.server).request("PUT", `/api/users/${a.user._id}`, {
      bio: "x",
    });
    assert.equal(anon.status, 401);
    const read = await b.client.request("GET", `/api/users/${a.user._id}`);
    assert.equal((read.body.user as { bio: string }).bio, "Loves graphs.");
  });

  await s.close();
});

Deno.test("[users] suggestions, search and filters", async (t) => {
  const s = await setup();
  const { a, b, c } = s;
  await b.client.request("PUT", `/api/users/${b.user._id}`, {
    department: "Electronics",
    year: "2",
  });
  await c.client.request("PUT", `/api/users/${c.user._id}`, {
    department: "Electronics",
    year: "3",
  });

  await t.step("suggestions never include yourself or people you follow", async () => {
    await a.client.request("POST", `/api/follow/${b.user._id}`);
    for (let i = 0; i < 10; i++) {
      const res = await a.client.request<{ users: U[] }>("GET", "/api/users/suggest?limit=8");
      const ids = res.body.users.map((u) => u._id);
      assert.deepEqual(ids, [c.user._id]);
    }
  });

  await t.step("the limit is respected and checked", async () => {
    const anon = await new Client(s.server).request<{ users: U[] }>(
      "GET",
      "/api/users/suggest?limit=2",
    );
    assert.equal(anon.body.users.length, 2);
    const bad = await new Client(s.server).request("GET", "/api/users/suggest?limit=500");
    assert.equal(bad.status, 400);
  });

  await t.step("search is a case-insensitive username prefix", async () => {
    const res = await new Client(s.server).request<{ users: U[] }>(
      "GET",
      "/api/users/search?username=BH",
    );
    assert.deepEqual(res.body.users.map((u) => u.username), ["bhavin"]);
    const none = await new Client(s.server).request<{ users: U[] }>(
      "GET",
      "/api/users/search?username=zz",
    );
    assert.deepEqual(none.body.users, []);
    const odd = await new Client(s.server).request<{ users: U[] }>(
      "GET",
      "/api/users/search?username=%25%27",
    );
    assert.deepEqual(odd.body.users, []);
  });

  await t.step("filters intersect", async () => {
    const dept = await new Client(s.server).request<{ users: U[] }>("POST", "/api/users/filter", {
      department: "Electronics",
    });
    assert.deepEqual(dept.body.users.map((u) => u.username).sort(), ["bhavin", "chitra"]);
    const both = await new Client(s.server).request<{ users: U[] }>("POST", "/api/users/filter", {
      department: "Electronics",
      year: "3",
    });
    assert.deepEqual(both.body.users.map((u) => u.username), ["chitra"]);
    const moved = await c.client.request("PUT", `/api/users/${c.user._id}`, {
      department: "Civil",
    });
    assert.equal(moved.status, 200);
    const after = await new Client(s.server).request<{ users: U[] }>("POST", "/api/users/filter", {
      department: "Electronics",
    });
    assert.deepEqual(after.body.users.map((u) => u.username), ["bhavin"]);
  });

  await t.step("an empty filter is explained", async () => {
    const res = await new Client(s.server).request("POST", "/api/users/filter", {});
    assert.equal(res.status, 400);
    assert.equal(res.body.message, "Choose a year, department or specialization to filter by");
  });

  await s.close();
});
