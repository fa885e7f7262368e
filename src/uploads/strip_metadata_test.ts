import assert from "node:assert/strict";
import exifr from "exifr";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import {
  exifWithGps,
  gifWithComment,
  iccProfile,
  includes,
  jpegWithGps,
  jpegWithSegments,
  plainJpeg,
  pngWithText,
  webpWithExif,
} from "../../tests/helpers/images.ts";
import { detectImageType } from "./image_type.ts";
import { ImageFormatError, stripMetadata } from "./strip_metadata.ts";

Deno.test("[uploads] metadata is removed and the picture survives", async (t) => {
  await t.step(
    "JPEG: GPS, comment and trailing bytes are gone; pixels decode the same",
    async () => {
      const dirty = jpegWithGps();
      const gps = await exifr.gps(dirty);
      assert.ok(gps && Math.abs(gps.latitude - 12.9667) < 0.01, "the fixture really carries GPS");
      const clean = stripMetadata(dirty, "image/jpeg");
      assert.equal(await exifr.gps(clean), undefined);
      assert.equal(includes(clean, "Exif"), false);
      assert.equal(includes(clean, "secret"), false);
      assert.equal(includes(clean, "<script>"), false);
      const before = jpeg.decode(dirty, { useTArray: true });
      const after = jpeg.decode(clean, { useTArray: true });
      assert.equal(after.width, 32);
      assert.deepEqual(after.data, before.data);
    },
  );

  await t.step("JPEG without metadata passes through unchanged", () => {
    const plain = plainJpeg();
    assert.deepEqual(stripMetadata(plain, "image/jpeg"), plain);
  });

  await t.step("PNG: text chunks are gone; the image decodes", () => {
    const dirty = pngWithText();
    assert.ok(includes(dirty, "GPS 12.97N"));
    const clean = stripMetadata(dirty, "image/png");
    assert.equal(includes(clean, "tEXt"), false);
    assert.equal(includes(clean, "GPS"), false);
    const decoded = PNG.sync.read(Buffer.from(clean));
    assert.equal(decoded.width, 8);
  });

  await t.step("GIF: the comment is gone; the trailer is kept", () => {
    const clean = stripMetadata(gifWithComment(), "image/gif");
    assert.equal(includes(clean, "secret"), false);
    assert.equal(clean.at(-1), 0x3b);
    assert.equal(detectImageType(clean), "image/gif");
  });

  await t.step("WebP: the EXIF chunk and its flag are gone; sizes stay consistent", () => {
    const clean = stripMetadata(webpWithExif(), "image/webp");
    assert.equal(includes(clean, "EXIF"), false);
    assert.equal(includes(clean, "GPS-SECRET"), false);
    const view = new DataView(clean.buffer, clean.byteOffset);
    assert.equal(view.getUint32(4, true), clean.length - 8);
    assert.equal(clean[20] & 0x08, 0, "VP8X no longer claims EXIF");
  });

  await t.step("broken files are refused, not half-written", () => {
    const truncated = plainJpeg().subarray(0, 40);
    assert.throws(() => stripMetadata(truncated, "image/jpeg"), ImageFormatError);
    assert.throws(
      () => stripMetadata(pngWithText().subarray(0, 30), "image/png"),
      ImageFormatError,
    );
    assert.throws(
      () => stripMetadata(new Uint8Array([0x47, 0x49, 0x46]), "image/gif"),
      ImageFormatError,
    );
  });
});

Deno.test("[uploads] the type comes from the bytes only", () => {
  assert.equal(detectImageType(plainJpeg()), "image/jpeg");
  assert.equal(detectImageType(pngWithText()), "image/png");
  assert.equal(detectImageType(gifWithComment()), "image/gif");
  assert.equal(detectImageType(webpWithExif()), "image/webp");
  const enc = new TextEncoder();
  assert.equal(detectImageType(enc.encode("<svg xmlns='http://www.w3.org/2000/svg'/>")), null);
  assert.equal(detectImageType(enc.encode("<!doctype html><script>x</script>")), null);
  assert.equal(detectImageType(enc.encode("just text")), null);
  assert.equal(detectImageType(new Uint8Array()), null);
});

const bytes = (...parts: (string | Uint8Array)[]) => {
  const encoded = parts.map((p) => typeof p === "string" ? new TextEncoder().encode(p) : p);
  const out = new Uint8Array(encoded.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of encoded) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** An APP2 ICC segment payload: one chunk of one, holding `data`. */
const iccChunk = (data: Uint8Array) => bytes("ICC_PROFILE\0", Uint8Array.of(1, 1), data);
const jfif = () => bytes("JFIF\0", Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 0));

Deno.test("[uploads] EXIF hidden in the segments a JPEG keeps is removed too", async (t) => {
  const cases: [string, Uint8Array][] = [
    ["an APP0 that is EXIF", jpegWithSegments([0xe0, exifWithGps()])],
    ["EXIF after a JFIF header", jpegWithSegments([0xe0, bytes(jfif(), exifWithGps())])],
    ["EXIF as an ICC profile", jpegWithSegments([0xe2, iccChunk(exifWithGps())])],
    [
      "EXIF after a real ICC profile",
      jpegWithSegments([0xe2, iccChunk(bytes(iccProfile(), exifWithGps()))]),
    ],
    [
      "EXIF after Adobe's record",
      jpegWithSegments([0xee, bytes("Adobe", new Uint8Array(7), exifWithGps())]),
    ],
  ];
  for (const [name, dirty] of cases) {
    await t.step(name, async () => {
      assert.ok(includes(dirty, "Exif"), "the fixture carries EXIF");
      const clean = stripMetadata(dirty, "image/jpeg");
      assert.equal(includes(clean, "Exif"), false);
      assert.equal(await exifr.gps(clean).catch(() => undefined), undefined);
      const before = jpeg.decode(dirty, { useTArray: true });
      assert.deepEqual(jpeg.decode(clean, { useTArray: true }).data, before.data);
    });
  }
  await t.step("a real colour profile is kept as it was", () => {
    const profile = iccProfile();
    const clean = stripMetadata(jpegWithSegments([0xe2, iccChunk(profile)]), "image/jpeg");
    const text = new TextDecoder("latin1").decode(clean);
    assert.ok(text.includes(new TextDecoder("latin1").decode(iccChunk(profile))));
  });
});

/** The fixture WebP with its bytes changed by `damage`. */
function damagedWebp(damage: (b: Uint8Array, view: DataView) => Uint8Array | void): Uint8Array {
  const b = webpWithExif().slice();
  return damage(b, new DataView(b.buffer)) ?? b;
}

Deno.test("[uploads] a damaged WebP is refused", async (t) => {
  // The fixture: RIFF header (12), VP8X (8 + 10), VP8L at 30, then EXIF.
  const cases: [string, Uint8Array][] = [
    ["RIFF size beyond the file", damagedWebp((_, v) => v.setUint32(4, 4000, true))],
    ["RIFF size odd", damagedWebp((_, v) => v.setUint32(4, v.getUint32(4, true) - 1, true))],
    ["a chunk size past the end", damagedWebp((_, v) => v.setUint32(34, 0xfffffff0, true))],
    ["a chunk size short of its data", damagedWebp((_, v) => v.setUint32(34, 2, true))],
    ["truncated", webpWithExif().subarray(0, 33)],
    ["a lossless stream without its signature", damagedWebp((b) => void (b[38] = 0))],
    ["no image chunk", damagedWebp((b) => b.set(new TextEncoder().encode("JUNK"), 30))],
    ["animation promised, no frames", damagedWebp((b) => void (b[20] |= 0x02))],
  ];
  for (const [name, bad] of cases) {
    await t.step(name, () => {
      assert.throws(() => stripMetadata(bad, "image/webp"), ImageFormatError);
    });
  }
  await t.step("the undamaged file still passes", () => {
    assert.equal(detectImageType(stripMetadata(webpWithExif(), "image/webp")), "image/webp");
  });
});
