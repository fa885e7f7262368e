/**
 * What a browser test checks of a page beyond its elements: the errors it logged (leaving out
 * the ones the test caused on purpose), its alerts and its toasts.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { PageProblems } from "./browser.ts";

/** Waits up to 10 s until an alert or confirm said `message` (see `BrowserSession.alerts`). */
export async function waitForAlert(alerts: string[], message: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!alerts.includes(message)) {
    if (Date.now() > deadline) throw new Error(`no alert "${message}"; got ${alerts}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits for the toast (a status message) saying `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).waitFor();
}

/** Forgets the logged errors matching `expected`: a refusal the test caused on purpose, which
 * the browser logs as a failed load. */
export function dropExpectedErrors(problems: PageProblems, expected: RegExp): void {
  problems.errors = problems.errors.filter((e) => !expected.test(e));
}

/** Fails if any of the pages logged an error or got a server error, leaving out those matching
 * `expected`. */
export function assertNoPageErrors(pages: PageProblems[], expected?: RegExp): void {
  const errors = pages.flatMap((p) => p.errors).filter((e) => !expected?.test(e));
  assert.deepEqual(errors, []);
}
