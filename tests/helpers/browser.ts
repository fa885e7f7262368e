/**
 * Real Chromium for end-to-end tests through playwright-core, started beside the app, and the
 * steps browser tests share (open a page until it hydrates, sign in). Finds the browser at
 * CHROME_PATH or /usr/bin/chromium; without one, e2e tests are ignored with a printed reason,
 * unless E2E_REQUIRED=1 (CI), where a missing browser fails the run. Only localhost is reached.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { bounded } from "./bounded.ts";
import type { StartOptions, TestServer } from "./server.ts";
import {
  type ServerWithSmtp,
  startServerWithDemoStudents,
  startServerWithSmtp,
} from "./server_setups.ts";

const candidate = Deno.env.get("CHROME_PATH") || "/usr/bin/chromium";

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

export const chromePath: string | null = exists(candidate) ? candidate : null;
const required = Deno.env.get("E2E_REQUIRED") === "1";

if (!chromePath && !required) {
  console.log(
    `e2e tests ignored: no Chromium at ${candidate} (install chromium or set CHROME_PATH; CI sets E2E_REQUIRED=1)`,
  );
}

/** `ignore` for e2e `Deno.test`s: true only when no browser is there and none is required. */
export const ignoreE2e = !chromePath && !required;

/** Registers a browser test: ignored as `ignoreE2e` says; its pages and sockets live across
 * steps, so the resource and op sanitizers are off. */
export function browserTest(name: string, fn: (t: Deno.TestContext) => Promise<void>): void {
  Deno.test({ name, ignore: ignoreE2e, sanitizeResources: false, sanitizeOps: false, fn });
}

/** A Chromium for tests; `extraArgs` adds switches (a DevTools port for Lighthouse). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!chromePath) throw new Error(`E2E_REQUIRED=1 but no Chromium at ${candidate}`);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
      ...extraArgs,
    ],
  });
  // Closing must never hang a test run.
  const close = browser.close.bind(browser);
  browser.close = () => bounded("browser close", close());
  return browser;
}

/** The app with an SMTP sink (`startServerWithSmtp`) and a Chromium; `close()` ends all three. */
export async function startServerWithSmtpAndBrowser(options: StartOptions = {}): Promise<
  ServerWithSmtp & { browser: Browser }
> {
  const app = await startServerWithSmtp(options);
  const browser = await launchBrowser();
  return { ...app, browser, close: () => closeBoth(browser, app) };
}

/** The app with the demo students (`startServerWithDemoStudents`) and a Chromium; `close()` ends
 * both. */
export async function startServerWithDemoStudentsAndBrowser(
  options: StartOptions = {},
): Promise<{ server: TestServer; browser: Browser; close(): Promise<void> }> {
  const server = await startServerWithDemoStudents(options);
  const browser = await launchBrowser();
  return { server, browser, close: () => closeBoth(browser, server) };
}

async function closeBoth(browser: Browser, app: { close(): Promise<void> }): Promise<void> {
  await browser.close();
  await app.close();
}

export type PageProblems = { errors: string[] };

export type ContextOptions = {
  width?: number;
  height?: number;
  /** A phone: a touch screen, and the page laid out as a mobile browser does. */
  touch?: boolean;
};

/** A context whose requests to anywhere but loopback fail loudly, with console errors collected. */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
  // Fail fast: a missing element should fail a step in seconds, not half a minute.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on("pageerror", (err) => problems.errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.errors.push(`console: ${msg.text()}`);
  });
  // No request a page makes may be answered with a server error.
  page.on("response", (res) => {
    if (res.status() >= 500) problems.errors.push(`HTTP ${res.status()} ${res.url()}`);
  });
  return { context, page, problems };
}

/** Waits until every island on the page has hydrated (see `src/client/boot.ts`). */
export async function waitForIslands(page: Page): Promise<void> {
  // Islands far down the page wait to be seen (`hydrateOn="visible"`) and are not waited for.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]:not([data-hydrate-on=visible])")]
      .every((el) => el.hasAttribute("data-hydrated"))
  );
}

export type BrowserSession = {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** Messages of alerts and confirms, which are accepted. */
  alerts: string[];
};

/** A context signed in with `cookies` (a test client's; none for a visitor), dialogs recorded. */
export async function openAs(
  browser: Browser,
  server: { url: string },
  client?: { cookies: Map<string, string> },
  options: ContextOptions = {},
): Promise<BrowserSession> {
  const { context, page, problems } = await newContext(browser, options);
  if (client) {
    await context.addCookies(
      [...client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
  }
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return { context, page, problems, alerts };
}

/** Opens `url` and waits until its islands have hydrated. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIslands(page);
}

/** Waits until a navigation the page started itself (a button calling `location.assign`) has
 * reached `url` and the new page's islands have hydrated: what a next click needs. The load event
 * is not waited for: a heavy page's can come later than the test's default timeout under load. */
export async function arriveAt(page: Page, url: string | RegExp): Promise<void> {
  await page.waitForURL(url, { waitUntil: "commit" });
  await waitForIslands(page);
}

/** Reloads the page and waits until its islands have hydrated. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForIslands(page);
}

/** Lets the page at `origin` read and write the clipboard (copy buttons, the share fallback). */
export async function allowClipboard(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
}

/** Presses the dialog's `button` (Cancel, Done…) and waits until the dialog has gone. */
export async function closeDialogWith(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "detached" });
}

/** On the sign-in page: types `login` (e-mail or username) and `password`, presses Sign in. */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel("E-mail or username").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the /login page and waits until home has loaded and hydrated. */
export async function signInThroughBrowser(
  page: Page,
  server: { url: string },
  login: string,
  password: string,
): Promise<void> {
  await visit(page, `${server.url}/login`);
  await submitSignIn(page, login, password);
  await page.waitForURL(`${server.url}/`);
  await waitForIslands(page);
}
