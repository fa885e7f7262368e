/**
 * In real Chromium on the post pages: the author fixes a roadmap's resource link (the server's
 * refusal of a bad one keeps the form open), and describes, recaptions, adds and removes images
 * of an image post from the notice only the author sees; each change is there after a reload.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  browserTest,
  openAs,
  reload,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors } from "../helpers/page_checks.ts";
import { pngInputFile } from "../helpers/images.ts";
import { createPost, uploadImages } from "../helpers/posts.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

type Stored = {
  section: { category: string; resources: { link: string }[] };
  images: { url: string; caption: string; alt: string }[];
};

/** The whole page (an edit form open, or the author's notice) at both widths in both themes. */
function pageShots(page: Page, name: string) {
  return shootEachThemeAndWidth(page, `post-edit-${name}`, async (path) => {
    // From the top, so the sticky header stays at the top of the picture.
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true, animations: "disabled" });
  });
}

/** Saves the open edit form and waits for the server's answer. */
async function save(page: Page, ok = true) {
  const answered = page.waitForResponse((r) => r.url().includes("posts.update"));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  assert.equal((await answered).ok(), ok);
}

browserTest(
  "[e2e] post edit: a roadmap's resources, an image post's images and descriptions",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const [a] = await signUpEach(server, smtp, [{ name: "Ravi Editor", username: "ravi_edits" }]);
      const roadmap = await createPost(a.client, {
        type: "section",
        title: "Backend roadmap",
        section: {
          title: "HTTP first",
          category: "DSA",
          resources: [{
            title: "MDN HTTP",
            link: "https://developer.mozila.org/en-US/docs/Web/HTTP",
          }],
        },
      });
      const [one, two] = await uploadImages(a.client, 2);
      const photos = await createPost(a.client, {
        type: "image",
        title: "Lab day photos",
        images: [{ url: one, caption: "The oscilloscope" }, { url: two, caption: "Our circuit" }],
      });
      const author = await openAs(browser, server, a.client);
      const visitor = await openAs(browser, server);
      const page = author.page;
      const stored = async (id: string) =>
        (await a.client.request<{ post: Stored }>("GET", `/api/posts/${id}`)).body.post;

      await t.step(
        "a refused resource link keeps the form open with the server's sentence",
        async () => {
          await visit(page, `${server.url}/roadmap/${roadmap}`);
          await page.getByRole("button", { name: "Edit post" }).click();
          const form = page.getByRole("form", { name: "Edit Backend roadmap" });
          assert.equal(await form.getByLabel("Section title").inputValue(), "HTTP first");
          const link = form.getByRole("group", { name: "Resource 1" }).getByLabel("Link");
          await link.fill("javascript:alert(1)");
          await save(page, false);
          await form.getByRole("alert").filter({
            hasText: "Resource links must start with http:// or https://",
          }).waitFor();
          assert.equal(await link.getAttribute("aria-invalid"), "true");
          dropExpectedErrors(author.problems, /400 \(Bad Request\)/);
          await pageShots(page, "roadmap");
        },
      );

      await t.step(
        "the fixed link, a new resource and category are there after a reload",
        async () => {
          const form = page.getByRole("form", { name: "Edit Backend roadmap" });
          await form.getByRole("group", { name: "Resource 1" }).getByLabel("Link")
            .fill("https://developer.mozilla.org/en-US/docs/Web/HTTP");
          await form.getByRole("button", { name: "+ Add resource" }).click();
          const second = form.getByRole("group", { name: "Resource 2" });
          await second.getByLabel("Title", { exact: true }).fill("RFC 9110");
          await second.getByLabel("Link").fill("https://www.rfc-editor.org/rfc/rfc9110");
          await form.getByLabel("Category").selectOption("Web Dev");
          await save(page);
          await form.waitFor({ state: "detached" });
          await reload(page);
          const resources = page.getByRole("list", { name: "Resources" }).getByRole("link");
          assert.deepEqual(
            await resources.evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
            [
              "https://developer.mozilla.org/en-US/docs/Web/HTTP",
              "https://www.rfc-editor.org/rfc/rfc9110",
            ],
          );
          await page.locator(".post-category", { hasText: "Web Dev" }).waitFor();
          assert.equal((await stored(roadmap)).section.category, "Web Dev");
        },
      );

      await t.step("only the author is told the images have no description", async () => {
        await visit(visitor.page, `${server.url}/image/${photos}`);
        await visitor.page.locator(".post-card img").first().waitFor();
        assert.equal(await visitor.page.locator(".post-alt-notice").count(), 0);
        await visit(page, `${server.url}/image/${photos}`);
        await page.getByText("2 images have no description. Edit the post to add them.").waitFor();
        await pageShots(page, "notice");
      });

      await t.step("the notice opens the form at the first description", async () => {
        await page.getByRole("button", { name: "Add descriptions" }).click();
        const first = page.getByLabel("Describe this image for people who can't see it (image 1)");
        await first.waitFor();
        assert.ok(await first.evaluate((el) => el === document.activeElement));
        assert.equal(
          await page.locator(".create-post-alt-hint").count(),
          2,
          "each empty description has its hint",
        );
        await pageShots(page, "image");
      });

      await t.step("recaptioned, described, one replaced: there after a reload", async () => {
        const form = page.getByRole("form", { name: "Edit Lab day photos" });
        await form.getByLabel("Caption for image 1").fill("The scope, warmed up");
        await form.getByLabel("(image 1)").fill("A green sine wave on a dark screen");
        await form.getByRole("button", { name: "Remove image 2" }).click();
        await form.getByLabel("Add images").setInputFiles(pngInputFile("fixed.png", 48));
        await form.getByLabel("Caption for image 2").fill("The fixed circuit");
        await form.getByLabel("(image 2)").fill("A breadboard with two lit LEDs");
        await save(page);
        await form.waitFor({ state: "detached" });
        await reload(page);
        const figures = page.locator(".post-card figcaption");
        assert.deepEqual(await figures.allTextContents(), [
          "The scope, warmed up",
          "The fixed circuit",
        ]);
        assert.equal(await page.locator(".post-alt-notice").count(), 0);
        const images = (await stored(photos)).images;
        assert.equal(images[0].url, one);
        assert.notEqual(images[1].url, two);
        assert.ok(images[1].url.startsWith("/media/"));
        assert.deepEqual(images.map((i) => i.alt), [
          "A green sine wave on a dark screen",
          "A breadboard with two lit LEDs",
        ]);
      });

      await t.step("a save that cannot reach the server says so and keeps the edit", async () => {
        await page.getByRole("button", { name: "Edit post" }).click();
        const form = page.getByRole("form", { name: "Edit Lab day photos" });
        await form.getByLabel("Caption for image 1").fill("Unsaved caption");
        await page.route("**/trpc/posts.update**", (route) => route.abort());
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await form.getByRole("alert").filter({ hasText: "Failed to update post" }).waitFor();
        await page.unroute("**/trpc/posts.update**");
        assert.equal(await form.getByLabel("Caption for image 1").inputValue(), "Unsaved caption");
        dropExpectedErrors(author.problems, /net::ERR_FAILED/);
        assert.equal((await stored(photos)).images[0].caption, "The scope, warmed up");
      });

      assertNoPageErrors([author.problems, visitor.problems]);
    } finally {
      await close();
    }
  },
);
