/**
 * Real image files for upload tests, made by real encoders (jpeg-js, pngjs) plus hand-built
 * metadata: an EXIF block with GPS coordinates, PNG text chunks, a GIF comment, WebP EXIF; and
 * files in the shape a browser page's file input takes.
 */
import { Buffer } from "node:buffer";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** A `width`×`height` gradient as RGBA. */
function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set([(i * 7) % 256, (i * 13) % 256, 128, 255], i * 4);
  }
  return data;
}

export function plainJpeg(width = 32, height = 24): Uint8Array {
  const { data } = jpeg.encode({ data: pixels(width, height), width, height }, 80);
  return new Uint8Array(data);
}

/** An EXIF APP1 payload whose GPS block says 12°58′N 77°35′E. */
export function exifWithGps(): Uint8Array {
  const b = new Uint8Array(6 + 128);
  b.set([0x45, 0x78, 0x69, 0x66, 0, 0]); // "Exif\0\0"
  const t = new DataView(b.buffer, 6);
  t.setUint16(0, 0x4949); // "II": little-endian TIFF
  t.setUint16(2, 42, true);
  t.setUint32(4, 8, true); // IFD0 at 8
  t.setUint16(8, 1, true); // one entry: the GPS IFD pointer
  t.setUint16(10, 0x8825, true);
  t.setUint16(12, 4, true);
  t.setUint32(14, 1, true);
  t.setUint32(18, 26, true);
  t.setUint32(22, 0, true); // no next IFD
  t.setUint16(26, 4, true); // GPS IFD: four entries
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    t.setUint16(at, tag, true);
    t.setUint16(at + 2, type, true);
    t.setUint32(at + 4, count, true);
    t.setUint32(at + 8, value, true);
  };
  entry(28, 0x0001, 2, 2, 0x4e); // LatitudeRef "N"
  entry(40, 0x0002, 5, 3, 80); // Latitude → rationals at 80
  entry(52, 0x0003, 2, 2, 0x45); // LongitudeRef "E"
  entry(64, 0x0004, 5, 3, 104); // Longitude → rationals at 104
  t.setUint32(76, 0, true);
  [12, 58, 0].forEach((v, i) => {
    t.setUint32(80 + i * 8, v, true);
    t.setUint32(84 + i * 8, 1, true);
  });
  [77, 35, 0].forEach((v, i) => {
    t.setUint32(104 + i * 8, v, true);
    t.setUint32(108 + i * 8, 1, true);
  });
  return b;
}

/** `plainJpeg()` with the segments `[marker, payload]` right after its start marker. */
export function jpegWithSegments(...segments: [marker: number, payload: Uint8Array][]): Uint8Array {
  const base = plainJpeg();
  const parts = [base.subarray(0, 2)];
  for (const [marker, payload] of segments) {
    const head = [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff];
    parts.push(Uint8Array.from(head), payload);
  }
  parts.push(base.subarray(2));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A minimal well-formed ICC profile: header, one tag, the tag's data. */
export function iccProfile(): Uint8Array {
  const b = new Uint8Array(128 + 4 + 12 + 12);
  const v = new DataView(b.buffer);
  v.setUint32(0, b.length);
  b.set(new TextEncoder().encode("acsp"), 36);
  v.setUint32(128, 1); // one tag
  b.set(new TextEncoder().encode("wtpt"), 132);
  v.setUint32(136, 144);
  v.setUint32(140, 12);
  b.set(new TextEncoder().encode("XYZ "), 144);
  return b;
}

/** A real JPEG carrying GPS coordinates in EXIF, a comment, and bytes after its end. */
export function jpegWithGps(): Uint8Array {
  const base = plainJpeg();
  const exif = exifWithGps();
  const app1 = new Uint8Array(4 + exif.length);
  app1.set([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]);
  app1.set(exif, 4);
  const comment = new TextEncoder().encode("shot at home, secret");
  const com = new Uint8Array(4 + comment.length);
  com.set([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  com.set(comment, 4);
  const trailer = new TextEncoder().encode("<script>alert(1)</script>");
  const out = new Uint8Array(base.length + app1.length + com.length + trailer.length);
  out.set(base.subarray(0, 2));
  out.set(app1, 2);
  out.set(com, 2 + app1.length);
  out.set(base.subarray(2), 2 + app1.length + com.length);
  out.set(trailer, 2 + app1.length + com.length + base.length - 2);
  return out;
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real PNG with a tEXt chunk (author, location) before its image data. */
export function pngWithText(width = 8, height = 8): Uint8Array {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels(width, height));
  const base = new Uint8Array(PNG.sync.write(png));
  const text = new TextEncoder().encode("Comment\0GPS 12.97N 77.59E");
  const chunk = new Uint8Array(12 + text.length);
  const v = new DataView(chunk.buffer);
  v.setUint32(0, text.length);
  chunk.set(new TextEncoder().encode("tEXt"), 4);
  chunk.set(text, 8);
  v.setUint32(8 + text.length, crc32(chunk.subarray(4, 8 + text.length)));
  const ihdrEnd = 8 + 25;
  const out = new Uint8Array(base.length + chunk.length);
  out.set(base.subarray(0, ihdrEnd));
  out.set(chunk, ihdrEnd);
  out.set(base.subarray(ihdrEnd), ihdrEnd + chunk.length);
  return out;
}

type Rgb = [number, number, number];

/**
 * A real `width`×`height` PNG whose first quarter along its longer side is `start` (the left of a
 * wide picture, the top of a tall one), last quarter `end`, and middle a grey ramp: a screenshot
 * shows at once whether either end was cut off.
 */
export function edgesPng(width: number, height: number, start: Rgb, end: Rgb): Uint8Array {
  const png = new PNG({ width, height });
  const length = Math.max(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = width >= height ? x : y;
      const grey = Math.round(96 + (96 * at) / length);
      const rgb = at < length / 4 ? start : at >= (length * 3) / 4 ? end : [grey, grey, grey];
      png.data.set([...rgb, 255], (y * width + x) * 4);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

/** A 1×1 GIF89a with a comment extension. */
export function gifWithComment(): Uint8Array {
  const comment = new TextEncoder().encode("secret comment");
  return new Uint8Array([
    ...new TextEncoder().encode("GIF89a"),
    1,
    0,
    1,
    0,
    0x80,
    0,
    0, // 1×1, global colour table of 2
    0,
    0,
    0,
    255,
    255,
    255,
    0x21,
    0xfe,
    comment.length,
    ...comment,
    0, // comment extension
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // image descriptor
    2,
    2,
    0x44,
    0x01,
    0, // LZW data
    0x3b,
  ]);
}

/** A 1×1 lossless WebP extended with an EXIF chunk (VP8X flags say so). */
export function webpWithExif(): Uint8Array {
  // A known-good 1×1 lossless WebP; its VP8L chunk is reused inside an extended file.
  const simple = Uint8Array.from(
    atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="),
    (c) => c.charCodeAt(0),
  );
  const vp8lSize = new DataView(simple.buffer).getUint32(16, true);
  const vp8l = simple.subarray(20, 20 + vp8lSize);
  const exif = new TextEncoder().encode("Exif\0\0GPS-SECRET");
  const chunk = (type: string, data: Uint8Array) => {
    const padded = data.length + (data.length & 1);
    const out = new Uint8Array(8 + padded);
    out.set(new TextEncoder().encode(type));
    new DataView(out.buffer).setUint32(4, data.length, true);
    out.set(data, 8);
    return out;
  };
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08; // EXIF present
  const parts = [chunk("VP8X", vp8x), chunk("VP8L", vp8l), chunk("EXIF", exif)];
  const body = parts.reduce((n, p) => n + p.length, 4);
  const out = new Uint8Array(8 + body);
  out.set(new TextEncoder().encode("RIFF"));
  new DataView(out.buffer).setUint32(4, body, true);
  out.set(new TextEncoder().encode("WEBP"), 8);
  let at = 12;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function includes(haystack: Uint8Array, needle: string): boolean {
  return new TextDecoder("latin1").decode(haystack).includes(needle);
}

/** A file for a page's file input (`setInputFiles`): `content` under `name` as `mimeType`. */
export function inputFile(name: string, mimeType: string, content: Uint8Array | string) {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return { name, mimeType, buffer: Buffer.from(bytes) };
}

/** A real `width`×`height` PNG for a page's file input. */
export function pngInputFile(name: string, width: number, height = width) {
  return inputFile(name, "image/png", pngWithText(width, height));
}
