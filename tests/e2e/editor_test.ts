/**
 * In real Chromium, one code room in two browsers: a signed-in student and a visitor who types a
 * name. Both connect, type into the same file and see each other's text and coloured cursor,
 * chat both ways, run a Python program and both see 'Running...' then its output; undo takes back
 * only one's own edits; Save to Profile puts the file on the student's Files tab; a visitor is
 * asked to log in instead. Monaco comes from our own origin: no request leaves localhost.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  allowClipboard,
  arriveAt,
  type BrowserSession,
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, waitForAlert } from "../helpers/page_checks.ts";
import { screenshots, screenshotsInBothThemes } from "../helpers/screenshots.ts";
import { loginDemo as login } from "../helpers/users.ts";

const ROOM = "e2eroom42";

/** Every URL a context requests, to prove nothing leaves the test server. */
function recordRequests(s: BrowserSession): string[] {
  const urls: string[] = [];
  s.context.on("request", (r) => urls.push(r.url()));
  return urls;
}

/** The editor's visible text, with Monaco's non-breaking spaces as plain ones. */
function editorText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (document.querySelector<HTMLElement>(".room-monaco .view-lines")?.innerText ?? "")
      .replaceAll("\u00a0", " ")
  );
}

async function waitForText(page: Page, needle: string, present = true) {
  const deadline = Date.now() + 10_000;
  while (((await editorText(page)).includes(needle)) !== present) {
    if (Date.now() > deadline) {
      throw new Error(`editor text ${present ? "lacks" : "still has"} ${JSON.stringify(needle)}:
${await editorText(page)}`);
    }
    await page.waitForTimeout(50);
  }
}

/** Puts the caret at the end of the file and types `text` (as a paste, so no auto-closing). */
async function typeAtEnd(page: Page, text: string) {
  await page.locator(".room-monaco .view-lines").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.insertText(text);
}

/** Records every text the output area shows from now on, however briefly. */
function watchOutput(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: string[] = [];
    (globalThis as unknown as { outputsSeen: string[] }).outputsSeen = seen;
    const note = () => {
      const text = document.querySelector(".room-output-text")?.textContent ?? "";
      if (seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

function outputsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { outputsSeen: string[] }).outputsSeen);
}

const status = (page: Page) => page.locator(".room-status");

/** Screenshots from the top of the page (the sticky header would otherwise cover the middle of a
 * full-page shot taken after scrolling), and with `light`, again in the light theme. */
async function shots(page: Page, name: string, light = false) {
  await page.evaluate(() => scrollTo(0, 0));
  if (light) await screenshotsInBothThemes(page, name);
  else await screenshots(page, name);
}

browserTest(
  "[e2e] code room: two browsers edit, see cursors, chat, run Python and save to profile",
  async (t) => {
    const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
    const aarav = await login(server, "aarav");
    try {
      const a = await openAs(browser, server, aarav.client);
      const v = await openAs(browser, server);
      const requestsA = recordRequests(a);
      const requestsV = recordRequests(v);
      const pa = a.page;
      const pv = v.page;
      const url = `${server.url}/editor/${ROOM}`;

      await t.step("the server renders the room's frame before any script runs", async () => {
        const html = await (await fetch(url)).text();
        for (
          const text of [
            "Code room",
            "Your name",
            "Room ID",
            "Connect",
            "New Room",
            "Join Existing Room",
            "Participants",
            "AI Assistant",
            "+ New File",
            "Language",
            "Save to Profile",
            "Execute",
            "You are not in the room yet",
          ]
        ) assert.ok(html.includes(text), `server HTML has ${text}`);
        const scripts = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)]
          .map((m) => m[1]);
        assert.ok(scripts.some((s) => s.includes("/EditorRoom-")), "the island is preloaded");
        assert.ok(
          !scripts.some((s) => /monaco|editorWorker|room_session/.test(s)),
          `the first load carries neither Monaco nor Yjs: ${scripts.join(" ")}`,
        );
      });

      await t.step("the page opens disconnected, the student's name filled in", async () => {
        await visit(pa, url);
        await visit(pv, url);
        assert.equal(await pa.getByLabel("Your name").inputValue(), aarav.user.name);
        assert.equal(await pa.getByRole("textbox", { name: "Room ID" }).inputValue(), ROOM);
        assert.equal(await status(pa).textContent(), "Disconnected");
        assert.ok(await pa.getByRole("button", { name: "Execute" }).isDisabled());
        assert.equal(await pv.getByLabel("Your name").inputValue(), "");
        assert.ok(await pv.getByRole("button", { name: "Connect" }).isDisabled());
        await pv.getByLabel("Your name").fill("Visitor Vee");
        assert.ok(await pv.getByRole("button", { name: "Connect" }).isEnabled());
        await shots(pv, "editor-disconnected");
      });

      await t.step("both connect and see the room's main file in Monaco", async () => {
        await pa.getByRole("button", { name: "Connect" }).click();
        await pv.getByRole("button", { name: "Connect" }).click();
        for (const page of [pa, pv]) {
          await status(page).getByText("Connected").waitFor();
          await page.getByRole("button", { name: "main", exact: true }).first().waitFor();
          await waitForText(page, 'console.log(greet("Campus"));');
        }
        assert.equal(await pa.getByRole("button", { name: "Leave" }).count(), 1);
        assert.ok(await pa.getByRole("button", { name: "Execute" }).isEnabled());
      });

      await t.step("each sees the other's typing live", async () => {
        await typeAtEnd(pa, "\n// aarav was here");
        await waitForText(pv, "// aarav was here");
        await pv.getByText("Aarav Sharma is typing...").waitFor();
        await typeAtEnd(pv, "\n// vee too");
        await waitForText(pa, "// vee too");
        await pa.getByText("Visitor Vee is typing...").waitFor();
      });

      await t.step("each sees the other's cursor in the other's colour", async () => {
        const colourOf = async (page: Page, who: string) => {
          await page.getByRole("button", { name: /^Participants/ }).click();
          const row = page.locator(".room-person").filter({ hasText: who });
          const colour = await row.locator(".room-person-dot").evaluate((el) =>
            getComputedStyle(el).backgroundColor
          );
          await page.getByRole("button", { name: /^Participants/ }).click();
          return colour;
        };
        const aaravColour = await colourOf(pa, "Aarav Sharma");
        const veeColour = await colourOf(pa, "Visitor Vee");
        assert.notEqual(aaravColour, veeColour, "participants get different colours");
        assert.equal(await colourOf(pv, "Visitor Vee"), veeColour, "both agree on Vee's colour");
        for (
          const [page, colour, name] of [[pa, veeColour, "Visitor Vee"], [
            pv,
            aaravColour,
            "Aarav Sharma",
          ]] as const
        ) {
          const head = page.locator("[class*='yRemoteSelectionHead-']").first();
          await head.waitFor();
          const style = await head.evaluate((el) => ({
            border: getComputedStyle(el).borderLeftColor,
            label: getComputedStyle(el, "::after").content,
            labelBg: getComputedStyle(el, "::after").backgroundColor,
          }));
          assert.equal(style.border, colour);
          assert.equal(style.labelBg, colour);
          assert.equal(style.label, JSON.stringify(name));
        }
        await shots(pa, "editor-room-cursors", true);
      });

      await t.step("undo takes back only one's own edits", async () => {
        await typeAtEnd(pa, " zzz");
        await waitForText(pv, "zzz");
        await typeAtEnd(pv, " yyy");
        await waitForText(pa, "yyy");
        await pa.locator(".room-monaco .view-lines").click();
        await pa.keyboard.press("Control+z");
        await waitForText(pv, "zzz", false);
        await waitForText(pa, "zzz", false);
        assert.ok((await editorText(pa)).includes("yyy"), "the visitor's edit stays");
        await pa.keyboard.press("Control+Shift+z");
        await waitForText(pv, "zzz");
      });

      await t.step("chat goes both ways", async () => {
        await pa.getByRole("button", { name: "Chat" }).click();
        await pa.getByRole("textbox", { name: "Message" }).fill("Hello from Aarav");
        await pa.getByRole("textbox", { name: "Message" }).press("Enter");
        await pv.locator(".room-unread").waitFor();
        await pv.getByRole("button", { name: "Chat" }).click();
        await pv.getByText("Hello from Aarav").waitFor();
        await pv.getByRole("textbox", { name: "Message" }).fill("   ");
        assert.ok(await pv.getByRole("button", { name: "Send" }).isDisabled());
        await pv.getByRole("textbox", { name: "Message" }).fill("Hi Aarav, Vee here");
        await pv.getByRole("textbox", { name: "Message" }).press("Enter");
        await pa.getByText("Hi Aarav, Vee here").waitFor();
        assert.equal(await pa.locator(".room-chat-message").count(), 2);
        await shots(pv, "editor-room-chat");
      });

      await t.step("a Python run shows 'Running...' then its output to both", async () => {
        await pa.getByLabel("Language").selectOption("python");
        await pv.getByLabel("Language").and(pv.locator("select")).waitFor();
        const deadline = Date.now() + 10_000;
        while ((await pv.getByLabel("Language").inputValue()) !== "python") {
          if (Date.now() > deadline) throw new Error("the visitor's language did not follow");
          await pv.waitForTimeout(50);
        }
        await pa.locator(".room-monaco .view-lines").click();
        await pa.keyboard.press("Control+a");
        await pa.keyboard.insertText('import time\ntime.sleep(0.3)\nprint("sum =", 6 * 7)\n');
        await waitForText(pv, 'print("sum =", 6 * 7)');
        await watchOutput(pa);
        await watchOutput(pv);
        await pa.getByRole("button", { name: "Execute" }).click();
        for (const page of [pa, pv]) {
          await page.locator(".room-output-text", { hasText: "sum = 42" }).waitFor();
          const seen = await outputsSeen(page);
          assert.ok(seen.includes("Running..."), `saw ${JSON.stringify(seen)}`);
        }
        await pv.getByText("run by Aarav Sharma").waitFor();
      });

      await t.step("output in the right panel opens it, switching back closes it", async () => {
        await pa.getByRole("combobox", { name: "Output" }).selectOption("right");
        const side = pa.locator("#room-side-panel");
        await side.getByRole("heading", { name: "Output" }).waitFor();
        await side.locator(".room-output-text", { hasText: "sum = 42" }).waitFor();
        await shots(pa, "editor-room-output-right");
        await pa.getByRole("combobox", { name: "Output" }).selectOption("bottom");
        await side.waitFor({ state: "detached" });
      });

      await t.step("copy, font size, a new file and its deletion, the AI teaser", async () => {
        await allowClipboard(a.context, server.url);
        await pa.getByRole("button", { name: "Copy room ID" }).click();
        await pa.getByRole("status").getByText("Room ID copied").waitFor();
        assert.equal(await pa.evaluate(() => navigator.clipboard.readText()), ROOM);
        await pa.getByRole("button", { name: "Copy code" }).click();
        await pa.getByRole("status").getByText("Code copied").waitFor();
        assert.match(await pa.evaluate(() => navigator.clipboard.readText()), /sum =/);
        // The toast goes after 1200 ms.
        await pa.getByText("Code copied").waitFor({ state: "detached", timeout: 2_000 });

        await pa.getByRole("button", { name: "Larger font" }).click();
        await pa.getByRole("button", { name: "Larger font" }).click();
        await pa.locator(".room-font-size", { hasText: "16px" }).waitFor();
        const fontSize = () =>
          pa.locator(".room-monaco .view-line").first().evaluate((el) =>
            getComputedStyle(el).fontSize
          );
        const deadline = Date.now() + 5_000;
        while ((await fontSize()) !== "16px") {
          if (Date.now() > deadline) throw new Error(`Monaco font is ${await fontSize()}`);
          await pa.waitForTimeout(50);
        }
        await pa.getByRole("button", { name: "Smaller font" }).click();
        await pa.locator(".room-font-size", { hasText: "15px" }).waitFor();

        await pa.getByRole("button", { name: "+ New File" }).click();
        await pv.getByRole("button", { name: "newFile_1", exact: true }).first().waitFor();
        // The room follows the file someone opens; the new file takes the toolbar's language.
        await pv.locator(".room-tab[aria-current='true']", { hasText: "newFile_1" }).waitFor();
        assert.equal(await pv.getByRole("combobox", { name: "Language" }).inputValue(), "python");
        await pa.getByRole("button", { name: "Delete newFile_1" }).click();
        assert.ok(a.alerts.includes("Delete this file?"));
        await pv.getByRole("button", { name: "newFile_1", exact: true }).first().waitFor({
          state: "detached",
        });
        await pv.locator(".room-tab[aria-current='true']", { hasText: "main" }).waitFor();

        await pa.getByRole("button", { name: "AI Assistant" }).click();
        await pa.getByRole("status").getByText("AI assistant coming soon!").waitFor();
      });

      await t.step("a visitor is asked to log in to save", async () => {
        await pv.getByRole("button", { name: "Save to Profile" }).click();
        const notice = pv.locator(".room-signin");
        await notice.getByText("Sign in to save files to your profile.").waitFor();
        assert.equal(
          await notice.getByRole("link", { name: "Log in" }).getAttribute("href"),
          "/login",
        );
        assert.deepEqual(v.alerts, []);
      });

      await t.step("Save to Profile puts the file on the student's Files tab", async () => {
        await pa.getByRole("button", { name: "Save to Profile" }).click();
        await waitForAlert(a.alerts, "Saved to profile");
      });

      await t.step("the room's local copy is kept while open and deleted on leaving", async () => {
        const stored = await pa.evaluate(() => ({
          files: JSON.parse(localStorage.getItem("collabRooms") ?? "{}"),
          langs: JSON.parse(localStorage.getItem("collabRooms:lang") ?? "{}"),
        }));
        assert.ok(String(stored.files[ROOM]?.main).includes('print("sum =", 6 * 7)'));
        assert.equal(stored.langs[ROOM]?.main, "python");
        await visit(pa, `${server.url}/profile/${aarav.user._id}`);
        const left = await pa.evaluate(() => ({
          files: JSON.parse(localStorage.getItem("collabRooms") ?? "{}"),
          langs: JSON.parse(localStorage.getItem("collabRooms:lang") ?? "{}"),
        }));
        assert.equal(left.files[ROOM], undefined);
        assert.equal(left.langs[ROOM], undefined);
      });

      await t.step("the saved file is on the profile's Files tab", async () => {
        await pa.getByRole("tab", { name: /Files/ }).click();
        const card = pa.locator(".file-card").filter({ hasText: "main" });
        await card.waitFor();
        await card.getByText('print("sum =", 6 * 7)').waitFor();
        assert.equal(
          await card.getByRole("link", { name: ROOM }).getAttribute("href"),
          `/editor/${ROOM}`,
        );
      });

      await t.step(
        "the visitor sees Aarav leave, then leaves too and the room clears",
        async () => {
          await pv.getByRole("button", { name: /^Participants/ }).click();
          await pv.locator(".room-person").filter({ hasText: "Aarav Sharma" }).waitFor({
            state: "detached",
          });
          await pv.getByRole("button", { name: "Leave" }).click();
          await status(pv).getByText("Disconnected").waitFor();
          await pv.getByText("Connect to see files.").waitFor();
          await pv.getByText("You are not in the room yet").waitFor();
          assert.equal(
            await pv.locator(".room-output-text").textContent(),
            "Run your code to see its output here.",
          );
        },
      );

      await t.step("Join Existing Room checks the id; New Room opens a fresh room", async () => {
        await pv.getByRole("button", { name: "Join Existing Room" }).click();
        const dialog = pv.getByRole("dialog", { name: "Join Existing Room" });
        const input = dialog.getByRole("textbox", { name: "Room ID" });
        assert.ok(await input.evaluate((el) => el === document.activeElement), "focus moves in");
        await input.fill("   ");
        await dialog.getByRole("button", { name: "Join" }).click();
        await dialog.getByText("Please enter a valid room ID").waitFor();
        await input.press("a");
        await dialog.getByText("Please enter a valid room ID").waitFor({ state: "detached" });
        await pv.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await pv.getByRole("button", { name: "Join Existing Room" }).click();
        await dialog.getByRole("textbox", { name: "Room ID" }).fill(" another-room ");
        await dialog.getByRole("button", { name: "Join" }).click();
        await arriveAt(pv, `${server.url}/editor/another-room`);
        await pv.getByRole("button", { name: "New Room" }).click();
        await arriveAt(pv, /\/editor\/[0-9a-z]{8}$/);
      });

      await t.step("nothing was requested from outside the test server", () => {
        const outside = [...requestsA, ...requestsV].filter((u) =>
          !u.startsWith(server.url) && !u.startsWith("data:") && !u.startsWith("blob:")
        );
        assert.deepEqual(outside, []);
        assert.ok(requestsA.some((u) => /\/static\/_build\/monaco-[A-Z0-9]+\.js$/.test(u)));
        assert.ok(requestsA.some((u) => /\/static\/_build\/editorWorker-[A-Z0-9]+\.js$/.test(u)));
        assertNoPageErrors([a.problems]);
        // The visitor's Save to Profile was answered 401, which the browser logs.
        assertNoPageErrors([v.problems], /status of 401/);
      });
    } finally {
      await close();
    }
  },
);
