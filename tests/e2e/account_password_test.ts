/** In real Chromium: "Forgot password?" from the login page with the code from the SMTP sink,
 * then the own profile's Account area (signed-in devices, sign out others, change password). */
import assert from "node:assert/strict";
import {
  browserTest,
  newContext,
  signInThroughBrowser,
  startServerWithSmtpAndBrowser,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { Client, signUp } from "../helpers/users.ts";

browserTest(
  "[e2e] forgot password by e-mailed code, then devices and change password on the profile",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    const { page, problems } = await newContext(browser);
    const login = async (password: string) => {
      const c = new Client(server);
      const res = await c.request("POST", "/api/auth/login", {
        emailOrUsername: "asha@college.edu",
        password,
      });
      return { c, status: res.status };
    };
    try {
      const asha = await signUp(server, smtp, {
        email: "asha@college.edu",
        username: "asha_v",
        name: "Asha Verma",
        password: "correct horse",
      });

      await t.step("the login page links to the reset page, which mails a code", async () => {
        await visit(page, `${server.url}/login`);
        await page.getByRole("link", { name: "Forgot password?" }).click();
        await page.waitForURL(`${server.url}/forgot-password`);
        await waitForIslands(page);
        await page.getByLabel("College e-mail").fill("asha@college.edu");
        await page.getByRole("button", { name: "Send code" }).click();
        await page.getByText("If an account uses that e-mail, a code is on its way.").waitFor();
        await screenshots(page, "forgot-password-code");
      });

      await t.step("the code and a new password reset it and sign out every device", async () => {
        const mail = await smtp.waitForMail("asha@college.edu", 1);
        const code = /password reset code is: (\d{6})/.exec(mail.raw)![1];
        await page.getByLabel("One-time code").fill(code);
        await page.getByLabel("New password").fill("a brand new password");
        await page.getByRole("button", { name: "Set new password" }).click();
        await page.getByText(
          "Your password has been changed. Please sign in with your new password.",
        )
          .waitFor();
        assert.equal((await asha.client.request("POST", "/api/auth/refresh")).status, 401);
        assert.equal((await login("correct horse")).status, 401);
        await page.getByRole("link", { name: "Sign in" }).last().click();
        await page.waitForURL(`${server.url}/login`);
      });

      await t.step("the profile lists the devices; sign out all others ends them", async () => {
        await signInThroughBrowser(page, server, "asha_v", "a brand new password");
        const other = await login("a brand new password");
        assert.equal(other.status, 200);
        await visit(page, `${server.url}/profile/${asha.user._id}`);
        await page.getByRole("heading", { name: "Signed in on 2 devices" }).waitFor();
        await page.getByText("This device").waitFor();
        await page.getByRole("heading", { name: "Account", exact: true }).scrollIntoViewIfNeeded();
        await screenshots(page, "profile-account");
        await page.getByRole("button", { name: "Sign out all other devices" }).click();
        await page.getByRole("heading", { name: "Signed in on 1 device" }).waitFor();
        assert.equal((await other.c.request("POST", "/api/auth/refresh")).status, 401);
      });

      await t.step(
        "change password: a wrong current one is explained, the right one works",
        async () => {
          await page.getByLabel("Current password").fill("not it at all");
          await page.getByLabel("New password").fill("third password here");
          await page.getByRole("button", { name: "Change password" }).click();
          await page.getByText("Your current password is not right.").waitFor();
          await page.getByLabel("Current password").fill("a brand new password");
          await page.getByRole("button", { name: "Change password" }).click();
          await page.getByText("Password changed.").waitFor();
          assert.equal((await login("third password here")).status, 200);
        },
      );

      await t.step("no errors in the console", () => {
        // The wrong current password's 403 is logged by the browser as a failed resource.
        assertNoPageErrors([problems], /40[13] \((Unauthorized|Forbidden)\)/);
      });
    } finally {
      await close();
    }
  },
);
