/**
 * Resume versions: a new one is drafted from the profile, a version round-trips, its share link
 * works only while it is on, another student can neither read nor change it, and a student keeps
 * at most ten.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import type { ResumeContent, ResumeSummary, ResumeView } from "../../src/shared/resume_rules.ts";
import { TOO_MANY_VERSIONS } from "../../src/shared/resume_rules.ts";

type One = { resume: ResumeView };

Deno.test("[resumes] versions, sharing and privacy", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [asha, ravi] = await signUpEach(server, smtp, [
    { username: "asha_cv", name: "Asha Verma" },
    { username: "ravi_cv", name: "Ravi Kumar" },
  ]);
  const visitor = new Client(server);
  let resume: ResumeView;

  await t.step("a visitor to /resume reads what it does and is asked to sign in", async () => {
    const res = await fetch(`${server.url}/resume`);
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.ok(html.includes("Sign in to build yours"));
    assert.ok(html.includes('href="/login?next=%2Fresume"'));
  });

  await t.step("a new version is drafted from the profile and posts", async () => {
    const profile = await asha.client.request("PUT", `/api/users/${asha.user._id}`, {
      department: "Computer Science",
      year: "3",
      specialization: "Web Development",
      bio: "I build things for the web and teach DSA to juniors.",
    });
    assert.equal(profile.status, 200);
    const post = await asha.client.request("POST", "/api/posts", {
      type: "text",
      title: "Campus bus tracker",
      content: "A live map of the college buses built with Deno and websockets.",
      tags: ["deno", "websockets"],
    });
    assert.equal(post.status, 201);
    const res = await asha.client.request<One>("POST", "/api/resumes", {});
    assert.equal(res.status, 201);
    resume = res.body.resume;
    const c = resume.content;
    assert.equal(c.name, "Asha Verma");
    assert.equal(c.summary, "I build things for the web and teach DSA to juniors.");
    assert.equal(c.education[0].degree, "B.Tech, Computer Science");
    assert.equal(c.education[0].period, "Year 3");
    assert.deepEqual(c.skills, ["Web Development", "deno", "websockets"]);
    assert.equal(c.projects[0].name, "Campus bus tracker");
    assert.match(c.projects[0].link, /\/blog\/[0-9A-Z]{26}$/);
    // The login e-mail stays out until the student types a contact address.
    assert.equal(c.email, "");
    assert.equal(resume.sharing, null);
  });

  await t.step("a version round-trips", async () => {
    const content: ResumeContent = {
      ...resume.content,
      email: "asha@example.com",
      skills: ["TypeScript", "Go", "SQL"],
      experience: [{ role: "Intern", org: "Acme", period: "Summer 2026", description: "APIs." }],
      achievements: ["Smart India Hackathon finalist"],
      links: [{ label: "GitHub", url: "https://github.com/asha" }],
    };
    const put = await asha.client.request<One>("PUT", `/api/resumes/${resume._id}`, {
      title: "Backend roles",
      template: "modern",
      content,
    });
    assert.equal(put.status, 200);
    const got = await asha.client.request<One>("GET", `/api/resumes/${resume._id}`);
    assert.equal(got.status, 200);
    assert.equal(got.body.resume.title, "Backend roles");
    assert.equal(got.body.resume.template, "modern");
    assert.deepEqual(got.body.resume.content, content);
    const list = await asha.client.request<{ resumes: ResumeSummary[] }>("GET", "/api/resumes");
    assert.deepEqual(list.body.resumes.map((r) => r.title), ["Backend roles"]);
    resume = got.body.resume;
  });

  await t.step("bad input is a 400 with a sentence", async () => {
    const link = await asha.client.request<{ message: string }>(
      "PUT",
      `/api/resumes/${resume._id}`,
      { content: { ...resume.content, links: [{ label: "x", url: "javascript:alert(1)" }] } },
    );
    assert.equal(link.status, 400);
    assert.equal(link.body.message, "Links must start with http:// or https://");
    const template = await asha.client.request<{ message: string }>(
      "PUT",
      `/api/resumes/${resume._id}`,
      { template: "fancy" },
    );
    assert.equal(template.status, 400);
    assert.equal(template.body.message, "Template must be classic or modern");
  });

  await t.step("another student can neither read nor change it", async () => {
    const id = resume._id;
    for (
      const [method, path, body] of [
        ["GET", `/api/resumes/${id}`, undefined],
        ["PUT", `/api/resumes/${id}`, { title: "Mine now" }],
        ["PUT", `/api/resumes/${id}/sharing`, { shared: true }],
        ["DELETE", `/api/resumes/${id}`, undefined],
        ["POST", "/api/resumes", { copyOf: id }],
      ] as const
    ) {
      const res = await ravi.client.request<{ message: string }>(method, path, body);
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.equal(res.body.message, "Resume not found.");
    }
    const list = await ravi.client.request<{ resumes: ResumeSummary[] }>("GET", "/api/resumes");
    assert.deepEqual(list.body.resumes, []);
    assert.equal((await visitor.request("GET", "/api/resumes")).status, 401);
    assert.equal((await visitor.request("GET", `/api/resumes/${id}`)).status, 401);
    const mine = await asha.client.request<One>("GET", `/api/resumes/${id}`);
    assert.equal(mine.body.resume.title, "Backend roles");
  });

  await t.step("a share link works while on, unlisted by default", async () => {
    const on = await asha.client.request<One>("PUT", `/api/resumes/${resume._id}/sharing`, {
      shared: true,
    });
    assert.equal(on.status, 200);
    const sharing = on.body.resume.sharing!;
    assert.match(sharing.shareId, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(sharing.indexable, false);
    const page = await fetch(`${server.url}/r/${sharing.shareId}`);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.ok(html.includes("Asha Verma") && html.includes("Smart India Hackathon finalist"));
    assert.ok(html.includes('<meta name="robots" content="noindex"/>'));
    // Nothing about the account beyond the resume itself: not the login e-mail or username.
    assert.ok(!html.includes("asha_cv"));
    const api = await visitor.request<{ resume: { content: ResumeContent } }>(
      "GET",
      `/api/resumes/shared/${sharing.shareId}`,
    );
    assert.equal(api.status, 200);
    assert.equal(api.body.resume.content.name, "Asha Verma");
    assert.deepEqual(Object.keys(api.body.resume).sort(), ["content", "indexable", "template"]);

    const listed = await asha.client.request<One>("PUT", `/api/resumes/${resume._id}/sharing`, {
      shared: true,
      indexable: true,
    });
    assert.equal(listed.body.resume.sharing!.shareId, sharing.shareId);
    const indexed = await (await fetch(`${server.url}/r/${sharing.shareId}`)).text();
    assert.match(indexed, new RegExp(`<link rel="canonical" href="[^"]*/r/${sharing.shareId}"/>`));
    assert.ok(!indexed.includes('content="noindex"'));
    resume = listed.body.resume;
  });

  await t.step("turned off, the link is 404 for everyone, the owner too", async () => {
    const shareId = resume.sharing!.shareId;
    const off = await asha.client.request<One>("PUT", `/api/resumes/${resume._id}/sharing`, {
      shared: false,
    });
    assert.equal(off.body.resume.sharing, null);
    for (const client of [visitor, ravi.client, asha.client]) {
      const api = await client.request<{ message: string }>(
        "GET",
        `/api/resumes/shared/${shareId}`,
      );
      assert.equal(api.status, 404);
      assert.equal(api.body.message, "This resume is not shared.");
      const page = await fetch(`${server.url}/r/${shareId}`, {
        headers: { cookie: client.cookieHeader },
      });
      assert.equal(page.status, 404);
      assert.ok((await page.text()).includes("This resume is not shared"));
    }
    // On again: a new link; the old one stays dead.
    const again = await asha.client.request<One>("PUT", `/api/resumes/${resume._id}/sharing`, {
      shared: true,
    });
    assert.notEqual(again.body.resume.sharing!.shareId, shareId);
    const old = await fetch(`${server.url}/r/${shareId}`);
    await old.body?.cancel();
    assert.equal(old.status, 404);
    resume = again.body.resume;
  });

  await t.step("at most ten versions; deleting one frees a place and its link", async () => {
    for (let i = 2; i <= 10; i++) {
      const res = await asha.client.request("POST", "/api/resumes", { copyOf: resume._id });
      assert.equal(res.status, 201, `version ${i}`);
    }
    const over = await asha.client.request<{ message: string }>("POST", "/api/resumes", {});
    assert.equal(over.status, 400);
    assert.equal(over.body.message, TOO_MANY_VERSIONS);
    const shareId = resume.sharing!.shareId;
    const del = await asha.client.request("DELETE", `/api/resumes/${resume._id}`);
    assert.deepEqual(del.body, { success: true });
    assert.equal((await asha.client.request("GET", `/api/resumes/${resume._id}`)).status, 404);
    const page = await fetch(`${server.url}/r/${shareId}`);
    await page.body?.cancel();
    assert.equal(page.status, 404);
    const more = await asha.client.request("POST", "/api/resumes", {});
    assert.equal(more.status, 201);
  });

  await t.step("saving too fast is a 429 that says when to retry", async () => {
    const made = await ravi.client.request<One>("POST", "/api/resumes", {});
    assert.equal(made.status, 201);
    let last = made;
    for (let i = 0; i < 130 && last.status !== 429; i++) {
      last = await ravi.client.request<One>("PUT", `/api/resumes/${made.body.resume._id}`, {
        title: `Draft ${i}`,
      });
    }
    assert.equal(last.status, 429);
    const body = last.body as unknown as { message: string };
    assert.match(body.message, /^You're saving resumes too fast\. Try again in \d+ minutes?\.$/);
    assert.ok(Number(last.headers.get("retry-after")) > 0);
  });

  await t.step(
    "the data export holds every version; a deleted account takes them all",
    async () => {
      const [latest] = (await asha.client.request<{ resumes: ResumeSummary[] }>(
        "GET",
        "/api/resumes",
      )).body.resumes;
      const on = await asha.client.request<One>("PUT", `/api/resumes/${latest._id}/sharing`, {
        shared: true,
      });
      const shareId = on.body.resume.sharing!.shareId;
      const archive = await asha.client.request<{ resumes: ResumeView[] }>(
        "GET",
        "/api/users/me/export",
      );
      assert.equal(archive.status, 200);
      assert.equal(archive.body.resumes.length, 10);
      assert.equal(archive.body.resumes.at(-1)!.content.name, "Asha Verma");
      const res = await asha.client.request("DELETE", "/api/users/me", { password: asha.password });
      assert.equal(res.status, 200);
      await server.deletionsSettled();
      const page = await fetch(`${server.url}/r/${shareId}`);
      await page.body?.cancel();
      assert.equal(page.status, 404);
      const left = [];
      const id = asha.user._id;
      for (const prefix of [["resumes_by_owner", id], ["resume_count", id], ["resume_shares"]]) {
        for await (const e of server.kv.list({ prefix })) left.push(e.key);
      }
      for await (const e of server.kv.list<{ ownerId: string }>({ prefix: ["resumes"] })) {
        if (e.value.ownerId === id) left.push(e.key);
      }
      assert.deepEqual(left, []);
    },
  );

  await close();
});
