/**
 * In real Chromium on /feed: the post creation box writes a blog post with tags, a roadmap with
 * two resources (the server refuses a javascript: link) and an image post with two captions and
 * a description.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import {
  assertNoPageErrors,
  dropExpectedErrors,
  waitForAlert,
  waitForToast,
} from "../helpers/page_checks.ts";
import { inputFile, pngInputFile } from "../helpers/images.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";

/** The box alone (or the viewport, for the toast) at both widths, dark and light. */
function boxShots(page: Page, name: string, what: "box" | "viewport" = "box") {
  return shootEachThemeAndWidth(page, `create-post-${name}`, async (path, width) => {
    if (what === "viewport") {
      await page.screenshot({ path, animations: "disabled" });
      return;
    }
    // From the top, so the sticky header stays out of the picture.
    await page.evaluate(() => scrollTo(0, 0));
    const box = (await page.locator(".create-post").boundingBox())!;
    const pad = 12;
    await page.screenshot({
      path,
      fullPage: true,
      animations: "disabled",
      clip: {
        x: Math.max(0, box.x - pad),
        y: Math.max(0, box.y - pad),
        width: Math.min(width, box.width + 2 * pad),
        height: box.height + 2 * pad,
      },
    });
  });
}

/** The browser logs expected refusals (400, 415) as failed resources; nothing else may show. */
const refusedWith = (status: number) =>
  new RegExp(`the server responded with a status of ${status}`);

const png = (name: string, size: number) => pngInputFile(name, size, Math.round(size * 0.75));

browserTest(
  "[e2e] create post: blog with tags, roadmap with resources, image post with captions",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const me = await signUp(server, smtp, { name: "Meera Iyer" });
      const { context, page, problems, alerts } = await openAs(browser, server, me.client);
      // Object URLs cannot be fetched under the page's CSP, so releases are counted instead.
      await context.addInitScript(() => {
        const release = URL.revokeObjectURL.bind(URL);
        const seen: string[] = [];
        Object.assign(globalThis, { revokedUrls: seen });
        URL.revokeObjectURL = (url: string) => {
          seen.push(url);
          release(url);
        };
      });
      const revokedUrls = () =>
        page.evaluate(() => (globalThis as unknown as { revokedUrls: string[] }).revokedUrls);
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
      const feed = `${server.url}/feed`;
      const prompt = page.getByRole("button", { name: "What's on your mind?" });
      const postButton = page.getByRole("button", { name: "Post", exact: true });
      const title = page.getByRole("textbox", { name: "Title", exact: true }).first();

      const openFeed = async () => {
        await visit(page, feed);
        if ((await page.locator('[data-island="CreatePost"]').count()) === 0) {
          throw new Error("CreatePost is not placed on /feed yet");
        }
        await prompt.waitFor();
      };

      /** The post through its REST view, to check what the form sent. */
      const stored = async (id: string) => {
        const res = await me.client.request<{ post: Record<string, unknown> }>(
          "GET",
          `/api/posts/${id}`,
        );
        assert.equal(res.status, 200);
        return res.body.post;
      };

      await t.step("the collapsed box loads the form only when it expands", async () => {
        await openFeed();
        await page.getByRole("button", { name: "Create a roadmap" }).waitFor();
        assert.equal(await page.locator(".create-post-form").count(), 0);
        await boxShots(page, "collapsed");
        const before = scripts.length;
        await page.waitForTimeout(300);
        assert.equal(scripts.length, before, "no script loads before the box is touched");
        await prompt.click();
        await title.waitFor();
        assert.ok(scripts.length > before, "the form arrives as its own chunk");
        assert.ok(await title.evaluate((el) => el === document.activeElement));
      });

      await t.step("a blog post: title required, Enter adds tags, repeats ignored", async () => {
        assert.ok(await page.getByRole("radio", { name: /^Blog/ }).isChecked());
        assert.ok(await postButton.isDisabled());
        await title.fill("   ");
        assert.ok(await postButton.isDisabled(), "a blank title cannot be posted");
        await title.fill("Two pointers, explained");
        assert.ok(await postButton.isEnabled());
        await page.getByLabel("Content", { exact: true }).fill(
          "Sort first, then walk inward from both ends: O(n) after the sort.",
        );
        const tags = page.getByLabel("Tags", { exact: true });
        for (const tag of ["arrays", "  two-pointers  ", "Arrays", "   ", "dsa"]) {
          await tags.fill(tag);
          await tags.press("Enter");
        }
        const chips = page.getByRole("button", { name: /^Remove tag / });
        assert.deepEqual(await chips.evaluateAll((els) => els.map((e) => e.ariaLabel)), [
          "Remove tag arrays",
          "Remove tag two-pointers",
          "Remove tag dsa",
        ]);
        await tags.press("Backspace");
        assert.equal(await chips.count(), 2, "Backspace in the empty field removes the last tag");
        await page.getByRole("button", { name: "Remove tag arrays" }).click();
        await tags.fill("arrays");
        await tags.press("Enter");
        assert.equal(await chips.count(), 2);
        await boxShots(page, "blog");

        const clicked = Date.now();
        await postButton.click();
        await waitForToast(page, "Blog post created successfully!");
        await prompt.waitFor();
        assert.equal(await page.locator(".create-post-form").count(), 0, "the box collapses");
        await page.waitForURL(/\/blog\/[0-9A-Z]{26}$/);
        const waited = Date.now() - clicked;
        assert.ok(waited >= 1400, `navigated after ${waited} ms, not after 1.5 s`);
        const post = await stored(page.url().split("/").pop()!);
        assert.equal(post.type, "text");
        assert.equal(post.title, "Two pointers, explained");
        assert.deepEqual(post.tags, ["two-pointers", "arrays"]);
      });

      await t.step("Escape collapses an empty form; a written one asks first", async () => {
        await openFeed();
        await prompt.click();
        await title.waitFor();
        await page.keyboard.press("Escape");
        await prompt.waitFor();
        assert.ok(await prompt.evaluate((el) => el === document.activeElement));
        await prompt.click();
        await title.fill("Half a thought");
        await page.keyboard.press("Escape");
        const dialog = page.getByRole("dialog", { name: "Discard this post?" });
        await dialog.waitFor();
        await boxShots(page, "discard", "viewport");
        await dialog.getByRole("button", { name: "Keep editing" }).click();
        assert.equal(await title.inputValue(), "Half a thought");
        await page.getByRole("button", { name: "Cancel" }).click();
        await dialog.getByRole("button", { name: "Discard" }).click();
        await prompt.waitFor();
        assert.ok(await prompt.evaluate((el) => el === document.activeElement));
      });

      await t.step("a roadmap with a category and two resources", async () => {
        await page.getByRole("button", { name: "Create a roadmap" }).click();
        await title.waitFor();
        assert.ok(await page.getByRole("radio", { name: /^Roadmap/ }).isChecked());
        await title.fill("Frontend in eight weeks");
        await page.getByLabel("Section title").fill("Foundations");
        await page.getByLabel("Section description").fill("HTML, CSS and JavaScript first.");
        await page.getByLabel("Category").selectOption("Web Dev");
        const first = page.getByRole("group", { name: "Resource 1" });
        await first.getByLabel("Title", { exact: true }).fill("MDN Learn");
        const link = first.getByLabel("Link");
        assert.equal(await link.getAttribute("type"), "url");
        await link.fill("javascript:alert(1)");
        await page.getByRole("button", { name: "+ Add resource" }).click();
        const second = page.getByRole("group", { name: "Resource 2" });
        assert.ok(
          await second.getByLabel("Title", { exact: true }).evaluate((el) =>
            el === document.activeElement
          ),
        );
        await second.getByLabel("Title", { exact: true }).fill("CSS Grid guide");
        await second.getByLabel("Link").fill(
          "https://css-tricks.com/snippets/css/complete-guide-grid/",
        );
        await second.getByLabel("Description").fill("The one page to keep open.");
        await boxShots(page, "roadmap");

        await postButton.click();
        // The server's message shows under the link it is about, which gets focus.
        const refused = first.getByRole("alert");
        await refused.filter({ hasText: "Resource links must start with http:// or https://" })
          .waitFor();
        assert.equal(await link.getAttribute("aria-invalid"), "true");
        assert.ok(await link.evaluate((el) => el === document.activeElement));
        dropExpectedErrors(problems, refusedWith(400));
        await boxShots(page, "roadmap-error");
        await link.fill("https://developer.mozilla.org/en-US/docs/Learn");
        await postButton.click();
        await waitForToast(page, "Roadmap created successfully!");
        // The page stays until 1.5 s have passed: time enough to look at the toast.
        await boxShots(page, "toast", "viewport");
        await page.waitForURL(/\/roadmap\/[0-9A-Z]{26}$/);
        const post = await stored(page.url().split("/").pop()!);
        assert.equal(post.type, "section");
        const section = post.section as { category: string; resources: { link: string }[] };
        assert.equal(section.category, "Web Dev");
        assert.deepEqual(section.resources.map((r) => r.link), [
          "https://developer.mozilla.org/en-US/docs/Learn",
          "https://css-tricks.com/snippets/css/complete-guide-grid/",
        ]);
      });

      await t.step("an image post with two uploaded, captioned images", async () => {
        await openFeed();
        await page.getByRole("button", { name: "Share images" }).click();
        await title.waitFor();
        assert.ok(await page.getByRole("radio", { name: /^Image/ }).isChecked());
        await title.fill("Our robotics lab");
        await postButton.click();
        const images = page.getByRole("group", { name: "Images" });
        await images.getByRole("alert").filter({ hasText: "Add at least one image" }).waitFor();

        const files = page.getByLabel("Add images");
        await files.setInputFiles(inputFile("notes.txt", "text/plain", "not a picture"));
        await waitForAlert(alerts, "Please select an image file");
        assert.equal(await page.locator(".create-post-image").count(), 0);

        await files.setInputFiles([png("arm.png", 64), png("bench.png", 48), png("extra.png", 32)]);
        await page.getByRole("img", { name: "Preview of image 3" }).waitFor();
        const extra = await page.getByRole("img", { name: "Preview of image 3" }).getAttribute(
          "src",
        );
        await page.getByRole("button", { name: "Remove image 3" }).click();
        assert.equal(await page.locator(".create-post-image").count(), 2);
        assert.deepEqual(await revokedUrls(), [extra], "a removed preview's URL is released");
        await page.getByLabel("Caption for image 1").fill("The arm picking up a cube");
        await page.getByLabel("Caption for image 2").fill("Soldering bench");
        await page.getByLabel("Describe this image for people who can't see it (image 1)")
          .fill("A robot arm lifting a red cube off a table");
        await boxShots(page, "image");

        await postButton.click();
        await waitForToast(page, "Image post created successfully!");
        assert.equal((await revokedUrls()).length, 3, "the collapsed form released its previews");
        await page.waitForURL(/\/image\/[0-9A-Z]{26}$/);
        const post = await stored(page.url().split("/").pop()!);
        const sent = post.images as { url: string; caption: string; alt: string }[];
        assert.deepEqual(sent.map((i) => i.caption), [
          "The arm picking up a cube",
          "Soldering bench",
        ]);
        assert.deepEqual(sent.map((i) => i.alt), [
          "A robot arm lifting a red cube off a table",
          "",
        ]);
        assert.ok(sent.every((i) => i.url.startsWith("/media/")));
      });

      await t.step("a file the server refuses gives the upload alert", async () => {
        await openFeed();
        await page.getByRole("button", { name: "Share images" }).click();
        await title.fill("Not really a picture");
        await page.getByLabel("Add images").setInputFiles(
          inputFile("fake.png", "image/png", "plain text pretending to be a PNG"),
        );
        await page.getByRole("button", { name: "Remove image 1" }).waitFor();
        await postButton.click();
        await waitForAlert(alerts, "Failed to upload images");
        await page.getByRole("group", { name: "Images" }).getByRole("alert")
          .filter({ hasText: "Please select an image file" }).waitFor();
        dropExpectedErrors(problems, refusedWith(415));
        assert.equal(new URL(page.url()).pathname, "/feed");
      });

      await t.step("a post that cannot be sent alerts and keeps the draft", async () => {
        await page.getByRole("radio", { name: /^Blog/ }).check();
        await page.route("**/trpc/posts.create**", (route) => route.abort());
        await postButton.click();
        await waitForAlert(alerts, "Failed to create post");
        await page.unroute("**/trpc/posts.create**");
        assert.equal(await title.inputValue(), "Not really a picture");
        assert.ok(await postButton.isEnabled());
        dropExpectedErrors(problems, /net::ERR_FAILED/);
      });

      assertNoPageErrors([problems]);
      await context.close();
    } finally {
      await close();
    }
  },
);
