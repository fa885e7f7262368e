/**
 * In real Chromium, two students complete a peer mock interview: both ask for the DBMS track and
 * are paired, the interviewer sees the rubric and model answer while the candidate does not, both
 * get the same editor room, and the interviewer's scores and feedback reach the candidate's page
 * and history; then a solo run reveals the model answer after the self-rating. Screenshots at
 * desktop and phone widths.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

/** Chooses `track` and presses `button` on /interview; waits for the interview's own page. */
async function start(page: Page, url: string, track: string, button: string) {
  await visit(page, `${url}/interview`);
  await page.getByRole("button", { name: new RegExp(`^${track} \\(`) }).click();
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/interview\/[0-9A-Z]{26}/);
  await visit(page, page.url());
}

browserTest("[interview] two students complete a peer mock interview", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [asha, bhavin] = await signUpEach(server, smtp, [
      { username: "asha", name: "Asha Rao" },
      { username: "bhavin", name: "Bhavin Shah" },
    ]);
    const candidate = await openAs(browser, server, asha.client);
    const interviewer = await openAs(browser, server, bhavin.client);
    const a = candidate.page;
    const b = interviewer.page;

    await t.step("the first student waits for a partner on the track", async () => {
      await start(a, server.url, "DBMS", "Find a partner");
      await a.getByRole("heading", { name: "Finding a partner..." }).waitFor();
      await screenshots(a, "interview-waiting");
    });

    await t.step("the second is paired with them as the interviewer", async () => {
      await start(b, server.url, "DBMS", "Find a partner");
      assert.equal(b.url(), a.url());
      await b.getByText("Interviewer", { exact: true }).waitFor();
      await b.getByText("with Asha Rao").waitFor();
      await b.getByRole("heading", { name: "Model answer" }).waitFor();
      await b.getByRole("heading", { name: "Score the candidate" }).waitFor();
      await screenshots(b, "interview-interviewer");
    });

    await t.step("the candidate's page turns live, without the rubric", async () => {
      await a.getByText("Candidate", { exact: true }).waitFor({ timeout: 15_000 });
      await a.getByText("with Bhavin Shah").waitFor();
      assert.equal(await a.getByRole("heading", { name: "Model answer" }).count(), 0);
      assert.equal(await a.getByText("Score the candidate").count(), 0);
      const room = (p: Page) =>
        p.getByRole("link", { name: "Open the shared editor" }).getAttribute("href");
      const [roomA, roomB] = [await room(a), await room(b)];
      assert.match(roomA ?? "", /^\/editor\/[a-z0-9]{8}$/);
      assert.equal(roomA, roomB);
      assert.equal(await a.getByRole("timer").count(), 1);
      await screenshots(a, "interview-candidate");
    });

    await t.step("the interviewer scores every rubric point and sends feedback", async () => {
      const points = b.locator(".interview-panel fieldset");
      const n = await points.count();
      assert.ok(n >= 3);
      for (let i = 0; i < n; i++) await points.nth(i).getByText("4", { exact: true }).click();
      await b.getByLabel("Written feedback").fill(
        "Good on normal forms; draw the tables next time.",
      );
      const sent = b.waitForResponse((r) => r.url().includes("interview.feedback"));
      await b.getByRole("button", { name: "Finish and send feedback" }).click();
      assert.equal((await sent).status(), 200);
      await b.getByRole("heading", { name: "Feedback sent" }).waitFor();
    });

    await t.step("the candidate reads the feedback and keeps it in their history", async () => {
      await a.getByRole("heading", { name: "Your interviewer's feedback" }).waitFor({
        timeout: 15_000,
      });
      await a.getByText("Good on normal forms; draw the tables next time.").waitFor();
      await a.getByRole("heading", { name: "Model answer" }).waitFor();
      assert.ok((await a.locator(".interview-score").count()) >= 3);
      await screenshots(a, "interview-result");
      await visit(a, `${server.url}/interview`);
      await a.getByText("Good on normal forms; draw the tables next time.").waitFor();
      await a.getByText("interviewed by Bhavin Shah").waitFor();
      await screenshots(a, "interview-history");
      await visit(b, `${server.url}/interview`);
      await b.getByText("No interviews yet.").waitFor();
    });

    await t.step(
      "solo: a timed question, notes, a self-rating, then the model answer",
      async () => {
        await start(b, server.url, "Operating systems", "Practise solo");
        await b.getByText("Solo", { exact: true }).waitFor();
        assert.equal(await b.getByRole("timer").count(), 1);
        assert.equal(await b.getByRole("heading", { name: "Model answer" }).count(), 0);
        await b.getByLabel("Notes or code").fill("Threads share the address space.");
        await b.locator(".interview-rating").getByText("3", { exact: true }).click();
        await screenshots(b, "interview-solo");
        const saved = b.waitForResponse((r) => r.url().includes("interview.finish"));
        await b.getByRole("button", { name: "Finish and reveal the answer" }).click();
        assert.equal((await saved).status(), 200);
        await b.getByRole("heading", { name: "Model answer" }).waitFor();
        await b.getByText("You rated yourself 3/5.").waitFor();
        await visit(b, `${server.url}/interview`);
        await b.getByText("Self-rating 3/5").waitFor();
      },
    );

    assertNoPageErrors([candidate.problems, interviewer.problems]);
  } finally {
    await close();
  }
});

browserTest("[interview] a friend joins by the invite link as the interviewer", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [chitra, dev] = await signUpEach(server, smtp, [
      { username: "chitra", name: "Chitra Iyer" },
      { username: "dev", name: "Dev Patel" },
    ]);
    const host = await openAs(browser, server, chitra.client);
    const friend = await openAs(browser, server, dev.client);
    let link = "";

    await t.step("the student gets a link to send", async () => {
      await start(host.page, server.url, "HR", "Invite a friend");
      await host.page.getByRole("heading", { name: "Invite a friend" }).waitFor();
      link = await host.page.getByLabel("Invite link").inputValue();
      assert.match(link, /\/interview\/[0-9A-Z]{26}\?code=[0-9a-f]{32}$/);
      await screenshots(host.page, "interview-invite");
    });

    await t.step("the friend opens it, joins, and both see their roles", async () => {
      await visit(friend.page, link);
      await friend.page.getByRole("button", { name: "Join as interviewer" }).click();
      await friend.page.getByRole("heading", { name: "Score the candidate" }).waitFor();
      await friend.page.getByText("with Chitra Iyer").waitFor();
      await host.page.getByText("Candidate", { exact: true }).waitFor({ timeout: 15_000 });
      await host.page.getByText("with Dev Patel").waitFor();
      assert.equal(await host.page.getByRole("heading", { name: "Model answer" }).count(), 0);
    });

    await t.step("without the code the page says nothing about the interview", async () => {
      const outsider = await openAs(
        browser,
        server,
        (await signUpEach(server, smtp, ["esha"]))[0]
          .client,
      );
      const res = await outsider.page.goto(link.replace(/\?code=.*$/, ""));
      assert.equal(res?.status(), 404);
      await outsider.page.getByRole("heading", { name: "Interview not found" }).waitFor();
    });

    assertNoPageErrors([host.problems, friend.problems]);
  } finally {
    await close();
  }
});
