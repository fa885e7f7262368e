/**
 * Hostile small inputs answered as a careful server would: malformed path escapes, hostile
 * tRPC envelopes, caching of private answers and page sizes above the documented maximum.
 */
import assert from "node:assert/strict";
import { fetchJson } from "../helpers/http.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, completeTokenFor, signUpEach } from "../helpers/users.ts";

Deno.test("[hardening] malformed %-escapes in any path never answer 5xx", async (t) => {
  const server = await startServer();
  try {
    await t.step("static files answer 400", async () => {
      for (const path of ["/static/%zz", "/static/%", "/static/%E0%A4%A", "/static/_build/%ff%"]) {
        const res = await fetch(server.url + path);
        const text = await res.text();
        assert.equal(res.status, 400, `${path}: ${res.status} ${text}`);
      }
    });
    await t.step("pages, the API, tRPC, sockets and media answer below 500", async () => {
      const paths = [
        "/profile/%zz",
        "/blog/%E0%A4%A",
        "/editor/%",
        "/api/users/%zz",
        "/api/posts/%zz/comments",
        "/api/files/%zz/%E0%A4%A",
        "/api/attachments/%zz",
        "/api/%",
        "/trpc/%zz",
        "/trpc/posts.byId?input=%zz",
        "/collab/%zz",
        "/media/%zz",
        "/r/%zz",
        "/%E0%A4%A",
      ];
      for (const path of paths) {
        const res = await fetch(server.url + path, { redirect: "manual" });
        await res.body?.cancel();
        assert.ok(res.status < 500, `${path}: ${res.status}`);
      }
    });
  } finally {
    await server.close();
  }
});

/** Posts `body` (already JSON text) to the tRPC procedure `path` and reads its error. */
async function trpcError(server: TestServer, path: string, body: string) {
  const res = await fetch(`${server.url}/trpc/${path}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body,
  });
  const answer = await res.json();
  return { status: res.status, message: answer.error?.json?.message as string };
}

Deno.test("[hardening] tRPC answers bad input with the REST sentence, hostile envelopes with 400", async (t) => {
  const server = await startServer();
  try {
    await t.step("a validation error reads as the REST route's sentence", async () => {
      const input = { emailOrUsername: 5, password: "" };
      const rest = await fetchJson<{ message: string }>(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { origin: server.origin },
        json: input,
      });
      const trpc = await trpcError(server, "auth.login", JSON.stringify({ json: input }));
      assert.equal(rest.status, 400);
      assert.deepEqual(trpc, { status: 400, message: rest.body.message });
      assert.doesNotMatch(trpc.message, /[[{"]/, "no raw zod JSON");
    });
    await t.step("a body that is not JSON says so in words", async () => {
      assert.deepEqual(await trpcError(server, "auth.login", "{"), {
        status: 400,
        message: "The request is not valid JSON.",
      });
    });
    const unreadable = {
      status: 400,
      message: "The request's input could not be read (its superjson form is invalid).",
    };
    const login = { emailOrUsername: "nobody", password: "whatever it is" };
    await t.step("metadata nested 100,000 levels deep", async () => {
      const deepObject = '{"a":'.repeat(100_000) + '["Date"]' + "}".repeat(100_000);
      const deepArray = "[".repeat(100_000) + "]".repeat(100_000);
      for (const values of [deepObject, deepArray]) {
        const body = `{"json":${JSON.stringify(login)},"meta":{"values":${values}}}`;
        assert.deepEqual(await trpcError(server, "auth.login", body), unreadable);
      }
    });
    await t.step("cyclic referential equalities and unknown classes", async () => {
      const metas = [
        { referentialEqualities: { "emailOrUsername": ["emailOrUsername.x"] } },
        { referentialEqualities: [["emailOrUsername"]] },
        { values: { emailOrUsername: ["class", "Foo"] } },
        { values: { emailOrUsername: ["map"] } },
        { values: { emailOrUsername: [["custom", "x"]] } },
        "not metadata",
      ];
      for (const meta of metas) {
        const body = JSON.stringify({ json: login, meta });
        assert.deepEqual(
          await trpcError(server, "auth.login", body),
          unreadable,
          JSON.stringify(meta),
        );
      }
    });
    await t.step("ordinary metadata still reaches the procedure", async () => {
      // Real superjson metadata must keep working: the sign-in runs and answers its own 401.
      const body = JSON.stringify({ json: login, meta: { values: {} } });
      const answer = await trpcError(server, "auth.login", body);
      assert.equal(answer.status, 401, answer.message);
    });
  } finally {
    await server.close();
  }
});

Deno.test("[hardening] private API answers are never cached; static assets keep their caching", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [asha] = await signUpEach(server, smtp, ["asha_cache"]);
    await t.step("REST and tRPC answers that depend on the session carry no-store", async () => {
      const paths = [
        "/api/notifications",
        "/api/notifications/unread-count",
        "/api/chat",
        `/api/users/${asha.user._id}`,
        "/api/feed/following",
        "/api/study/favourites",
        "/trpc/notifications.unreadCount",
        "/api/no-such-route",
      ];
      for (const path of paths) {
        const res = await asha.client.request("GET", path);
        assert.equal(res.headers.get("cache-control"), "no-store", `${path} (${res.status})`);
      }
      const visitor = await fetch(`${server.url}/api/chat`);
      await visitor.body?.cancel();
      assert.equal(visitor.status, 401);
      assert.equal(visitor.headers.get("cache-control"), "no-store", "a refusal is not cached");
    });
    await t.step("static files keep public caching", async () => {
      const res = await fetch(`${server.url}/static/styles.css`);
      await res.body?.cancel();
      assert.match(res.headers.get("cache-control") ?? "", /^public, max-age=\d+/);
    });
  } finally {
    await close();
  }
});

Deno.test("[hardening] no list serves more than its documented page size", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [asha, ben] = await signUpEach(server, smtp, ["asha_pages", "ben_pages"]);
    const post = await asha.client.request<{ postId: string }>("POST", "/api/posts", {
      type: "text",
      title: "Paging",
      content: "Pages have a size.",
    });
    const chat = await asha.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${ben.user._id}`,
    );
    // Each list with the largest `limit` docs/api.md allows and the sentence it refuses more with.
    const lists: [path: string, max: number, refusal: string][] = [
      ["/api/posts", 50, "limit must be 1 to 50"],
      ["/api/feed/global", 50, "limit must be 1 to 50"],
      ["/api/feed/following", 50, "limit must be 1 to 50"],
      [`/api/posts/user/${asha.user._id}`, 50, "limit must be 1 to 50"],
      [`/api/posts/${post.body.postId}/comments`, 100, "limit must be 1 to 100"],
      [`/api/follow/${asha.user._id}/followers`, 100, "limit must be 1 to 100"],
      [`/api/follow/${asha.user._id}/following`, 100, "limit must be 1 to 100"],
      ["/api/notifications", 50, "limit must be 1 to 50"],
      ["/api/chat", 50, "limit must be 1 to 50"],
      [`/api/chat/${chat.body.chat._id}/messages`, 200, "limit must be 1 to 200"],
      ["/api/users/suggest", 20, "limit must be 1 to 20"],
      ["/api/trending/contributors", 20, "limit must be between 1 and 20"],
      ["/api/feedback?type=quick", 50, "limit must be a whole number from 1 to 50"],
    ];
    for (const [path, max, refusal] of lists) {
      await t.step(
        `${path} takes limit ${max} and refuses ${max + 1}, 1000 and "abc"`,
        async () => {
          const join = path.includes("?") ? "&" : "?";
          const ok = await asha.client.request("GET", `${path}${join}limit=${max}`);
          assert.equal(ok.status, 200, JSON.stringify(ok.body));
          for (const limit of [max + 1, 1000]) {
            const res = await asha.client.request("GET", `${path}${join}limit=${limit}`);
            assert.equal(res.status, 400, `limit=${limit}: ${JSON.stringify(res.body)}`);
            assert.equal(res.body.message, refusal);
          }
          // Not a number: a sentence about `limit`, never zod's "expected number, received NaN".
          const text = await asha.client.request("GET", `${path}${join}limit=abc`);
          assert.equal(text.status, 400);
          assert.match(String(text.body.message), /^limit must be /);
        },
      );
    }
    await t.step("a bare page number walks at most to page 100", async () => {
      const last = await asha.client.request("GET", "/api/posts?page=100");
      assert.equal(last.status, 200);
      for (const page of [101, 1000]) {
        const res = await asha.client.request("GET", `/api/posts?page=${page}`);
        assert.equal(res.status, 400, `page=${page}`);
        assert.equal(res.body.message, "page must be at most 100");
      }
    });
  } finally {
    await close();
  }
});

/** Names that would show as something else, or as nothing, or cannot be encoded. */
const deceptive = [
  "Asha\u200b",
  "\u200fAsha",
  "\u202eahsA",
  "As\u2066ha\u2069",
  "Asha\ud800",
  "\udc00Asha",
  "As\u00adha",
  "As\ufeffha",
  "\u3164",
];

Deno.test("[hardening] invisible and deceptive characters are refused wherever a name is identity", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [asha] = await signUpEach(server, smtp, ["asha_names"]);
    await t.step("sign-up names and usernames", async () => {
      for (const name of deceptive) {
        const client = new Client(server);
        const email = `n${crypto.randomUUID().slice(0, 8)}@${server.config.collegeEmailDomain}`;
        const completeToken = await completeTokenFor(client, smtp, email);
        const fields = { completeToken, username: "fresh_one", password: "long enough" };
        const named = await client.request("POST", "/api/auth/signup/complete", {
          ...fields,
          name,
        });
        assert.equal(named.status, 400, JSON.stringify(name));
        assert.equal(named.body.message, "Name cannot contain invisible characters");
        const user = await client.request("POST", "/api/auth/signup/complete", {
          ...fields,
          name: "Fresh",
          username: `fresh${name}`,
        });
        assert.equal(user.status, 400, JSON.stringify(name));
      }
    });
    await t.step("profile names", async () => {
      for (const name of deceptive) {
        const res = await asha.client.request("PUT", `/api/users/${asha.user._id}`, { name });
        assert.equal(res.status, 400, JSON.stringify(name));
        assert.equal(res.body.message, "Name cannot contain invisible characters");
      }
      const fine = await asha.client.request("PUT", `/api/users/${asha.user._id}`, {
        name: "Asha 👩‍💻 Müller",
      });
      assert.equal(fine.status, 200, "emoji and accents are visible");
    });
    await t.step("post titles", async () => {
      const post = await asha.client.request<{ postId: string }>("POST", "/api/posts", {
        type: "text",
        title: "Plain",
        content: "Body",
      });
      for (const title of deceptive) {
        const made = await asha.client.request("POST", "/api/posts", {
          type: "text",
          title,
          content: "Body",
        });
        assert.equal(made.status, 400, JSON.stringify(title));
        assert.equal(made.body.message, "Title cannot contain invisible characters");
        const edited = await asha.client.request("PUT", `/api/posts/${post.body.postId}`, {
          title,
        });
        assert.equal(edited.status, 400, JSON.stringify(title));
      }
    });
    await t.step("saved file names", async () => {
      for (const name of ["report\u202efdp.js", "a\u200b.py", "x\ud800.js"]) {
        const res = await asha.client.request("POST", "/api/files/save", {
          roomId: "names1",
          filename: name,
          content: "print(1)",
        });
        assert.equal(res.status, 400, JSON.stringify(name));
        assert.equal(res.body.message, "File names cannot contain invisible characters");
      }
    });
    await t.step("names on feedback shown on the home page", async () => {
      const res = await new Client(server).request("POST", "/api/feedback", {
        type: "quick",
        name: "\u202eahsA",
        role: "CSE, 3rd year",
        text: "Useful notes.",
        website: "",
        fillMs: 5000,
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, "Name cannot contain invisible characters");
    });
  } finally {
    await close();
  }
});
