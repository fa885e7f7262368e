/** Study-material favourites over REST: kept per student, idempotent, merged on sign-in, paced. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { SUBJECT_IDS } from "../../src/shared/study_subjects.ts";

type Answer = { favourites: string[]; message?: string; issues?: { path: string }[] };

const [C_PROGRAMMING, DATA_STRUCTURES, OPERATING_SYSTEMS, MAJOR_PROJECT] = [
  "s1-programming-in-c",
  "s3-data-structures",
  "s5-operating-systems",
  "s8-major-project",
];

Deno.test("[study] favourite subjects kept per student", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b] = await signUpEach(server, smtp, ["asha", "bhavin"]);
  const call = (who: Client, method: string, path: string, json?: unknown) =>
    who.request<Answer>(method, `/api/study/favourites${path}`, json);

  try {
    await t.step("the subject ids used here are the catalogue's", () => {
      for (const id of [C_PROGRAMMING, DATA_STRUCTURES, OPERATING_SYSTEMS, MAJOR_PROJECT]) {
        assert.ok(SUBJECT_IDS.includes(id), id);
      }
      assert.equal(SUBJECT_IDS.length, 24);
    });

    await t.step("a new student has none", async () => {
      const res = await call(a.client, "GET", "");
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { favourites: [] });
    });

    await t.step("PUT adds, in semester order; twice changes nothing", async () => {
      assert.deepEqual((await call(a.client, "PUT", `/${OPERATING_SYSTEMS}`)).body, {
        favourites: [OPERATING_SYSTEMS],
      });
      const res = await call(a.client, "PUT", `/${DATA_STRUCTURES}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { favourites: [DATA_STRUCTURES, OPERATING_SYSTEMS] });
      const again = await call(a.client, "PUT", `/${DATA_STRUCTURES}`);
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, { favourites: [DATA_STRUCTURES, OPERATING_SYSTEMS] });
      assert.deepEqual((await call(a.client, "GET", "")).body.favourites, [
        DATA_STRUCTURES,
        OPERATING_SYSTEMS,
      ]);
    });

    await t.step("DELETE removes; twice changes nothing", async () => {
      const res = await call(a.client, "DELETE", `/${OPERATING_SYSTEMS}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { favourites: [DATA_STRUCTURES] });
      const again = await call(a.client, "DELETE", `/${OPERATING_SYSTEMS}`);
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, { favourites: [DATA_STRUCTURES] });
      assert.deepEqual((await call(a.client, "GET", "")).body.favourites, [DATA_STRUCTURES]);
    });

    await t.step("merge answers the union of stored and given, each once", async () => {
      const res = await call(a.client, "POST", "/merge", {
        subjectIds: [MAJOR_PROJECT, DATA_STRUCTURES, C_PROGRAMMING, MAJOR_PROJECT],
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { favourites: [C_PROGRAMMING, DATA_STRUCTURES, MAJOR_PROJECT] });
      const empty = await call(a.client, "POST", "/merge", { subjectIds: [] });
      assert.deepEqual(empty.body.favourites, [C_PROGRAMMING, DATA_STRUCTURES, MAJOR_PROJECT]);
      assert.deepEqual((await call(a.client, "GET", "")).body.favourites, [
        C_PROGRAMMING,
        DATA_STRUCTURES,
        MAJOR_PROJECT,
      ]);
    });

    await t.step("an unknown subject in a path is 404 Subject not found.", async () => {
      for (const method of ["PUT", "DELETE"]) {
        const res = await call(a.client, method, "/s9-astrology");
        assert.equal(res.status, 404, method);
        assert.equal(res.body.message, "Subject not found.");
      }
    });

    await t.step("an unknown subject in a merge is 400 naming it; nothing is stored", async () => {
      const res = await call(a.client, "POST", "/merge", {
        subjectIds: [OPERATING_SYSTEMS, "s9-astrology"],
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, '"s9-astrology" is not a subject of the study materials.');
      assert.equal(res.body.issues?.[0].path, "subjectIds.1");
      const missing = await call(a.client, "POST", "/merge", {});
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, "subjectIds must be a list of subject ids");
      const tooMany = await call(a.client, "POST", "/merge", {
        subjectIds: [...SUBJECT_IDS, C_PROGRAMMING],
      });
      assert.equal(tooMany.status, 400);
      assert.equal(tooMany.body.message, "At most 24 subjects");
      // Found by the fuzz bench: quoting a deeply nested value back overflowed the stack (500).
      let deep: unknown = "s9-astrology";
      for (let i = 0; i < 5_000; i++) deep = [deep];
      const nested = await call(a.client, "POST", "/merge", { subjectIds: [deep] });
      assert.equal(nested.status, 400);
      assert.equal(nested.body.message, "Each subject id must be a string.");
      assert.deepEqual((await call(a.client, "GET", "")).body.favourites, [
        C_PROGRAMMING,
        DATA_STRUCTURES,
        MAJOR_PROJECT,
      ]);
    });

    await t.step("one student never sees another's favourites", async () => {
      assert.deepEqual((await call(b.client, "GET", "")).body, { favourites: [] });
      await call(b.client, "PUT", `/${OPERATING_SYSTEMS}`);
      const theirs = (await call(b.client, "GET", "")).body.favourites;
      assert.deepEqual(theirs, [OPERATING_SYSTEMS]);
      for (const id of [C_PROGRAMMING, DATA_STRUCTURES, MAJOR_PROJECT]) {
        assert.ok(!theirs.includes(id), id);
      }
      // B's removal of a subject A keeps leaves A's list alone.
      await call(b.client, "DELETE", `/${DATA_STRUCTURES}`);
      assert.deepEqual((await call(a.client, "GET", "")).body.favourites, [
        C_PROGRAMMING,
        DATA_STRUCTURES,
        MAJOR_PROJECT,
      ]);
    });

    await t.step("signed out, every call is 401", async () => {
      const visitor = new Client(server);
      const calls: [string, string, unknown?][] = [
        ["GET", ""],
        ["PUT", `/${C_PROGRAMMING}`],
        ["DELETE", `/${C_PROGRAMMING}`],
        ["POST", "/merge", { subjectIds: [C_PROGRAMMING] }],
      ];
      for (const [method, path, body] of calls) {
        const res = await call(visitor, method, path, body);
        assert.equal(res.status, 401, `${method} ${path}`);
        assert.equal(res.body.message, "Please sign in to continue.");
      }
    });

    await t.step("the same procedures answer over tRPC", async () => {
      const res = await b.client.request<{ result: { data: { json: Answer } } }>(
        "GET",
        "/trpc/study.favourites",
      );
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.result.data.json, { favourites: [OPERATING_SYSTEMS] });
    });

    await t.step("60 writes a minute per student, then 429 with Retry-After", async () => {
      // B has written twice above.
      for (let i = 0; i < 58; i++) {
        const path = i % 2 ? `/${MAJOR_PROJECT}` : `/${C_PROGRAMMING}`;
        assert.equal((await call(b.client, "PUT", path)).status, 200);
      }
      const res = await call(b.client, "DELETE", `/${C_PROGRAMMING}`);
      assert.equal(res.status, 429);
      assert.match(res.body.message!, /^You're changing favourites too fast\. Try again in /);
      assert.ok(Number(res.headers.get("retry-after")) >= 1);
      // Reading is not a write; A's pace is A's own.
      assert.equal((await call(b.client, "GET", "")).status, 200);
      assert.equal((await call(a.client, "PUT", `/${OPERATING_SYSTEMS}`)).status, 200);
    });
  } finally {
    await close();
  }
});
