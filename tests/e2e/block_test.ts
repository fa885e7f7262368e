/**
 * In real Chromium: a student blocks another from their profile (after a confirmation), reports
 * them, and the chat between them turns read-only on both sides.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { loginDemo } from "../helpers/users.ts";

browserTest(
  "[e2e] block from the profile: the chat turns read-only; report a profile",
  async (t) => {
    const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
    const a = await loginDemo(server, "aarav");
    const b = await loginDemo(server, "diya");
    const chat = await a.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${b.id}`,
    );
    await a.client.request("POST", `/api/chat/${chat.body.chat._id}/messages`, {
      content: "Are you coming to the hackathon?",
    });
    const post = await a.client.request<{ postId: string }>("POST", "/api/posts", {
      type: "text",
      title: "Hackathon team wanted",
      content: "Two more for Saturday.",
    });
    const asB = await openAs(browser, server, b.client);
    const asA = await openAs(browser, server, a.client);
    const pb = asB.page;
    const pa = asA.page;
    try {
      await t.step("a post card offers Report, which opens the dialog", async () => {
        await visit(pb, `${server.url}/blog/${post.body.postId}`);
        await screenshots(pb, "post-card-report");
        await pb.getByRole("button", { name: "Report post" }).click();
        const dialog = pb.getByRole("dialog", { name: "Report post" });
        await dialog.getByLabel("Spam or advertising").waitFor();
        await screenshots(pb, "post-report");
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "detached" });
      });

      await t.step("Block asks first, saying what it does", async () => {
        await visit(pb, `${server.url}/profile/${a.id}`);
        await screenshots(pb, "profile-block-report");
        await pb.getByRole("button", { name: "Block" }).click();
        const dialog = pb.getByRole("dialog", { name: "Block Aarav Sharma?" });
        await dialog.getByText("neither can message the other").waitFor();
        await screenshots(pb, "block-confirm");
      });

      await t.step("confirming blocks: the profile offers Unblock, no Follow or Chat", async () => {
        const answered = pb.waitForResponse((r) => r.url().includes("safety.block"));
        await pb.locator(".block-confirm").click();
        assert.equal((await answered).status(), 200);
        await pb.getByRole("button", { name: "Unblock" }).waitFor();
        assert.equal(await pb.getByRole("link", { name: "Chat" }).count(), 0);
        assert.equal(await pb.locator(".profile-follow").count(), 0);
      });

      await t.step("Report opens a dialog with reasons; sending thanks the student", async () => {
        await pb.getByRole("button", { name: "Report Aarav Sharma" }).click();
        const dialog = pb.getByRole("dialog", { name: "Report profile" });
        const send = dialog.getByRole("button", { name: "Send report" });
        assert.equal(await send.isDisabled(), true);
        await dialog.getByLabel("Harassment or bullying").check();
        await dialog.getByLabel("Details (optional)").fill("Keeps messaging after I said no.");
        await screenshots(pb, "report-dialog");
        const answered = pb.waitForResponse((r) => r.url().includes("safety.report"));
        await send.click();
        assert.equal((await answered).status(), 200);
        await pb.getByRole("dialog", { name: "Thanks for telling us" }).waitFor();
        await pb.getByRole("button", { name: "Close", exact: true }).click();
      });

      await t.step("the blocker's chat shows the history, read-only", async () => {
        await visit(pb, `${server.url}/chat?userId=${a.id}`);
        await pb.locator(".chat-msg-theirs", { hasText: "hackathon" }).waitFor();
        await pb.getByText("You can't message this student. This conversation is read-only.")
          .waitFor();
        assert.equal(await pb.locator(".chat-input").count(), 0);
        await screenshots(pb, "chat-read-only");
      });

      await t.step(
        "the blocked student's chat is read-only too, and B's profile is gone",
        async () => {
          await visit(pa, `${server.url}/chat?userId=${b.id}`);
          await pa.locator(".chat-msg-mine", { hasText: "hackathon" }).waitFor();
          await pa.locator(".chat-readonly").waitFor();
          assert.equal(await pa.locator(".chat-input").count(), 0);
          const profile = await pa.goto(`${server.url}/profile/${b.id}`);
          assert.equal(profile?.status(), 404);
        },
      );

      await t.step(
        "the blocked student shows in the blocker's account area, with Unblock",
        async () => {
          await visit(pb, `${server.url}/profile/${b.id}`);
          const area = pb.locator(".account-blocked");
          await area.getByText("Aarav Sharma").waitFor();
          await area.getByRole("button", { name: "Unblock Aarav Sharma" }).waitFor();
        },
      );

      await t.step("no errors in the console", () =>
        // The blocked student's profile page answers 404 on purpose.
        assertNoPageErrors([asA.problems, asB.problems], /404/));
    } finally {
      await close();
    }
  },
);
