import assert from "node:assert/strict";
import { postPath, typeOfKind } from "./post_paths.ts";

Deno.test("[posts] each post type has its own page path", () => {
  const id = "01J0000000000000000000000A";
  assert.equal(postPath({ _id: id, type: "text" }), `/blog/${id}`);
  assert.equal(postPath({ _id: id, type: "section" }), `/roadmap/${id}`);
  assert.equal(postPath({ _id: id, type: "image" }), `/image/${id}`);
  for (const type of ["text", "section", "image"] as const) {
    assert.equal(typeOfKind(postPath({ _id: id, type }).split("/")[1]), type);
  }
  assert.equal(typeOfKind("posts"), null);
});
