/**
 * Report attachments over HTTP: what `POST /api/upload` accepts and refuses, how
 * `GET /api/attachments/:id` serves a file, the per-address limit, and the hourly cleanup.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import {
  attachmentIdOf,
  attachmentKey,
  type AttachmentRecord,
  pendingAttachmentKey,
} from "../../src/uploads/attachment_model.ts";
import { removeStaleAttachments } from "../../src/uploads/attachment_service.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import {
  docHeader,
  elfHeader,
  minimalDocx,
  minimalPdf,
  mzHeader,
  plainZip,
} from "../helpers/documents.ts";
import {
  gifWithComment,
  includes,
  jpegWithGps,
  pngWithText,
  webpWithExif,
} from "../helpers/images.ts";

const ACCEPTED =
  "Please select an image (JPG, PNG, GIF or WebP), a PDF or a Word document (DOC or DOCX).";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const enc = new TextEncoder();

type Uploaded = { url: string; filename: string; fileType: string; size: number };

/** Posts `bytes` as the `file` field, as the report form does; a visitor, no cookies. */
async function upload(server: TestServer, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return await send(server, form);
}

async function send(server: TestServer, body: FormData | string, contentType?: string) {
  const headers: Record<string, string> = { origin: server.origin };
  if (contentType) headers["content-type"] = contentType;
  const res = await fetch(`${server.url}/api/upload`, { method: "POST", headers, body });
  const json = await res.json();
  assert.ok(res.status < 500, `upload answered ${res.status}`);
  return { status: res.status, headers: res.headers, body: json };
}

async function served(server: TestServer, url: string) {
  const res = await fetch(`${server.url}${url}`);
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

// Every upload, refused or not, counts against the address limit (20 per 10 minutes), so each
// test below has its own server and stays under it.

Deno.test("[attachments] accepted files are stored cleaned and served safely", async (t) => {
  const server = await startServer();

  await t.step("a PNG with text metadata passes and comes back cleaned, shown inline", async () => {
    const original = pngWithText();
    assert.ok(includes(original, "GPS 12.97N"), "the original carries its text chunk");
    const res = await upload(server, original, "C:\\fakepath\\my\u202Escreen\u0007shot.JPG", "");
    assert.equal(res.status, 201);
    const body = res.body as Uploaded;
    assert.ok(attachmentIdOf(body.url), `${body.url} is an attachment url`);
    assert.equal(res.headers.get("location"), body.url);
    assert.equal(body.fileType, "image/png");
    assert.equal(body.filename, "myscreenshot.png");
    const file = await served(server, body.url);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get("content-type"), "image/png");
    assert.equal(file.headers.get("content-disposition"), 'inline; filename="myscreenshot.png"');
    assert.equal(includes(file.bytes, "GPS 12.97N"), false);
    assert.equal(includes(file.bytes, "tEXt"), false);
    assert.equal(includes(file.bytes, "IDAT"), true);
    assert.equal(body.size, file.bytes.length);
  });

  const images: [string, Uint8Array, string, string][] = [
    ["a JPEG with GPS", jpegWithGps(), "image/jpeg", "Exif"],
    ["a GIF with a comment", gifWithComment(), "image/gif", "secret comment"],
    ["a WebP with EXIF", webpWithExif(), "image/webp", "GPS-SECRET"],
  ];
  for (const [what, bytes, type, secret] of images) {
    await t.step(`${what} passes without its metadata`, async () => {
      assert.ok(includes(bytes, secret));
      const res = await upload(server, bytes, "photo.png", "image/png");
      assert.equal(res.status, 201);
      assert.equal(res.body.fileType, type);
      const file = await served(server, res.body.url);
      assert.equal(file.headers.get("content-type"), type);
      assert.equal(includes(file.bytes, secret), false);
    });
  }

  await t.step("a real PDF passes and is served as a download with safe headers", async () => {
    const pdf = minimalPdf();
    const res = await upload(server, pdf, "../Résumé <final>.PDF", "application/octet-stream");
    assert.equal(res.status, 201);
    assert.equal(res.body.fileType, "application/pdf");
    assert.equal(res.body.filename, "Résumé _final_.pdf");
    const file = await served(server, res.body.url);
    assert.equal(file.status, 200);
    assert.deepEqual(file.bytes, pdf);
    assert.equal(file.headers.get("content-type"), "application/pdf");
    assert.equal(file.headers.get("x-content-type-options"), "nosniff");
    assert.equal(
      file.headers.get("content-disposition"),
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_.pdf`,
    );
    assert.equal(file.headers.get("content-security-policy"), "default-src 'none'; sandbox");
    assert.equal(file.headers.get("cache-control"), "private, max-age=3600");
    assert.equal(file.headers.get("content-length"), String(pdf.length));
  });

  await t.step("a file just under 5 MB passes (the 1 MB JSON limit is not applied)", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 - 1024);
    big.set(minimalPdf());
    const res = await upload(server, big, "scan.pdf", "application/pdf");
    assert.equal(res.status, 201);
    assert.equal(res.body.size, big.length);
  });

  await t.step("a real DOCX passes whatever its name, with the .docx extension", async () => {
    const res = await upload(server, minimalDocx(), "notes.zip", "application/zip");
    assert.equal(res.status, 201);
    assert.equal(res.body.fileType, DOCX);
    assert.equal(res.body.filename, "notes.docx");
    const file = await served(server, res.body.url);
    assert.equal(file.headers.get("content-type"), DOCX);
    assert.equal(file.headers.get("content-disposition"), 'attachment; filename="notes.docx"');
  });

  await t.step("an OLE2 file passes as a DOC", async () => {
    const res = await upload(server, docHeader(), "minutes", "");
    assert.equal(res.status, 201);
    assert.equal(res.body.fileType, "application/msword");
    assert.equal(res.body.filename, "minutes.doc");
  });

  await t.step("unknown attachments are 404", async () => {
    for (const path of ["/api/attachments/01J00000000000000000000000", "/api/attachments/x"]) {
      const res = await fetch(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal((await res.json()).message, "Attachment not found.");
    }
  });

  await server.close();
});

Deno.test("[attachments] everything else is refused", async (t) => {
  const server = await startServer();

  const refusals: [string, Uint8Array, string, string][] = [
    [
      "an HTML file named x.pdf declared application/pdf",
      enc.encode("<!doctype html><script>alert(document.cookie)</script>"),
      "x.pdf",
      "application/pdf",
    ],
    [
      "an SVG",
      enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.svg",
      "image/svg+xml",
    ],
    ["an ELF executable named .docx", elfHeader(), "report.docx", DOCX],
    ["a Windows executable named .doc", mzHeader(), "report.doc", "application/msword"],
    ["a zip without word/", plainZip(), "report.docx", DOCX],
    ["plain text", enc.encode("the app crashes when I click save"), "bug.txt", "text/plain"],
    ["an empty file", new Uint8Array(0), "empty.pdf", "application/pdf"],
    ["a truncated PNG", pngWithText().subarray(0, 40), "cut.png", "image/png"],
  ];
  for (const [what, bytes, name, type] of refusals) {
    await t.step(`${what} is refused with 415`, async () => {
      const res = await upload(server, bytes, name, type);
      assert.equal(res.status, 415);
      assert.equal(res.body.message, ACCEPTED);
    });
  }

  await t.step("files over 5 MB are refused with 413", async () => {
    for (const size of [6 * 1024 * 1024, 5 * 1024 * 1024 + 1]) {
      const big = new Uint8Array(size);
      big.set(minimalPdf());
      const res = await upload(server, big, "big.pdf", "application/pdf");
      assert.equal(res.status, 413, `${size} bytes`);
      assert.equal(res.body.message, "File size must be less than 5MB");
    }
  });

  await t.step("no file, two files or a body that is not a form are refused", async () => {
    const empty = new FormData();
    empty.set("other", "x");
    const missing = await send(server, empty);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, "Choose a file to upload (field file).");

    const two = new FormData();
    for (const name of ["a.pdf", "b.pdf"]) {
      two.append("file", new File([minimalPdf() as Uint8Array<ArrayBuffer>], name));
    }
    const many = await send(server, two);
    assert.equal(many.status, 400);
    assert.equal(many.body.message, "Upload one file per request (field file).");

    const json = await send(server, JSON.stringify({ file: "x" }), "application/json");
    assert.equal(json.status, 415);
    assert.equal(json.body.message, "Send the file as multipart/form-data in the field file.");
  });

  await server.close();
});

Deno.test("[attachments] uploads no report claims are removed after an hour", async (t) => {
  const clock = manualClock(Date.now());
  const server = await startServer({ clock });
  const stale = () =>
    removeStaleAttachments(
      { kv: server.kv, blobs: server.blobs, logger: createLogger("warn") },
      clock.now(),
    );

  await t.step("an hour later unclaimed uploads are removed, claimed ones kept", async () => {
    const kept = (await upload(server, minimalPdf("kept"), "kept.pdf", "")).body as Uploaded;
    const left = (await upload(server, minimalPdf("left"), "left.pdf", "")).body as Uploaded;
    const keptId = attachmentIdOf(kept.url)!;
    const leftId = attachmentIdOf(left.url)!;
    // A report claims `kept` as the contract says: check, set attachedTo, drop the pending key.
    const entry = await server.kv.get<AttachmentRecord>(attachmentKey(keptId));
    const claim = await server.kv.atomic().check(entry)
      .set(attachmentKey(keptId), { ...entry.value!, attachedTo: "01J0REP0RT000000000000000A" })
      .delete(pendingAttachmentKey(keptId))
      .commit();
    assert.ok(claim.ok);

    clock.advance(59 * 60_000);
    assert.equal(await stale(), 0, "nothing is removed before the hour");
    assert.equal((await served(server, left.url)).status, 200);

    clock.advance(2 * 60_000);
    assert.equal(await stale(), 1);
    const leftRecord = await server.kv.get<AttachmentRecord>(attachmentKey(leftId));
    assert.equal(leftRecord.value, null);
    assert.equal((await server.kv.get(pendingAttachmentKey(leftId))).value, null);
    assert.equal(await server.blobs.get(`attachment-${leftId}`), null);
    assert.equal((await served(server, left.url)).status, 404);

    const keptFile = await served(server, kept.url);
    assert.equal(keptFile.status, 200);
    assert.ok(includes(keptFile.bytes, "(kept)"));
    assert.equal(await stale(), 0, "a second sweep finds nothing");
  });

  await server.close();
});

Deno.test("[attachments] an address is limited", async (t) => {
  const clock = manualClock(Date.now());
  const server = await startServer({ clock });

  await t.step("an address gets 20 uploads per 10 minutes, then 429 with Retry-After", async () => {
    const pdf = minimalPdf();
    for (let i = 0; i < 20; i++) {
      assert.equal((await upload(server, pdf, `r${i}.pdf`, "")).status, 201, `upload ${i}`);
    }
    const over = await upload(server, pdf, "r20.pdf", "");
    assert.equal(over.status, 429);
    assert.equal(over.body.message, "Too many uploads from your network. Try again in 10 minutes.");
    assert.equal(over.headers.get("retry-after"), "600");
    clock.advance(10 * 60_000);
    assert.equal((await upload(server, pdf, "r21.pdf", "")).status, 201);
  });

  await server.close();
});
