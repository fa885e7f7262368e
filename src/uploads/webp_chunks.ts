/**
 * Reads a WebP file's RIFF chunks and checks they make a whole image: sizes that add up to the
 * RIFF length exactly, an image chunk with its codec's signature, and for an extended file the
 * layout its VP8X flags promise (one still image, or ANIM with complete ANMF frames).
 */
import { ImageFormatError } from "./image_format_error.ts";

export type WebpChunk = {
  type: string;
  /** The whole chunk: header, data and its padding byte. */
  bytes: Uint8Array;
  data: Uint8Array;
};

function fail(what: string): never {
  throw new ImageFormatError(`webp: ${what}`);
}

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/** The chunks between `from` and `to`, which must be filled exactly. */
function chunksIn(b: Uint8Array, from: number, to: number): WebpChunk[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunks: WebpChunk[] = [];
  let i = from;
  while (i < to) {
    if (i + 8 > to) fail("truncated chunk header");
    const size = view.getUint32(i + 4, true);
    const dataEnd = i + 8 + size;
    const end = dataEnd + (size & 1);
    if (end > to) fail("a chunk runs past the end of its container");
    chunks.push({
      type: fourcc(b, i),
      bytes: b.subarray(i, end),
      data: b.subarray(i + 8, dataEnd),
    });
    i = end;
  }
  return chunks;
}

/** A lossy (VP8) or lossless (VP8L) bitstream that at least starts as one. */
function checkBitstream(chunk: WebpChunk | undefined): void {
  if (!chunk) fail("no image data");
  const d = chunk.data;
  if (chunk.type === "VP8 ") {
    const keyFrame = d.length >= 10 && (d[0] & 1) === 0 && d[3] === 0x9d && d[4] === 0x01 &&
      d[5] === 0x2a;
    if (
      !keyFrame || ((d[6] | (d[7] << 8)) & 0x3fff) === 0 || ((d[8] | (d[9] << 8)) & 0x3fff) === 0
    ) {
      fail("damaged VP8 frame header");
    }
  } else if (chunk.type === "VP8L") {
    if (d.length < 5 || d[0] !== 0x2f || d[4] >> 5 !== 0) fail("damaged VP8L header");
  } else {
    fail(`expected image data, found ${JSON.stringify(chunk.type)}`);
  }
}

/** A still image: an optional ALPH chunk right before its one VP8 or VP8L chunk. */
function checkStill(chunks: WebpChunk[]): void {
  const images = chunks.filter((c) => c.type === "VP8 " || c.type === "VP8L");
  if (images.length !== 1) fail("expected exactly one image");
  checkBitstream(images[0]);
}

/** The file's chunks, once the whole structure has been checked; throws `ImageFormatError`. */
export function readWebpChunks(b: Uint8Array): WebpChunk[] {
  if (b.length < 20 || fourcc(b, 0) !== "RIFF" || fourcc(b, 8) !== "WEBP") fail("not a WebP");
  const riffSize = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true);
  if (riffSize < 12 || riffSize % 2 !== 0 || 8 + riffSize > b.length) fail("bad RIFF size");
  const chunks = chunksIn(b, 12, 8 + riffSize);
  const first = chunks[0];
  if (first.type === "VP8 " || first.type === "VP8L") {
    checkBitstream(first);
    return chunks;
  }
  if (first.type !== "VP8X" || first.data.length < 10) fail("no image data");
  const rest = chunks.slice(1);
  if ((first.data[0] & 0x02) === 0) {
    checkStill(rest);
    return chunks;
  }
  const anim = rest.find((c) => c.type === "ANIM");
  const frames = rest.filter((c) => c.type === "ANMF");
  if (!anim || anim.data.length < 6 || frames.length === 0) fail("animation without frames");
  for (const frame of frames) {
    if (frame.data.length < 16 + 8) fail("damaged animation frame");
    const start = frame.data.byteOffset - b.byteOffset + 16;
    checkStill(chunksIn(b, start, start + frame.data.length - 16));
  }
  return chunks;
}
