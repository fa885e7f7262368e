/** In real Chromium, on the own profile's Account card: "Download my data" saves the archive,
 * and "Delete my account" asks for the password in a dialog, explains a wrong one, and with the
 * right one lands on the home page signed out with a notice. */
import assert from "node:assert/strict";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { textPost } from "../helpers/posts.ts";
import { screenshots, shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { Client, signUp } from "../helpers/users.ts";

browserTest("[e2e] download my data, then delete my account through its dialog", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const x = await signUp(server, smtp, {
      username: "xavier_d",
      name: "Xavier D'Souza",
      password: "correct horse",
    });
    await textPost(x.client, "A post that leaves with me");
    const { page, problems } = await openAs(browser, server, x.client);
    await visit(page, `${server.url}/profile/${x.user._id}`);

    await t.step("Download my data saves the archive under the server's name", async () => {
      const button = page.getByRole("button", { name: "Download my data" });
      await button.scrollIntoViewIfNeeded();
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      assert.match(download.suggestedFilename(), /^campus-export-xavier_d-\d{4}-\d\d-\d\d\.json$/);
      const path = await download.path();
      const data = JSON.parse(await Deno.readTextFile(path!));
      assert.equal(data.profile.username, "xavier_d");
      assert.equal(data.posts[0].title, "A post that leaves with me");
      // From the top, so the sticky header does not cover the card in a full-page shot.
      await page.evaluate(() => scrollTo(0, 0));
      await screenshots(page, "profile-account-data");
    });

    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });

    await t.step("the dialog says what goes and asks for the password", async () => {
      await page.getByRole("button", { name: "Delete my account" }).click();
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), "deletePassword");
      await dialog.getByText("your chats (for the other student too)").waitFor();
      await shootEachThemeAndWidth(page, "account-delete-dialog", async (path) => {
        await page.screenshot({ path });
      });
      await confirm.click();
      await dialog.getByText("Enter your password to delete your account.").waitFor();
    });

    await t.step("a wrong password shows the server's sentence and deletes nothing", async () => {
      await dialog.getByLabel("Password").fill("not my password");
      const answered = page.waitForResponse((r) => r.url().includes("/trpc/account.remove"));
      await confirm.click();
      assert.equal((await answered).status(), 403);
      await dialog.getByText("Your password is not right. Your account was not deleted.")
        .waitFor();
      assert.equal((await x.client.request("GET", "/api/auth/me")).status, 200);
    });

    await t.step(
      "the right password lands on the home page, signed out, with a notice",
      async () => {
        // The password field has the focus, and Enter sends the form.
        await dialog.getByLabel("Password").fill("correct horse");
        await page.keyboard.press("Enter");
        await page.waitForURL(`${server.url}/`);
        await page.getByText("Your account has been deleted. Goodbye!").waitFor();
        await page.getByRole("link", { name: "Login" }).first().waitFor();
        const login = await new Client(server).request("POST", "/api/auth/login", {
          emailOrUsername: "xavier_d",
          password: "correct horse",
        });
        assert.equal(login.status, 401);
        await server.deletionsSettled();
      },
    );

    await t.step("no errors in the console", () => {
      // The wrong password's 403, and the closed socket's failed renewal, are expected.
      assertNoPageErrors([problems], /40[13] \((Unauthorized|Forbidden)\)/);
    });
  } finally {
    await close();
  }
});
