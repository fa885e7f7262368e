/**
 * Whether an embedded ICC colour profile is only a colour profile: every byte is the header, the
 * tag table or a tag's data (with the 4-byte alignment padding the format allows), and nothing in
 * it looks like EXIF, a TIFF block or XMP. Anything else is dropped with the rest of the metadata.
 */

const HEADER_BYTES = 128;
const hiddenSignatures = ["Exif\0\0", "II*\0", "MM\0*", "http://ns.adobe.com/", "<x:xmpmeta"];

function latin1(b: Uint8Array): string {
  return new TextDecoder("latin1").decode(b);
}

/** True when `profile` is a well-formed ICC profile hiding nothing besides colour data. */
export function isCleanIccProfile(profile: Uint8Array): boolean {
  if (profile.length < HEADER_BYTES + 4) return false;
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  if (view.getUint32(0) !== profile.length) return false;
  if (latin1(profile.subarray(36, 40)) !== "acsp") return false;
  const count = view.getUint32(HEADER_BYTES);
  const tableEnd = HEADER_BYTES + 4 + 12 * count;
  if (count === 0 || count > 200 || tableEnd > profile.length) return false;
  // Every byte after the tag table must belong to some tag, apart from alignment padding.
  const covered = new Uint8Array(profile.length);
  for (let t = 0; t < count; t++) {
    const at = HEADER_BYTES + 4 + 12 * t;
    const offset = view.getUint32(at + 4);
    const size = view.getUint32(at + 8);
    if (offset < tableEnd || size === 0 || offset + size > profile.length) return false;
    covered.fill(1, offset, offset + size);
  }
  let gap = 0;
  for (let i = tableEnd; i < profile.length; i++) {
    if (covered[i]) {
      gap = 0;
      continue;
    }
    if (profile[i] !== 0 || ++gap > 3) return false;
  }
  const text = latin1(profile);
  return !hiddenSignatures.some((signature) => text.includes(signature));
}
