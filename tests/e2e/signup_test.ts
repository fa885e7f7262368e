/** In real Chromium: sign up with the code from the SMTP sink, stay signed in, log out. */
import assert from "node:assert/strict";
import {
  browserTest,
  newContext,
  reload,
  startServerWithSmtpAndBrowser,
  submitSignIn,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";

browserTest(
  "[e2e] sign up with an e-mailed code, reload signed in, log out, /feed sends to /login",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    const { page, problems } = await newContext(browser);
    try {
      await t.step("step 1 checks the college rule live, then sends the code", async () => {
        await visit(page, `${server.url}/signup`);
        await screenshots(page, "signup-email");
        const email = page.getByLabel("College e-mail");
        await email.fill("meera@gmail.com");
        await page.getByText("Please use your college email ending with @college.edu").waitFor();
        await email.fill("Meera.Iyer@college.edu");
        assert.equal(await page.getByText("Please use your college email").count(), 0);
        await page.getByRole("button", { name: "Send OTP" }).click();
        await page.getByLabel("One-time code").waitFor();
        await page.getByText("It expires in 10 minutes.").first().waitFor();
      });

      await t.step("step 2 takes digits only, at most 6, and verifies", async () => {
        const code = await smtp.codeFor("meera.iyer@college.edu");
        const field = page.getByLabel("One-time code");
        await field.pressSequentially(`a${code}99`);
        assert.equal(await field.inputValue(), code);
        await screenshots(page, "signup-code");
        await page.getByRole("button", { name: "Verify OTP" }).click();
        await page.getByLabel("Username").waitFor();
      });

      await t.step("step 3 creates the account and lands on / signed in", async () => {
        await page.getByLabel("Name", { exact: true }).fill("Meera Iyer");
        await page.getByLabel("Username").fill("m");
        await page.getByText("Username must be at least 3 characters").waitFor();
        await page.getByLabel("Username").fill("meera_i");
        await page.getByLabel("Password").fill("a long passphrase");
        await screenshots(page, "signup-account");
        await page.getByRole("button", { name: "Create account" }).click();
        await page.waitForURL(`${server.url}/`);
        await waitForIslands(page);
        await page.getByRole("link", { name: "Your profile: Meera Iyer" }).waitFor();
        assert.equal(await page.getByRole("link", { name: "Login" }).count(), 0);
        await screenshots(page, "home-signed-in");
      });

      await t.step("after a reload the student is still signed in", async () => {
        await reload(page);
        await page.getByRole("link", { name: "Your profile: Meera Iyer" }).waitFor();
        await page.goto(`${server.url}/feed`);
        assert.equal(new URL(page.url()).pathname, "/feed");
      });

      await t.step("the notifications dropdown opens with its empty state", async () => {
        await waitForIslands(page);
        await page.getByRole("button", { name: "Notifications" }).click();
        await page.getByText("No notifications yet").waitFor();
        await screenshots(page, "notifications-empty");
        await page.keyboard.press("Escape");
      });

      await t.step("logout signs out and /feed sends to /login", async () => {
        await page.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL(`${server.url}/`);
        await waitForIslands(page);
        await page.getByRole("link", { name: "Login" }).waitFor();
        await page.goto(`${server.url}/feed`);
        assert.equal(new URL(page.url()).pathname, "/login");
        await waitForIslands(page);
        await screenshots(page, "login");
      });

      await t.step(
        "signing in again by username works, a wrong password is explained, /feed follows",
        async () => {
          await submitSignIn(page, "MEERA_I", "wrong password");
          await page.getByText("Incorrect e-mail/username or password.").waitFor();
          await submitSignIn(page, "MEERA_I", "a long passphrase");
          // The guard sent us here from /feed, so sign-in returns there.
          await page.waitForURL(`${server.url}/feed`);
          await page.getByRole("link", { name: "Your profile: Meera Iyer" }).waitFor();
        },
      );

      await t.step("no errors in the console", () => {
        // The wrong password's 401 is logged by the browser as a failed resource; nothing else.
        assertNoPageErrors([problems], /401 \(Unauthorized\)/);
      });
    } finally {
      await close();
    }
  },
);
