import assert from "node:assert/strict";
import exifr from "exifr";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import {
  gifWithComment,
  includes,
  jpegWithGps,
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
