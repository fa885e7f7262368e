/** In real Chromium: a guesser has used up the account's password tries from this address; the
 * owner sees why, asks for an e-mailed code from the sign-in page and is signed in with it. */
import assert from "node:assert/strict";
import {
  browserTest,
  newContext,
  startServerWithSmtpAndBrowser,
  submitSignIn,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { Client, signUp } from "../helpers/users.ts";

browserTest(
  "[e2e] locked out of password sign-in, the owner signs in with an e-mailed code",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    const { page, problems } = await newContext(browser);
    try {
      await signUp(server, smtp, {
        email: "meera@college.edu",
        username: "meera_k",
        name: "Meera K",
        password: "meera's own password",
      });
      // The guesser shares this browser's address (one campus network, no proxy here).
      const guesser = new Client(server);
      for (let i = 0; i < 10; i++) {
        const res = await guesser.request("POST", "/api/auth/login", {
          emailOrUsername: "meera_k",
          password: `guess ${i}`,
        });
        assert.equal(res.status, 401);
      }

      await t.step(
        "the right password is held back, and the page says what else to do",
        async () => {
          await visit(page, `${server.url}/login`);
          await submitSignIn(page, "meera_k", "meera's own password");
          await page.getByText("You can also sign in with a code sent to your e-mail.").waitFor();
          await screenshots(page, "login-limited");
        },
      );

      await t.step("an e-mailed code signs her in", async () => {
        await page.getByRole("button", { name: "E-mail me a sign-in code" }).click();
        assert.equal(await page.getByLabel("E-mail or username").inputValue(), "meera_k");
        await page.getByRole("button", { name: "Send code" }).click();
        await page.getByText("If that account exists, a sign-in code is on its way").waitFor();
        await screenshots(page, "login-code");
        const mail = await smtp.waitForMail("meera@college.edu", 1);
        const code = /sign-in code is: (\d{6})/.exec(mail.raw)![1];
        await page.getByLabel("One-time code").fill(code);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.waitForURL(`${server.url}/`);
        await waitForIslands(page);
        const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
        assert.equal(me.user.username, "meera_k");
      });

      await t.step("from the code form, the password form is one click away", async () => {
        const other = await newContext(browser);
        await visit(other.page, `${server.url}/login`);
        await other.page.getByRole("button", { name: "E-mail me a sign-in code" }).click();
        await other.page.getByRole("button", { name: "Sign in with your password" }).click();
        await other.page.getByLabel("Password").waitFor();
        await other.page.context().close();
      });
      // The held-back sign-in is a 429 the browser logs; nothing else may go wrong.
      assertNoPageErrors([problems], /429/);
    } finally {
      await close();
    }
  },
);
