/** Profile pictures over REST: size and type refusals, metadata stripped, serving headers. */
import assert from "node:assert/strict";
import exifr from "exifr";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { Client, signUp } from "../helpers/users.ts";
import {
  exifWithGps,
  includes,
  jpegWithGps,
  jpegWithSegments,
  pngWithText,
  webpWithExif,
} from "../helpers/images.ts";

/** Posts `bytes` as the `profilePicture` field, as a browser form would. */
async function upload(client: Client, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set("profilePicture", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const res = await fetch(`${client.server.url}/api/upload/profile-picture`, {
    method: "POST",
    headers: { cookie: client.cookieHeader, origin: client.server.origin },
    body: form,
  });
  const body = await res.json();
  assert.ok(res.status < 500, `upload answered ${res.status}`);
  return { status: res.status, body };
}

Deno.test("[uploads] profile pictures", async (t) => {
  const smtp = await startSmtpSink();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const { client } = await signUp(server, smtp, { username: "pic_owner" });
  const enc = new TextEncoder();

  await t.step("a 6 MB image is refused with 413", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(jpegWithGps());
    const res = await upload(client, big, "big.jpg", "image/jpeg");
    assert.equal(res.status, 413);
    assert.equal(res.body.message, "File size must be less than 5MB");
  });

  const refusals: [string, Uint8Array, string, string][] = [
    ["a text file named .png", enc.encode("hello, I am text"), "photo.png", "image/png"],
    [
      "an HTML file declared image/jpeg",
      enc.encode("<!doctype html><script>alert(document.cookie)</script>"),
      "photo.jpg",
      "image/jpeg",
    ],
    [
      "an SVG",
      enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.svg",
      "image/svg+xml",
    ],
    ["a truncated JPEG", jpegWithGps().subarray(0, 60), "cut.jpg", "image/jpeg"],
  ];
  for (const [what, bytes, name, type] of refusals) {
    await t.step(`${what} is refused with 415`, async () => {
      const res = await upload(client, bytes, name, type);
      assert.equal(res.status, 415);
      assert.equal(res.body.message, "Please select an image file (JPG, PNG, GIF or WebP).");
    });
  }

  let firstUrl = "";
  await t.step("a JPEG with GPS is stored without it and served safely", async () => {
    const original = jpegWithGps();
    assert.ok(await exifr.gps(original), "the original carries GPS");
    const res = await upload(client, original, "holiday.png", "image/png");
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    firstUrl = res.body.profilePicture;
    assert.match(
      firstUrl,
      /^\/media\/[0-9A-Z]{26}-[0-9a-f]{16}\.jpg$/,
      "named by us, typed by bytes",
    );
    const served = await fetch(`${server.url}${firstUrl}`);
    const bytes = new Uint8Array(await served.arrayBuffer());
    assert.equal(served.headers.get("content-type"), "image/jpeg");
    assert.equal(served.headers.get("x-content-type-options"), "nosniff");
    assert.match(served.headers.get("cache-control")!, /max-age=31536000/);
    assert.equal(await exifr.gps(bytes), undefined);
    assert.equal(includes(bytes, "Exif"), false);
    assert.equal(includes(bytes, "<script>"), false);
    const me = await client.request<{ user: { profilePicture: string } }>("GET", "/api/auth/me");
    assert.equal(me.body.user.profilePicture, firstUrl);
  });

  await t.step("a new picture replaces the old one, which is deleted", async () => {
    const res = await upload(client, pngWithText(), "x.png", "image/png");
    assert.equal(res.status, 200);
    assert.match(res.body.profilePicture, /\.png$/);
    const old = await fetch(`${server.url}${firstUrl}`);
    await old.body?.cancel();
    assert.equal(old.status, 404);
  });

  await t.step("EXIF hidden in an APP0 segment is not stored", async () => {
    const res = await upload(
      client,
      jpegWithSegments([0xe0, exifWithGps()]),
      "a.jpg",
      "image/jpeg",
    );
    assert.equal(res.status, 200);
    const served = await fetch(`${server.url}${res.body.profilePicture}`);
    assert.equal(includes(new Uint8Array(await served.arrayBuffer()), "Exif"), false);
  });

  await t.step("a damaged WebP is refused", async () => {
    const damaged = webpWithExif().slice();
    new DataView(damaged.buffer).setUint32(4, 4000, true); // RIFF longer than the file
    const res = await upload(client, damaged, "a.webp", "image/webp");
    assert.equal(res.status, 415);
    assert.equal(res.body.message, "Please select an image file (JPG, PNG, GIF or WebP).");
  });

  await t.step("wrong form, missing field and visitors are refused", async () => {
    const notMultipart = await client.request("POST", "/api/upload/profile-picture", { x: 1 });
    assert.equal(notMultipart.status, 415);
    const form = new FormData();
    form.set("other", "x");
    const missing = await fetch(`${server.url}/api/upload/profile-picture`, {
      method: "POST",
      headers: { cookie: client.cookieHeader, origin: server.origin },
      body: form,
    });
    assert.equal(missing.status, 400);
    assert.equal(
      (await missing.json()).message,
      "Choose a picture to upload (field profilePicture).",
    );
    const anon = await upload(new Client(server), pngWithText(), "x.png", "image/png");
    assert.equal(anon.status, 401);
  });

  await t.step("media names that are not ours are 404", async () => {
    for (
      const path of [
        "/media/x.jpg",
        "/media/..%2Fkv.sqlite3",
        "/media/01J0000000000000000000000A-0000000000000000.jpg",
      ]
    ) {
      const res = await fetch(`${server.url}${path}`);
      await res.body?.cancel();
      assert.equal(res.status, 404, path);
    }
  });

  await server.close();
  await smtp.close();
});
