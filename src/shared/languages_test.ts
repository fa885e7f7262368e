import assert from "node:assert/strict";
import { languageOfFilename } from "./languages.ts";

Deno.test("[languages] a file name's extension names its room language", () => {
  assert.equal(languageOfFilename("fib.py"), "python");
  assert.equal(languageOfFilename("Main.JAVA"), "java");
  assert.equal(languageOfFilename("graph.cc"), "cpp");
  assert.equal(languageOfFilename("app.mjs"), "javascript");
  for (const name of ["notes.md", "Makefile", ".py", "archive.tar.gz"]) {
    assert.equal(languageOfFilename(name), null, name);
  }
});
