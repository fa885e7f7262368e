/**
 * In real Chromium: an image post's pictures are shown whole (a wide panorama is neither cropped
 * nor wider than the screen, on the post page and the profile), and the lightbox works by
 * keyboard, mouse and touch: n of m, arrows, Escape, the backdrop, swipes, focus back on close.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import {
  type BrowserSession,
  browserTest,
  openAs,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { edgesPng } from "../helpers/images.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { createPost, uploadImages } from "../helpers/posts.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";
import { postPath } from "../../src/shared/post_paths.ts";

const TITLE = "Sunrise over the main quad";
const PANORAMA = { width: 3000, height: 600 };
const TALL = { width: 600, height: 1200 };
const TALL_ALT = "A card, green at the top and yellow at the bottom";

type Box = { left: number; top: number; right: number; bottom: number; width: number };
type Measure = {
  box: Box;
  shown: number;
  natural: number;
  fit: string;
  viewport: Box;
  /** The nearest ancestor that cuts off what overflows it (a frame with overflow hidden). */
  clip: Box | null;
};

/** Where `img` is drawn, its shown and natural width / height, its object-fit, and the box that
 * would cut it off, once it has loaded. */
async function measure(img: Locator): Promise<Measure> {
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((el: HTMLImageElement) => el.decode());
  return await img.evaluate((el: HTMLImageElement) => {
    const box = (r: DOMRect) => ({
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      width: r.width,
    });
    const r = el.getBoundingClientRect();
    const root = document.documentElement;
    let clip: Element | null = el.parentElement;
    while (clip && clip !== document.body && getComputedStyle(clip).overflow === "visible") {
      clip = clip.parentElement;
    }
    return {
      box: box(r),
      clip: clip && clip !== document.body ? box(clip.getBoundingClientRect()) : null,
      shown: r.width / r.height,
      natural: el.naturalWidth / el.naturalHeight,
      fit: getComputedStyle(el).objectFit,
      viewport: {
        left: 0,
        top: 0,
        right: root.clientWidth,
        bottom: innerHeight,
        width: root.clientWidth,
      },
    };
  });
}

/** The picture is drawn whole: its natural shape (within 2 %), not cut by `cover` nor by a
 * frame around it. */
function assertWhole(m: Measure, what: string) {
  assert.notEqual(m.fit, "cover", `${what}: object-fit`);
  if (m.clip) {
    const inside = m.box.left >= m.clip.left - 0.5 && m.box.right <= m.clip.right + 0.5 &&
      m.box.top >= m.clip.top - 0.5 && m.box.bottom <= m.clip.bottom + 0.5;
    assert.ok(inside, `${what}: ${JSON.stringify(m.box)} cut by ${JSON.stringify(m.clip)}`);
  }
  assert.ok(
    Math.abs(m.shown - m.natural) / m.natural < 0.02,
    `${what}: shown ${m.shown.toFixed(3)} against natural ${m.natural.toFixed(3)}`,
  );
}

/** …and within the screen's width (and height, for the lightbox). */
function assertOnScreen(m: Measure, what: string, vertically = false) {
  assert.ok(m.box.left >= 0 && m.box.right <= m.viewport.right + 0.5, `${what}: x ${m.box.left}`);
  if (vertically) {
    assert.ok(m.box.top >= 0 && m.box.bottom <= m.viewport.bottom + 0.5, `${what}: y`);
  }
}

function lightbox(page: Page) {
  return page.getByRole("dialog", { name: `Images of ${TITLE}` });
}

/** The viewport with the lightbox open, once its picture is drawn. */
async function shootLightbox(page: Page, path: string) {
  await lightbox(page).getByRole("img").evaluate((el: HTMLImageElement) => el.decode());
  await page.screenshot({ path });
}

/** A horizontal (or downward) stroke of one finger across the middle of the screen. */
async function swipe(page: Page, dx: number, dy = 0) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  const x = width / 2 - dx / 2;
  const y = height / 2 - dy / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * i) / 5, y: y + (dy * i) / 5 }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

browserTest("[e2e] post images are shown whole and open in a lightbox", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  const sessions: BrowserSession[] = [];
  try {
    const author = await signUp(server, smtp, { name: "Meera Pillai" });
    // Through the real upload route: a panorama red at the left edge and blue at the right, and
    // a tall picture green and yellow.
    const [panorama] = await uploadImages(
      author.client,
      1,
      edgesPng(PANORAMA.width, PANORAMA.height, [220, 40, 40], [40, 90, 230]),
    );
    const [tall] = await uploadImages(
      author.client,
      1,
      edgesPng(TALL.width, TALL.height, [40, 170, 80], [240, 200, 40]),
    );
    const postId = await createPost(author.client, {
      type: "image",
      title: TITLE,
      content: "Taken from the library roof at 6 a.m.",
      // The panorama is described by its caption only; the tall one by its own description.
      images: [
        { url: panorama, caption: "The quad from end to end" },
        { url: tall, caption: "", alt: TALL_ALT },
      ],
    });
    const postUrl = `${server.url}${postPath({ _id: postId, type: "image" })}`;

    const visitor = await openAs(browser, server);
    sessions.push(visitor);
    const page = visitor.page;
    const images = page.locator(".post-images img");

    for (const width of [1280, 360]) {
      await t.step(`at ${width} px the post page shows both pictures whole`, async () => {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        await visit(page, postUrl);
        const wide = await measure(images.nth(0));
        assertWhole(wide, "panorama");
        assertOnScreen(wide, "panorama");
        // A panorama takes the card's whole width rather than a thin tile.
        const card = await page.locator(".post-card").boundingBox();
        assert.ok(wide.box.width > card!.width * 0.8, `panorama ${wide.box.width} wide`);
        const high = await measure(images.nth(1));
        assertWhole(high, "tall picture");
        assertOnScreen(high, "tall picture");
        assert.equal(await images.nth(1).getAttribute("alt"), TALL_ALT);
        const overflow = await page.evaluate(() =>
          document.documentElement.scrollWidth - document.documentElement.clientWidth
        );
        assert.equal(overflow, 0, "the page does not scroll sideways");
      });
    }

    await t.step("screenshots of the post page", async () => {
      await shootEachThemeAndWidth(page, "post-images-page", async (path) => {
        await images.nth(1).scrollIntoViewIfNeeded();
        await page.screenshot({ path, fullPage: true });
      });
    });

    const opener = page.getByRole("button", { name: "The quad from end to end" });
    const dialog = lightbox(page);

    await t.step("Enter on the first picture opens the lightbox, the picture whole", async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.equal(await opener.getAttribute("aria-haspopup"), "dialog");
      await opener.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute("aria-modal"), "true");
      await dialog.getByText("1 of 2", { exact: true }).waitFor();
      await dialog.getByText("The quad from end to end", { exact: true }).waitFor();
      const img = dialog.getByRole("img", { name: "The quad from end to end" });
      const shown = await measure(img);
      assertWhole(shown, "lightbox panorama");
      assertOnScreen(shown, "lightbox panorama", true);
      // As large as fits: here the screen's width is what limits it.
      assert.ok(shown.box.width > 1000, `lightbox panorama ${shown.box.width} wide`);
      const original = dialog.getByRole("link", { name: "Open original" });
      assert.equal(await original.getAttribute("href"), panorama);
      assert.equal(await original.getAttribute("target"), "_blank");
      assert.equal(await original.getAttribute("rel"), "noopener noreferrer");
      // Focus is inside, stays inside, and the page behind does not scroll.
      assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
        await page.keyboard.press("Tab");
        assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true);
      }
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden");
      await shootEachThemeAndWidth(
        page,
        "post-images-lightbox",
        (path) => shootLightbox(page, path),
      );
    });

    await t.step("ArrowRight shows image 2 of 2, Escape closes onto the opener", async () => {
      await page.keyboard.press("ArrowRight");
      await dialog.getByText("2 of 2", { exact: true }).waitFor();
      const tallShown = await measure(dialog.getByRole("img", { name: TALL_ALT }));
      assertWhole(tallShown, "lightbox tall picture");
      assertOnScreen(tallShown, "lightbox tall picture", true);
      await shootEachThemeAndWidth(
        page,
        "post-images-lightbox-tall",
        (path) => shootLightbox(page, path),
      );
      await page.keyboard.press("ArrowLeft");
      await dialog.getByText("1 of 2", { exact: true }).waitFor();
      await page.keyboard.press("ArrowLeft");
      await dialog.getByText("2 of 2", { exact: true }).waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
      assert.notEqual(
        await page.evaluate(() => getComputedStyle(document.body).overflow),
        "hidden",
      );
    });

    await t.step("buttons step through, the backdrop and Close close", async () => {
      await opener.click();
      await dialog.getByRole("button", { name: "Next image" }).click();
      await dialog.getByText("2 of 2", { exact: true }).waitFor();
      await dialog.getByRole("button", { name: "Previous image" }).click();
      await dialog.getByText("1 of 2", { exact: true }).waitFor();
      // A click on the dark ground above the picture.
      const stage = (await dialog.locator(".lightbox-stage").boundingBox())!;
      await page.mouse.click(stage.x + stage.width / 2, stage.y + 8);
      await dialog.waitFor({ state: "detached" });
      await opener.click();
      // A click on the picture itself keeps it open.
      await dialog.getByRole("img").click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
    });

    await t.step("the author's profile shows the pictures whole too", async () => {
      await visit(page, `${server.url}/profile/${author.user._id}`);
      await page.getByRole("tab", { name: "Images" }).click();
      // Every sub-tab's panel stays mounted; measure the picture in the one on show.
      const shown = page.getByRole("tabpanel", { name: "Images" }).locator(".post-images img");
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        const wide = await measure(shown.nth(0));
        assertWhole(wide, `profile panorama at ${width}`);
        assertOnScreen(wide, `profile panorama at ${width}`);
      }
    });

    await t.step("on a phone, swipes go to the next and previous image, down closes", async () => {
      const phone = await openAs(browser, server, undefined, {
        width: 360,
        height: 740,
        touch: true,
      });
      sessions.push(phone);
      const p = phone.page;
      await visit(p, postUrl);
      await p.getByRole("button", { name: "The quad from end to end" }).tap();
      const box = lightbox(p);
      await box.getByText("1 of 2", { exact: true }).waitFor();
      await swipe(p, -160);
      await box.getByText("2 of 2", { exact: true }).waitFor();
      await swipe(p, 160);
      await box.getByText("1 of 2", { exact: true }).waitFor();
      const shown = await measure(box.getByRole("img"));
      assertWhole(shown, "phone lightbox panorama");
      assertOnScreen(shown, "phone lightbox panorama", true);
      for (const name of ["Previous image", "Next image", "Close"]) {
        const control = (await box.getByRole("button", { name }).boundingBox())!;
        assert.ok(control.x >= 0 && control.x + control.width <= 360, `${name} on screen`);
        assert.ok(control.width >= 44 && control.height >= 44, `${name} is finger-sized`);
      }
      await swipe(p, 0, 200);
      await box.waitFor({ state: "detached" });
    });

    assertNoPageErrors(sessions.map((s) => s.problems));
  } finally {
    await close();
  }
});
