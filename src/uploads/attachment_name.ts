/**
 * An attachment's file name: the uploaded name cleaned for display and download (no folders, no
 * control, direction or other invisible characters, no lone surrogates, bounded length, the
 * extension of the real type), and the `Content-Disposition` header that offers it.
 */

export const MAX_FILENAME_LENGTH = 100;

/** Characters that hide or reorder text (controls, bidi overrides, zero-width marks): they let a
 * name like "invoice\u202Efdp.exe" show as "invoiceexe.pdf". */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/gu;
/** Reserved on common file systems, so a download saves under the name shown. */
const RESERVED = /[<>:"|?*]/g;

/** `name` as uploaded, made safe and given the extension `ext` of the type its bytes are. */
export function cleanFilename(name: string, ext: string): string {
  let base = name.normalize("NFC");
  base = base.slice(Math.max(base.lastIndexOf("/"), base.lastIndexOf("\\")) + 1);
  base = base.replace(/\s+/g, " ").replace(INVISIBLE, "").replace(RESERVED, "_");
  // The claimed extension goes: the real one replaces it.
  base = base.trim().replace(/\.[A-Za-z0-9]{1,8}$/, "").replace(/^[.\s]+|[.\s]+$/g, "");
  const room = MAX_FILENAME_LENGTH - ext.length - 1;
  const stem = Array.from(base).slice(0, room).join("").trim() || "attachment";
  return `${stem}.${ext}`;
}

/** RFC 5987 `value-chars`: percent-encoded UTF-8 with only attr-chars left bare. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment` or `inline` with `filename` (ASCII, quoted) and, when the name is not plain
 * ASCII, `filename*` (RFC 6266) carrying it whole. */
export function contentDisposition(kind: "attachment" | "inline", filename: string): string {
  // `%` too: some browsers percent-decode the plain form.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const plain = `${kind}; filename="${ascii}"`;
  return ascii === filename ? plain : `${plain}; filename*=UTF-8''${rfc5987(filename)}`;
}
