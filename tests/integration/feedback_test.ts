/**
 * Feedback over REST (spec 001 §3, §5, §7; issue "Feedback and technical reports"): the spec's
 * messages, round trips through GET, attachments claimed once, hiding and statuses set by an
 * operator, the address limits, the bot checks, and text that stays text.
 */
import assert from "node:assert/strict";
import { pngWithText } from "../helpers/images.ts";
import { minimalPdf } from "../helpers/documents.ts";
import {
  attachmentKey,
  type AttachmentRecord,
  attachmentUrl,
  pendingAttachmentKey,
} from "../../src/uploads/attachment_model.ts";
import { newId } from "../../src/core/ids.ts";
import { setHidden, setStatus } from "../../src/feedback/moderation.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import type { TestServer } from "../helpers/server.ts";
import { Client, signUp } from "../helpers/users.ts";

type Item = Record<string, unknown> & { _id: string; type: string };
type Answer = { feedback: Item; message?: string; issues?: { path: string }[] };
type ListAnswer = { feedback: Item[]; message?: string };

const REQUIRED = "Please fill in all required fields";
const REPORT_REQUIRED = "Please fill in all required fields (Name, Role, Device Info)";
const ONE_KIND = "Please provide at least one type of feedback";
const BOT = "Your feedback could not be accepted. Please wait a moment and try again.";

let lastIp = 0;
/** A visitor from an address of its own (TRUST_PROXY is on), so limits never mix. */
function visitor(server: TestServer, ip = `10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`) {
  const c = new Client(server);
  const request = c.request.bind(c);
  c.request = (method, path, json, headers = {}) =>
    request(method, path, json, { "x-forwarded-for": ip, ...headers });
  return c;
}

/** A form opened five seconds ago, as the page sends it. */
const opened = () => ({ website: "", fillMs: 5000 });
const quick = (fields: Record<string, unknown> = {}) => ({
  type: "quick",
  name: "Priya Sharma",
  role: "CSE, 3rd year",
  text: "The notes saved my end-sems.",
  ...opened(),
  ...fields,
});
const report = (fields: Record<string, unknown> = {}) => ({
  type: "technical",
  name: "Arjun Nair",
  role: "ECE, 2nd year",
  deviceInfo: "Pixel 7, Android 14, Chrome 131",
  issues: "The feed jumps when an image loads.",
  ...opened(),
  ...fields,
});

/** Uploads `bytes` through `POST /api/upload` as a visitor; answers the attachment's url. */
async function realUpload(server: TestServer, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const res = await fetch(`${server.url}/api/upload`, {
    method: "POST",
    headers: { origin: server.origin },
    body: form,
  });
  assert.equal(res.status, 201);
  return ((await res.json()) as { url: string }).url;
}

/** Stores an upload as `POST /api/upload` would, not yet attached; answers its url. */
async function storedUpload(
  kv: Deno.Kv,
  filename: string,
  fileType: AttachmentRecord["fileType"],
  createdAt = Date.now(),
): Promise<string> {
  const id = newId();
  const record: AttachmentRecord = {
    _id: id,
    blobKey: `attachments/${id}`,
    filename,
    fileType,
    size: 1234,
    createdAt,
    attachedTo: null,
  };
  await kv.atomic().set(attachmentKey(id), record).set(pendingAttachmentKey(id), createdAt)
    .commit();
  return attachmentUrl(id);
}

async function send(client: Client, body: unknown) {
  return await client.request<Answer>("POST", "/api/feedback", body);
}

async function list(client: Client, query: string) {
  return await client.request<ListAnswer>("GET", `/api/feedback?${query}`);
}

Deno.test("[feedback] send, list, moderate and refuse over REST", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp({ env: { TRUST_PROXY: "true" } });
  const reader = new Client(server);

  try {
    await t.step(
      "quick feedback: the §5 message for each missing field, and the caps",
      async () => {
        const c = visitor(server);
        const cases: [Record<string, unknown>, string][] = [
          [{ name: undefined }, REQUIRED],
          [{ name: "   " }, REQUIRED],
          [{ role: "" }, REQUIRED],
          [{ text: " \n " }, REQUIRED],
          [{ rating: 0 }, "Rating must be a whole number from 1 to 5"],
          [{ rating: 6 }, "Rating must be a whole number from 1 to 5"],
          [{ rating: 4.5 }, "Rating must be a whole number from 1 to 5"],
          [{ name: "n".repeat(81) }, "Name must be at most 80 characters"],
          [{ role: "r".repeat(81) }, "Role must be at most 80 characters"],
          [{ text: "t".repeat(2001) }, "Feedback must be at most 2000 characters"],
          [{ type: "praise" }, "type must be quick or technical"],
        ];
        for (const [fields, message] of cases) {
          const res = await send(c, quick(fields));
          assert.equal(res.status, 400, JSON.stringify(fields).slice(0, 60));
          assert.equal(res.body.message, message);
        }
      },
    );

    await t.step("technical report: the §5 messages, severity and the caps", async () => {
      const c = visitor(server);
      const none = { issues: undefined };
      const cases: [Record<string, unknown>, string][] = [
        [{ name: "" }, REPORT_REQUIRED],
        [{ role: "  " }, REPORT_REQUIRED],
        [{ deviceInfo: undefined }, REPORT_REQUIRED],
        [none, ONE_KIND],
        [{ issues: "   ", featureRequest: "", nonFunctional: " ", generalFeedback: "" }, ONE_KIND],
        [{ severity: "Urgent" }, "Severity must be Low, Medium, High or Critical"],
        [{ deviceInfo: "d".repeat(301) }, "Device info must be at most 300 characters"],
        [{ issues: "i".repeat(4001) }, "Issues must be at most 4000 characters"],
        [{ generalFeedback: 42 }, "General feedback must be text"],
        [{ attachments: "screenshot.png" }, "attachments must be a list"],
      ];
      for (const [fields, message] of cases) {
        const res = await send(c, report(fields));
        assert.equal(res.status, 400, JSON.stringify(fields).slice(0, 60));
        assert.equal(res.body.message, message);
      }
      // Any one of the four kinds is enough.
      for (const kind of ["featureRequest", "nonFunctional", "generalFeedback"]) {
        const res = await send(visitor(server), report({ issues: undefined, [kind]: "Yes" }));
        assert.equal(res.status, 201, kind);
      }
    });

    let quickId = "";
    await t.step("a quick item round-trips through GET; rating defaults to 5", async () => {
      const res = await send(visitor(server), quick({ rating: undefined }));
      assert.equal(res.status, 201);
      const item = res.body.feedback;
      quickId = item._id;
      assert.match(item._id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
      assert.equal(new Date(item.createdAt as string).toISOString(), item.createdAt);
      assert.deepEqual(item, {
        _id: item._id,
        type: "quick",
        name: "Priya Sharma",
        role: "CSE, 3rd year",
        text: "The notes saved my end-sems.",
        rating: 5,
        createdAt: item.createdAt,
      });
      const listed = await list(reader, "type=quick&limit=10");
      assert.equal(listed.status, 200);
      assert.deepEqual(listed.body.feedback[0], item);
      // Reports are a list of their own.
      const reports = await list(reader, "type=technical");
      assert.ok(reports.body.feedback.every((i) => i.type === "technical"));
    });

    let reportId = "";
    const kv = server.kv;
    // Real uploads through POST /api/upload, as the report form sends them.
    const screenshot = await realUpload(server, pngWithText(), "screen.png", "image/png");
    const log = await realUpload(server, minimalPdf(), "crash-log.pdf", "application/pdf");
    await t.step("a report with two attachments round-trips; the uploads are claimed", async () => {
      const res = await send(
        visitor(server),
        report({
          severity: "High",
          featureRequest: "Let me pin a chat.",
          attachments: [
            // The client's names and types are ignored: the stored upload's are shown.
            { filename: "invoice.exe", url: screenshot, fileType: "text/html" },
            { url: log },
          ],
        }),
      );
      assert.equal(res.status, 201);
      const item = res.body.feedback;
      reportId = item._id;
      assert.deepEqual(item, {
        _id: item._id,
        type: "technical",
        name: "Arjun Nair",
        role: "ECE, 2nd year",
        deviceInfo: "Pixel 7, Android 14, Chrome 131",
        severity: "High",
        issues: "The feed jumps when an image loads.",
        featureRequest: "Let me pin a chat.",
        nonFunctional: "",
        generalFeedback: "",
        attachments: [
          { filename: "screen.png", url: screenshot, fileType: "image/png" },
          { filename: "crash-log.pdf", url: log, fileType: "application/pdf" },
        ],
        status: "Pending",
        createdAt: item.createdAt,
      });
      assert.deepEqual((await list(reader, "type=technical&limit=1")).body.feedback, [item]);
      for (const url of [screenshot, log]) {
        const id = url.split("/").at(-1)!;
        const upload = await kv.get<AttachmentRecord>(attachmentKey(id));
        assert.equal(upload.value?.attachedTo, reportId);
        assert.equal((await kv.get(pendingAttachmentKey(id))).value, null);
      }
      const served = await fetch(`${server.url}${log}`);
      assert.equal(served.headers.get("content-type"), "application/pdf");
      assert.match(
        served.headers.get("content-disposition") ?? "",
        /^attachment; filename="crash-log.pdf"/,
      );
      assert.equal(served.headers.get("x-content-type-options"), "nosniff");
      assert.ok(new TextDecoder().decode(await served.arrayBuffer()).startsWith("%PDF-"));
    });

    await t.step("severity defaults to Medium", async () => {
      const res = await send(visitor(server), report());
      assert.equal(res.body.feedback.severity, "Medium");
    });

    await t.step("an upload belongs to one report; bad attachments are refused", async () => {
      const c = visitor(server);
      const fresh = await storedUpload(kv, "a.pdf", "application/pdf");
      const again = await send(c, report({ attachments: [{ url: fresh }, { url: log }] }));
      assert.equal(again.status, 400);
      assert.equal(
        again.body.message,
        'The file "crash-log.pdf" is already attached to another report. Upload it again.',
      );
      const gone =
        "An attached file was not found (uploads not used within an hour are removed). " +
        "Please upload it again.";
      const expired = await storedUpload(kv, "old.png", "image/png", Date.now() - 61 * 60_000);
      const cases: [unknown, string][] = [
        [[{ url: `/api/attachments/${newId()}` }], gone],
        [[{ url: expired }], gone],
        [
          [{ url: "https://elsewhere.example/x.png" }],
          "Each attachment must be a file uploaded with POST /api/upload.",
        ],
        [
          [{ url: "/api/attachments/../../etc/passwd" }],
          "Each attachment must be a file uploaded with POST /api/upload.",
        ],
        [[{ filename: "x.png" }], "Each attachment needs the url its upload answered"],
        [
          Array.from({ length: 6 }, () => ({ url: screenshot })),
          "Attach at most 5 files to a report",
        ],
      ];
      for (const [attachments, message] of cases) {
        const res = await send(c, report({ attachments }));
        assert.equal(res.status, 400, message);
        assert.equal(res.body.message, message);
      }
      // A refused report claims nothing: the fresh upload above is still free.
      const freshId = fresh.split("/").at(-1)!;
      assert.equal(
        (await kv.get<AttachmentRecord>(attachmentKey(freshId))).value?.attachedTo,
        null,
      );
      assert.ok((await kv.get(pendingAttachmentKey(freshId))).value);
      const claimed = await send(c, report({ attachments: [{ url: fresh }, { url: fresh }] }));
      assert.equal(claimed.status, 201);
      // The same url twice is one attachment.
      assert.equal((claimed.body.feedback.attachments as unknown[]).length, 1);
    });

    await t.step(
      "newest first; a hidden item is not listed and shows again after show",
      async () => {
        const ids = [];
        for (const text of ["first", "second", "third"]) {
          ids.push((await send(visitor(server), quick({ text }))).body.feedback._id);
        }
        const newest = async (limit: number) =>
          (await list(reader, `type=quick&limit=${limit}`)).body.feedback.map((i) => i._id);
        assert.deepEqual(await newest(3), ids.toReversed());
        await setHidden(kv, ids[2], true);
        await setHidden(kv, quickId, true);
        // The limit counts visible items only.
        assert.deepEqual(await newest(2), [ids[1], ids[0]]);
        assert.ok(!(await newest(50)).includes(quickId));
        await setHidden(kv, ids[2], false);
        assert.deepEqual(await newest(1), [ids[2]]);
      },
    );

    await t.step("a status set by an operator shows in GET", async () => {
      await setStatus(kv, reportId, "Resolved");
      const listed = (await list(reader, "type=technical&limit=50")).body.feedback;
      assert.equal(listed.find((i) => i._id === reportId)?.status, "Resolved");
    });

    await t.step(
      "each address may send 5 quick and 3 reports per 10 minutes: then 429",
      async () => {
        const ip = "10.200.0.1";
        const c = visitor(server, ip);
        for (let i = 0; i < 5; i++) assert.equal((await send(c, quick())).status, 201);
        const res = await send(c, quick());
        assert.equal(res.status, 429);
        assert.equal(
          res.body.message,
          "You're sending feedback too fast. Try again in 10 minutes.",
        );
        const retry = Number(res.headers.get("retry-after"));
        assert.ok(retry > 590 && retry <= 600, String(retry));
        // Reports have their own count; another address is not affected.
        for (let i = 0; i < 3; i++) assert.equal((await send(c, report())).status, 201);
        const reports = await send(visitor(server, ip), report());
        assert.equal(reports.status, 429);
        assert.match(reports.body.message!, /^You're sending reports too fast\. Try again in /);
        assert.ok(Number(reports.headers.get("retry-after")) >= 1);
        assert.equal((await send(visitor(server, "10.200.0.2"), quick())).status, 201);
      },
    );

    await t.step(
      "a signed-in student: counted by account, stored with the id, never shown",
      async () => {
        const student = await signUp(server, smtp, { name: "Meera Iyer" });
        const c = student.client;
        // Same address as the exhausted visitor above: a student is paced by account.
        const headers = { "x-forwarded-for": "10.200.0.1" };
        const res = await c.request<Answer>(
          "POST",
          "/api/feedback",
          quick({ name: "Meera" }),
          headers,
        );
        assert.equal(res.status, 201);
        assert.equal("userId" in res.body.feedback, false);
        assert.equal("hidden" in res.body.feedback, false);
        const stored = await kv.get<{ userId: string }>(["feedback", res.body.feedback._id]);
        assert.equal(stored.value?.userId, student.user._id);
      },
    );

    await t.step("bots: a filled hidden field or a form sent at once is refused", async () => {
      const c = visitor(server);
      const cases = [
        quick({ website: "https://cheap-pills.example" }),
        report({ website: "x" }),
        quick({ fillMs: 0 }),
        quick({ fillMs: 1000 }),
        report({ fillMs: -60_000 }),
      ];
      for (const body of cases) {
        const res = await send(c, body);
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, { message: BOT });
      }
      // Refusals do not count against the address: five more are still accepted.
      for (let i = 0; i < 5; i++) assert.equal((await send(c, quick())).status, 201);
      // A client without the form's fields (the spec's own payload) is not taken for a bot.
      const bare = { type: "quick", name: "API", role: "script", text: "hello", rating: 3 };
      assert.equal((await send(visitor(server), bare)).status, 201);
    });

    await t.step("script in any field comes back as the same text", async () => {
      const evil = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      const q = await send(visitor(server), quick({ name: evil, role: evil, text: evil }));
      assert.equal(q.status, 201);
      assert.match(q.headers.get("content-type")!, /^application\/json/);
      const fields = ["deviceInfo", "issues", "featureRequest", "nonFunctional", "generalFeedback"];
      const r = await send(
        visitor(server),
        report({ name: evil, role: evil, ...Object.fromEntries(fields.map((f) => [f, evil])) }),
      );
      assert.equal(r.status, 201);
      const quickListed = (await list(reader, "type=quick&limit=1")).body.feedback[0];
      const reportListed = (await list(reader, "type=technical&limit=1")).body.feedback[0];
      for (const f of ["name", "role", "text"]) assert.equal(quickListed[f], evil, f);
      for (const f of ["name", "role", ...fields]) assert.equal(reportListed[f], evil, f);
    });

    await t.step("GET: a bad type or limit is a 400 that says what is allowed", async () => {
      const limit = "limit must be a whole number from 1 to 50";
      const cases: [string, string][] = [
        ["", "type must be quick or technical"],
        ["type=bugs", "type must be quick or technical"],
        ["type=quick&limit=0", limit],
        ["type=quick&limit=51", limit],
        ["type=quick&limit=ten", limit],
        ["type=quick&limit=2.5", limit],
      ];
      for (const [query, message] of cases) {
        const res = await list(reader, query);
        assert.equal(res.status, 400, query);
        assert.equal(res.body.message, message);
      }
      assert.equal((await list(reader, "type=quick")).body.feedback.length, 10);
    });

    await t.step("the same procedures answer over tRPC", async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { type: "technical", limit: 2 } }));
      const res = await reader.request<{ result: { data: { json: ListAnswer } } }>(
        "GET",
        `/trpc/feedback.list?input=${input}`,
      );
      assert.equal(res.status, 200);
      assert.equal(res.body.result.data.json.feedback.length, 2);
    });
  } finally {
    await close();
  }
});
