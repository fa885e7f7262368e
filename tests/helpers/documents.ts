/**
 * Real document files for attachment tests: a minimal valid PDF, a DOCX zipped by fflate, the
 * header of an OLE2 (DOC) file, and files that only pretend to be documents.
 */
import { strToU8, zipSync } from "fflate";

const enc = new TextEncoder();

/** A one-page PDF with a correct cross-reference table. */
export function minimalPdf(text = "Bug report"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R " +
    "/Resources << /Font << /F1 5 0 R >> >> >>",
    (() => {
      const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return enc.encode(out);
}

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/** A DOCX as Word writes its smallest one: content types, package relations, the document. */
export function minimalDocx(text = "Steps to reproduce"): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/' +
        'package/2006/content-types"><Default Extension="rels" ContentType="application/' +
        'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ' +
        'ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.' +
        'document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.' +
        'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://' +
        "schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" +
        '" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r>` +
        `<w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/** A zip that is not a DOCX: no `word/` part. */
export function plainZip(): Uint8Array {
  return zipSync({ "readme.txt": strToU8("just an archive"), "[Content_Types].xml": strToU8("") });
}

/** The first sector of an OLE2 compound file (a .doc): signature and header fields. */
export function docHeader(): Uint8Array {
  const b = new Uint8Array(1024);
  b.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const v = new DataView(b.buffer);
  v.setUint16(0x18, 0x003e, true); // minor version
  v.setUint16(0x1a, 0x0003, true); // major version 3: 512-byte sectors
  v.setUint16(0x1c, 0xfffe, true); // little-endian
  v.setUint16(0x1e, 9, true); // sector shift
  v.setUint16(0x20, 6, true); // mini sector shift
  return b;
}

/** The start of a Linux executable. */
export function elfHeader(): Uint8Array {
  const b = new Uint8Array(64);
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
  return b;
}

/** The start of a Windows executable, with the DOS stub's text. */
export function mzHeader(): Uint8Array {
  const b = new Uint8Array(128);
  b.set([0x4d, 0x5a, 0x90, 0]);
  b.set(enc.encode("This program cannot be run in DOS mode."), 0x4e);
  return b;
}
