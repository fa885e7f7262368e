/**
 * Removes metadata (EXIF with GPS, XMP, IPTC, comments, text chunks) by rewriting the image's
 * container without those parts; the pixels are copied untouched, so quality and animation
 * survive. Anything after the image's end marker is dropped too. A malformed file throws.
 */
import { isCleanIccProfile } from "./icc_profile.ts";
import { ImageFormatError } from "./image_format_error.ts";
import { readWebpChunks } from "./webp_chunks.ts";
import type { ImageType } from "./image_type.ts";

export { ImageFormatError };

function fail(what: string): never {
  throw new ImageFormatError(what);
}

class Writer {
  parts: Uint8Array[] = [];
  push(bytes: Uint8Array) {
    this.parts.push(bytes);
  }
  concat(): Uint8Array {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

const ascii = (b: Uint8Array, from: number, len: number) =>
  String.fromCharCode(...b.subarray(from, from + len));

/** APP0 as a bare JFIF header (version, units, density; no thumbnail), or null for any other APP0
 * (JFXX thumbnails, or whatever someone hid behind the marker). */
function jfifHeader(b: Uint8Array, i: number, length: number): Uint8Array | null {
  if (length < 16 || ascii(b, i + 4, 5) !== "JFIF\0") return null;
  const out = new Uint8Array(18);
  out.set([0xff, 0xe0, 0x00, 0x10]);
  out.set(b.subarray(i + 4, i + 16), 4); // "JFIF\0", version, units, X and Y density
  return out; // thumbnail width and height stay 0
}

/** APP14 as Adobe's 12-byte colour-transform record only. */
function adobeHeader(b: Uint8Array, i: number, length: number): Uint8Array | null {
  if (length < 14 || ascii(b, i + 4, 5) !== "Adobe") return null;
  const out = new Uint8Array(16);
  out.set([0xff, 0xee, 0x00, 0x0e]);
  out.set(b.subarray(i + 4, i + 16), 4);
  return out;
}

type IccChunk = { seq: number; count: number; segment: Uint8Array; data: Uint8Array };

/** The ICC profile's APP2 segments in order, when they hold one whole clean profile; else none. */
function iccSegments(chunks: IccChunk[]): Uint8Array[] {
  if (chunks.length === 0) return [];
  const count = chunks[0].count;
  const sorted = [...chunks].sort((a, b) => a.seq - b.seq);
  const complete = sorted.length === count &&
    sorted.every((c, n) => c.seq === n + 1 && c.count === count);
  if (!complete) return [];
  const profile = new Writer();
  for (const c of sorted) profile.push(c.data);
  return isCleanIccProfile(profile.concat()) ? sorted.map((c) => c.segment) : [];
}

/** JPEG: keep a bare JFIF header, a clean ICC profile and Adobe's colour record; drop every other
 * APPn and COM, and anything hidden inside the kept ones. */
function stripJpeg(b: Uint8Array): Uint8Array {
  const out = new Writer();
  out.push(b.subarray(0, 2));
  const icc: IccChunk[] = [];
  let iccSlot = -1;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) fail("jpeg: expected a marker");
    const marker = b[i + 1];
    if (marker === 0xff) { // Fill byte.
      i++;
      continue;
    }
    if (marker === 0xd9) { // End of image: nothing after it is kept.
      out.push(b.subarray(i, i + 2));
      if (iccSlot >= 0) out.parts.splice(iccSlot, 1, ...iccSegments(icc));
      return out.concat();
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) fail("jpeg: truncated segment");
    const length = (b[i + 2] << 8) | b[i + 3];
    const end = i + 2 + length;
    if (length < 2 || end > b.length) fail("jpeg: bad segment length");
    if (marker === 0xe0) {
      const header = jfifHeader(b, i, length);
      if (header) out.push(header);
    } else if (marker === 0xe2 && length >= 16 && ascii(b, i + 4, 12) === "ICC_PROFILE\0") {
      // A profile may span several segments: judged whole once all are seen, kept in place.
      if (iccSlot < 0) {
        iccSlot = out.parts.length;
        out.push(new Uint8Array(0));
      }
      icc.push({
        seq: b[i + 16],
        count: b[i + 17],
        segment: b.subarray(i, end),
        data: b.subarray(i + 18, end),
      });
    } else if (marker === 0xee) {
      const header = adobeHeader(b, i, length);
      if (header) out.push(header);
    } else if (!(marker >= 0xe0 && marker <= 0xef) && marker !== 0xfe) {
      out.push(b.subarray(i, end));
    }
    i = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      const start = i;
      while (
        i + 1 < b.length &&
        !(b[i] === 0xff && b[i + 1] !== 0 && !(b[i + 1] >= 0xd0 && b[i + 1] <= 0xd7))
      ) i++;
      if (i + 1 >= b.length) fail("jpeg: no end of image");
      out.push(b.subarray(start, i));
    }
  }
  fail("jpeg: no end of image");
}

const pngKeep = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

/** PNG: keep image and colour chunks (and APNG frames); drop text, EXIF, time and the unknown. */
function stripPng(b: Uint8Array): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const out = new Writer();
  out.push(b.subarray(0, 8));
  let i = 8;
  while (i + 12 <= b.length) {
    const length = view.getUint32(i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length || !/^[A-Za-z]{4}$/.test(type)) fail("png: bad chunk");
    if (pngKeep.has(type)) out.push(b.subarray(i, end));
    i = end;
    if (type === "IEND") return out.concat();
  }
  fail("png: no IEND chunk");
}

/** Skips GIF data sub-blocks starting at `i`; returns the index after the terminator. */
function skipSubBlocks(b: Uint8Array, i: number): number {
  while (i < b.length && b[i] !== 0) i += b[i] + 1;
  if (i >= b.length) fail("gif: truncated blocks");
  return i + 1;
}

/** GIF: keep frames, graphic control and the looping extension; drop comments and other apps. */
function stripGif(b: Uint8Array): Uint8Array {
  if (b.length < 13) fail("gif: truncated header");
  const out = new Writer();
  let i = 13;
  if (b[10] & 0x80) i += 3 * (1 << ((b[10] & 0x07) + 1));
  out.push(b.subarray(0, i));
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) {
      out.push(b.subarray(i, i + 1));
      return out.concat();
    }
    if (block === 0x21) {
      const label = b[i + 1];
      const end = skipSubBlocks(b, i + 2);
      const app = label === 0xff ? ascii(b, i + 3, 11) : "";
      if (label === 0xf9 || app === "NETSCAPE2.0" || app === "ANIMEXTS1.0") {
        out.push(b.subarray(i, end));
      }
      i = end;
    } else if (block === 0x2c) {
      let j = i + 10;
      if (j > b.length) fail("gif: truncated image");
      if (b[i + 9] & 0x80) j += 3 * (1 << ((b[i + 9] & 0x07) + 1));
      const end = skipSubBlocks(b, j + 1);
      out.push(b.subarray(i, end));
      i = end;
    } else {
      fail("gif: unknown block");
    }
  }
  fail("gif: no trailer");
}

const webpKeep = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);

/** WebP: check the structure, keep image, alpha, animation and a clean ICC profile; drop EXIF,
 * XMP and the unknown, and clear the flags of what went. */
function stripWebp(b: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const c of readWebpChunks(b)) {
    if (!webpKeep.has(c.type)) continue;
    if (c.type === "ICCP" && !isCleanIccProfile(c.data)) continue;
    chunks.push(c.type === "VP8X" ? c.bytes.slice() : c.bytes);
  }
  const kept = new Set(chunks.map((c) => ascii(c, 0, 4)));
  const vp8x = chunks.find((c) => ascii(c, 0, 4) === "VP8X");
  if (vp8x) {
    vp8x[8] &= ~(0x08 | 0x04); // EXIF and XMP are never kept
    if (!kept.has("ICCP")) vp8x[8] &= ~0x20;
  }
  const bodyLength = 4 + chunks.reduce((n, c) => n + c.length, 0);
  const head = new Uint8Array(12);
  head.set(b.subarray(0, 4));
  new DataView(head.buffer).setUint32(4, bodyLength, true);
  head.set(b.subarray(8, 12), 8);
  const out = new Writer();
  out.push(head);
  for (const c of chunks) out.push(c);
  return out.concat();
}

/** The same image without its metadata. */
export function stripMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  try {
    switch (type) {
      case "image/jpeg":
        return stripJpeg(bytes);
      case "image/png":
        return stripPng(bytes);
      case "image/gif":
        return stripGif(bytes);
      case "image/webp":
        return stripWebp(bytes);
    }
  } catch (err) {
    if (err instanceof ImageFormatError) throw err;
    throw new ImageFormatError(String(err));
  }
}
