/**
 * Screenshots of browser pages, saved outside git in `.artifacts/screenshots/`: every shot is
 * taken at desktop width and at a 360 px phone width, some in both colour themes.
 */
import type { Page } from "playwright-core";

const shotsDir = new URL("../../.artifacts/screenshots/", import.meta.url).pathname;

const widths = [["desktop", 1280, 800], ["phone", 360, 740]] as const;

/** Saves a full-page screenshot at desktop width and at a 360 px phone width. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await Deno.mkdir(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, width, height] of widths) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shotsDir}${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

/** `screenshots` in the dark theme, then again in the light one (after colour transitions end). */
export async function screenshotsInBothThemes(page: Page, name: string): Promise<void> {
  await screenshots(page, name);
  await page.evaluate(() => document.documentElement.dataset.theme = "light");
  await page.waitForTimeout(400);
  await screenshots(page, `${name}-light`);
  await page.evaluate(() => document.documentElement.dataset.theme = "dark");
  await page.waitForTimeout(400);
}

/**
 * Calls `shoot` once in each theme (dark, light) at each width (desktop, phone), with the page
 * already switched and resized, and the path for that shot: `${name}-${theme}-${width label}.png`.
 * Leaves the page dark, at its earlier size.
 */
export async function shootEachThemeAndWidth(
  page: Page,
  name: string,
  shoot: (path: string, width: number) => Promise<void>,
): Promise<void> {
  await Deno.mkdir(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const theme of ["dark", "light"]) {
    await page.evaluate((t) => document.documentElement.dataset.theme = t, theme);
    for (const [label, width, height] of widths) {
      await page.setViewportSize({ width, height });
      await shoot(`${shotsDir}${name}-${theme}-${label}.png`, width);
    }
  }
  await page.evaluate(() => document.documentElement.dataset.theme = "dark");
  await page.setViewportSize(original);
}
