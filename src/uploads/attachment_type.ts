/**
 * Recognises what a report attachment really is from its bytes (images, PDF, DOC, DOCX); the
 * uploaded name and declared type are never consulted.
 */
import { unzipSync } from "fflate";
import type { AttachmentType } from "./attachment_model.ts";
import { detectImageType, extensionOf as imageExtensionOf } from "./image_type.ts";

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const attachmentExtensionOf: Record<AttachmentType, string> = {
  ...imageExtensionOf,
  "application/pdf": "pdf",
  "application/msword": "doc",
  [DOCX_TYPE]: "docx",
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, sig: number[]): boolean {
  return sig.every((b, i) => bytes[i] === b);
}

/** A DOCX is a zip whose central directory lists `[Content_Types].xml` and a `word/` part; any
 * other zip (an .xlsx, a .jar, a plain archive) is not one. Nothing is decompressed. */
function isDocx(bytes: Uint8Array): boolean {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return false; // Not a readable zip.
  }
  return names.includes("[Content_Types].xml") && names.some((n) => n.startsWith("word/"));
}

/** The attachment type `bytes` are, or null when they are none of the accepted kinds. */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, OLE2)) return "application/msword";
  if (startsWith(bytes, ZIP) && isDocx(bytes)) return DOCX_TYPE;
  return null;
}

export function isImageAttachment(type: AttachmentType): boolean {
  return type.startsWith("image/");
}
