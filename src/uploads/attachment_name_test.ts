/** Attachment names: what is kept of an uploaded name, and how a download offers it. */
import assert from "node:assert/strict";
import { cleanFilename, contentDisposition, MAX_FILENAME_LENGTH } from "./attachment_name.ts";

Deno.test("[uploads] attachment file names", async (t) => {
  await t.step("folders, hidden characters and the claimed extension go", () => {
    assert.equal(cleanFilename("/etc/../secret/report.exe", "pdf"), "report.pdf");
    assert.equal(cleanFilename("C:\\Users\\me\\crash log.TXT", "png"), "crash log.png");
    assert.equal(cleanFilename("invoice\u202Efdp.exe", "doc"), "invoicefdp.doc");
    assert.equal(cleanFilename("line\r\nbreak\t.pdf", "pdf"), "line break.pdf");
    assert.equal(cleanFilename("a<b>:c|d?.docx", "docx"), "a_b__c_d_.docx");
    assert.equal(cleanFilename("v1.2 notes", "pdf"), "v1.2 notes.pdf");
  });

  await t.step("a name with nothing left is called attachment", () => {
    for (const name of ["", ".pdf", "...", "/", " \u200B "]) {
      assert.equal(cleanFilename(name, "pdf"), "attachment.pdf", JSON.stringify(name));
    }
  });

  await t.step("long names are cut, never inside a character, and keep the extension", () => {
    const name = cleanFilename("😀".repeat(300) + ".pdf", "pdf");
    assert.equal(Array.from(name).length, MAX_FILENAME_LENGTH);
    assert.ok(name.endsWith("😀.pdf"));
  });

  await t.step("Content-Disposition: plain ASCII, or a fallback and filename*", () => {
    assert.equal(contentDisposition("attachment", "notes.pdf"), 'attachment; filename="notes.pdf"');
    assert.equal(
      contentDisposition("inline", "50% 'done' (ok).png"),
      `inline; filename="50_ 'done' (ok).png"; filename*=UTF-8''50%25%20%27done%27%20%28ok%29.png`,
    );
    assert.equal(
      contentDisposition("attachment", "отчёт.docx"),
      `attachment; filename="_____.docx"; filename*=UTF-8''${encodeURIComponent("отчёт")}.docx`,
    );
  });
});
