/**
 * A page's gzip body made from its pieces: the parts rendered once are compressed once (kept with
 * the part), and only what was rendered for this request is compressed per request. Each piece is
 * a run of deflate blocks ending on a byte boundary (a sync flush), so the runs join into one
 * valid deflate stream; one empty final block, the CRC-32 and the length close it. Pieces cannot
 * point back into one another, so the body is about a quarter larger than one compressed whole
 * (19 KB against 15 KB for a signed-in home page), for about a third of the compression work.
 * What is rendered per request (about 40 KB of a signed-in home page) is compressed at the fastest
 * level, as nginx does by default: it takes less than half the time of the default level.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { Fragment } from "./page_context.ts";

const encoder = new TextEncoder();
const HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final block of fixed Huffman codes holding nothing but its end. */
const LAST_BLOCK = new Uint8Array([0x03, 0x00]);

type Packed = { plain: Uint8Array; deflated: Uint8Array };
const packedFragments = new WeakMap<Fragment, Packed>();

function pack(plain: Uint8Array, level: number): Packed {
  const deflated = deflateRawSync(plain, { level, finishFlush: constants.Z_SYNC_FLUSH });
  return { plain, deflated: new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.length) };
}

function packedFragment(fragment: Fragment): Packed {
  let packed = packedFragments.get(fragment);
  if (!packed) packedFragments.set(fragment, packed = pack(encoder.encode(fragment.html), 9));
  return packed;
}

/** The gzip member holding the pieces' HTML in order. */
export function gzipPieces(pieces: (string | Fragment)[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    if (piece === "") continue;
    const { plain, deflated } = typeof piece === "string"
      ? pack(encoder.encode(piece), constants.Z_BEST_SPEED)
      : packedFragment(piece);
    crc = crc32(plain, crc);
    length += plain.byteLength;
    parts.push(deflated);
  }
  parts.push(LAST_BLOCK);
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, length >>> 0, true);
  parts.push(trailer);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
