import assert from "node:assert/strict";
import { imageAlt } from "./post_images.tsx";

Deno.test("[posts] an image's alt text is its description, else its caption, else the title", async (t) => {
  const title = "Lab day photos";
  await t.step("the description wins", () => {
    assert.equal(
      imageAlt({ url: "/m/a", caption: "Bench", alt: "An oscilloscope" }, title),
      "An oscilloscope",
    );
  });
  await t.step("no description: the caption", () => {
    assert.equal(imageAlt({ url: "/m/a", caption: "Bench", alt: "" }, title), "Bench");
  });
  await t.step("neither: the post's title", () => {
    assert.equal(imageAlt({ url: "/m/a", caption: "", alt: "" }, title), title);
  });
});
