/** The plain-text description and image of a post's link preview. */
import assert from "node:assert/strict";
import { postPreview, previewText } from "./post_preview.ts";

Deno.test("[seo] post preview text and image", async (t) => {
  await t.step("short text is kept on one line", () => {
    assert.equal(previewText("  Graphs\n\n and   trees "), "Graphs and trees");
  });

  await t.step("long text is cut at a word near 200 characters", () => {
    const text = "word ".repeat(100);
    const cut = previewText(text);
    assert.ok(cut.length <= 200, `length ${cut.length}`);
    assert.match(cut, /^(word )*word…$/);
  });

  await t.step("content first, then the section description, then a caption", () => {
    const section = {
      title: "S",
      description: "Learn DP",
      category: "DSA" as const,
      resources: [],
    };
    assert.equal(postPreview({ content: "Hi", section, images: [] }).description, "Hi");
    assert.equal(postPreview({ content: " ", section, images: [] }).description, "Learn DP");
    const images = [{ url: "/media/a.png", caption: "A chart", alt: "" }];
    assert.deepEqual(postPreview({ content: "", section: null, images }), {
      description: "A chart",
      image: "/media/a.png",
    });
  });
});
