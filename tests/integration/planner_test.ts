/**
 * The study planner over REST: a student's own tasks (validated, private, repeating), and
 * reminders that reach the bell and the inbox once at their time — across a restart, with two
 * instances sweeping, and never for a task deleted or moved since.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { startServer } from "../helpers/server.ts";
import { Client, signUpEach } from "../helpers/users.ts";

type Task = {
  _id: string;
  title: string;
  dueAt: string;
  done: boolean;
  subjectId: string | null;
  repeat: string;
  repeatDays: number[];
  version: number;
};
type Answer = {
  task: Task;
  tasks: Task[];
  message: string;
  issues?: { path: string }[];
  success: boolean;
};
type Notes = { notifications: { type: string; message: string; link: string }[] };

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function reminders(client: Client) {
  return client.request<Notes>("GET", "/api/notifications").then((r) =>
    r.body.notifications.filter((n) => n.type === "study_reminder")
  );
}

/** Waits until `check` holds (or `ms` pass), polling; answers its last value. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 8000) {
  const end = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await sleep(150);
    value = await read();
  }
  return value;
}

Deno.test("[planner] tasks are one's own, validated, and repeat", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b] = await signUpEach(server, smtp, ["asha_plan", "bhavin_plan"]);
  try {
    let task!: Task;
    await t.step("a task is created with subject, priority and repeat", async () => {
      const res = await a.client.request<Answer>("POST", "/api/planner/tasks", {
        title: "Revise heaps",
        dueAt: inMs(3_600_000),
        subjectId: "s3-data-structures",
        priority: "high",
        repeat: "weekly",
        repeatDays: [1, 3],
        reminderMinutes: 15,
        utcOffsetMinutes: 330,
      });
      assert.equal(res.status, 201);
      task = res.body.task;
      assert.equal(task.title, "Revise heaps");
      assert.deepEqual(task.repeatDays, [1, 3]);
      assert.equal("userId" in task, false);
    });

    await t.step("bad input is a 400 with the field named", async () => {
      const cases: [unknown, string][] = [
        [{ title: "", dueAt: inMs(1000) }, "title"],
        [{ title: "x", dueAt: "tomorrow" }, "dueAt"],
        [{ title: "x", dueAt: inMs(1000), subjectId: "s9-astrology" }, "subjectId"],
        [{ title: "x", dueAt: inMs(1000), repeat: "weekly" }, "repeatDays"],
        [{ title: "x", dueAt: inMs(1000), reminderMinutes: 7 }, "reminderMinutes"],
        [{ title: "x".repeat(121), dueAt: inMs(1000) }, "title"],
      ];
      for (const [body, field] of cases) {
        const res = await a.client.request<Answer>("POST", "/api/planner/tasks", body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.ok(res.body.issues?.some((i) => i.path === field), JSON.stringify(res.body));
      }
    });

    await t.step("the list filters by subject", async () => {
      await a.client.request("POST", "/api/planner/tasks", {
        title: "OS scheduling notes",
        dueAt: inMs(7_200_000),
        subjectId: "s5-operating-systems",
      });
      const all = await a.client.request<Answer>("GET", "/api/planner/tasks");
      assert.deepEqual(all.body.tasks.map((x) => x.title), ["Revise heaps", "OS scheduling notes"]);
      const ds = await a.client.request<Answer>(
        "GET",
        "/api/planner/tasks?subjectId=s3-data-structures",
      );
      assert.deepEqual(ds.body.tasks.map((x) => x.title), ["Revise heaps"]);
    });

    await t.step("another student can read, change or delete none of them", async () => {
      assert.deepEqual(
        (await b.client.request<Answer>("GET", "/api/planner/tasks")).body.tasks,
        [],
      );
      const put = await b.client.request<Answer>("PUT", `/api/planner/tasks/${task._id}`, {
        title: "Mine now",
      });
      assert.equal(put.status, 404);
      const del = await b.client.request<Answer>("DELETE", `/api/planner/tasks/${task._id}`);
      assert.equal(del.status, 404);
      const anon = new Client(server);
      assert.equal((await anon.request("GET", "/api/planner/tasks")).status, 401);
      assert.equal(
        (await anon.request("POST", "/api/planner/tasks", { title: "x", dueAt: inMs(1000) }))
          .status,
        401,
      );
      const still = await a.client.request<Answer>("GET", "/api/planner/tasks");
      assert.equal(still.body.tasks[0].title, "Revise heaps");
    });

    await t.step("done on a weekly task moves it to its next chosen day", async () => {
      const res = await a.client.request<Answer>("PUT", `/api/planner/tasks/${task._id}`, {
        done: true,
      });
      assert.equal(res.status, 200);
      const moved = res.body.task;
      assert.equal(moved.done, false);
      assert.ok(Date.parse(moved.dueAt) > Date.parse(task.dueAt));
      // Monday or Wednesday in the student's calendar (UTC+5:30), same clock time.
      const local = new Date(Date.parse(moved.dueAt) + 330 * 60_000);
      assert.ok([1, 3].includes(local.getUTCDay()));
      assert.equal((Date.parse(moved.dueAt) - Date.parse(task.dueAt)) % 86_400_000, 0);
    });

    await t.step("a one-off task is done, then can be undone, then deleted", async () => {
      const one = (await a.client.request<Answer>("POST", "/api/planner/tasks", {
        title: "Submit DBMS assignment",
        dueAt: inMs(600_000),
        utcOffsetMinutes: 330,
      })).body.task;
      const done = await a.client.request<Answer>("PUT", `/api/planner/tasks/${one._id}`, {
        done: true,
      });
      assert.equal(done.body.task.done, true);
      const undone = await a.client.request<Answer>("PUT", `/api/planner/tasks/${one._id}`, {
        done: false,
      });
      assert.equal(undone.body.task.done, false);
      const del = await a.client.request<Answer>("DELETE", `/api/planner/tasks/${one._id}`);
      assert.deepEqual([del.status, del.body.success], [200, true]);
      const again = await a.client.request<Answer>("DELETE", `/api/planner/tasks/${one._id}`);
      assert.equal(again.status, 404);
    });

    await t.step(
      "the streak counts today, and the profile shows it only when turned on",
      async () => {
        const mine = await a.client.request<{ showStreak: boolean; streak: number }>(
          "GET",
          "/api/planner/streak",
        );
        assert.deepEqual(mine.body, { showStreak: false, streak: 1 });
        const on = await a.client.request<{ showStreak: boolean; streak: number }>(
          "PUT",
          "/api/planner/streak",
          { showStreak: true, utcOffsetMinutes: 330 },
        );
        assert.deepEqual(on.body, { showStreak: true, streak: 1 });
      },
    );
  } finally {
    await close();
  }
});

Deno.test("[planner] a reminder reaches the bell and the inbox once, never for a deleted task", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  // A second instance on the same store sweeps too: each reminder must still come once.
  const twin = await startServer({ kv: server.kv });
  const [a] = await signUpEach(server, smtp, [{ username: "chitra_plan" }]);
  try {
    const create = (title: string, ms: number) =>
      a.client.request<Answer>("POST", "/api/planner/tasks", {
        title,
        dueAt: inMs(ms),
        reminderMinutes: 0,
      }).then((r) => r.body.task);
    const kept = await create("Practise graph problems", 1500);
    const deleted = await create("Cancelled revision", 1500);
    const moved = await create("Moved to next week", 1500);
    await a.client.request("DELETE", `/api/planner/tasks/${deleted._id}`);
    await a.client.request("PUT", `/api/planner/tasks/${moved._id}`, {
      dueAt: inMs(7 * 86_400_000),
    });
    const mailsBefore = smtp.mails.length;

    const got = await until(() => reminders(a.client), (n) => n.length >= 1);
    assert.equal(got.length, 1);
    assert.equal(got[0].message, `Study reminder: "${kept.title}" is due now.`);
    assert.equal(got[0].link, "/planner");
    // Time for a second firing or the others to show, were any to come.
    await sleep(2500);
    assert.equal((await reminders(a.client)).length, 1);
    const mails = smtp.mails.slice(mailsBefore).filter((m) => m.raw.includes("Study reminder"));
    assert.equal(mails.length, 1);
    assert.ok(mails[0].raw.includes("Practise graph problems"));
  } finally {
    await twin.close();
    await close();
  }
});

Deno.test("[planner] a reminder due while the server was down comes at the next start", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-planner-" });
  const kvPath = `${dir}/kv.sqlite`;
  try {
    const first = await startServerWithSmtp({ kvPath });
    const [a] = await signUpEach(first.server, first.smtp, [{ username: "dev_plan" }]);
    const res = await a.client.request<Answer>("POST", "/api/planner/tasks", {
      title: "Mock test at 9",
      dueAt: inMs(2000),
      reminderMinutes: 0,
    });
    assert.equal(res.status, 201);
    await first.close();
    await sleep(2500); // Its time passes with no server running.

    const second = await startServer({ kvPath });
    try {
      const client = new Client(second);
      client.cookies = a.client.cookies;
      const got = await until(() => reminders(client), (n) => n.length >= 1);
      assert.deepEqual(got.map((n) => n.message), ['Study reminder: "Mock test at 9" is due now.']);
      await sleep(1500);
      assert.equal((await reminders(client)).length, 1);
    } finally {
      await second.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[planner] the profile shows the streak only when its owner turned it on", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b] = await signUpEach(server, smtp, ["esha_plan", "farid_plan"]);
  try {
    const task = (await a.client.request<Answer>("POST", "/api/planner/tasks", {
      title: "Read chapter 4",
      dueAt: inMs(600_000),
    })).body.task;
    await a.client.request("PUT", `/api/planner/tasks/${task._id}`, { done: true });
    // As another student sees it.
    const text = async () => {
      const res = await fetch(`${server.url}/profile/${a.user._id}`, {
        headers: { cookie: b.client.cookieHeader },
      });
      return await res.text();
    };
    assert.ok(!(await text()).includes("Study streak"));
    await a.client.request("PUT", "/api/planner/streak", { showStreak: true });
    assert.ok((await text()).includes("Study streak: 1 day in a row"));
    await a.client.request("PUT", "/api/planner/streak", { showStreak: false });
    assert.ok(!(await text()).includes("Study streak"));
  } finally {
    await close();
  }
});
