/**
 * /planner: the study planner. A visitor sees what it does and how to sign in; a student's tasks
 * and streak are read on the server for the first paint, and everything else happens in the island.
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { StudyPlannerIsland } from "../src/ssr/islands.ts";
import { listTasks } from "../src/planner/service.ts";
import { myStreak } from "../src/planner/streak.ts";
import { authHref } from "../src/shared/return_path.ts";

/** What a visitor sees: the planner in three lines, and the way in. */
function PlannerIntro() {
  return (
    <div className="container page planner-page">
      <header className="page-head">
        <h1>Study planner</h1>
        <p>
          Plan study sessions, assignments and placement prep by subject. Set a due time, a priority
          and a repeat (every day, or chosen weekdays), see your week at a glance, and get a
          reminder in your notifications — and by e-mail — at the time you choose.
        </p>
      </header>
      <div className="card planner-intro">
        <p>Your tasks are private: only you can see them. Sign in to start planning.</p>
        <p className="planner-intro-actions">
          <a className="btn btn-primary" href={authHref("/planner")}>Sign in</a>
          <a className="btn" href="/signup">Create an account</a>
          <a className="btn" href="/guide#tasks">How it works</a>
        </p>
      </div>
    </div>
  );
}

export default definePage({
  title: "Study planner",
  description: "Plan your study tasks by subject, with reminders in Campus and by e-mail.",
  render: async (c) => {
    const user = c.get("user");
    if (!user) return <PlannerIntro />;
    const deps = c.get("deps");
    const [tasks, streak] = await Promise.all([
      readOrNull(c, "planner page: tasks failed", listTasks(deps, user._id), "warn"),
      readOrNull(c, "planner page: streak failed", myStreak(deps, user._id), "warn"),
    ]);
    return (
      <div className="container page planner-page">
        <header className="page-head">
          <h1>Study planner</h1>
          <p>
            Your study tasks by subject, with due times, priorities and repeats. Reminders come to
            your notifications at the time you choose.
          </p>
        </header>
        <StudyPlannerIsland
          user={user}
          sessionState={c.get("sessionState")}
          tasks={tasks?.tasks ?? null}
          streak={streak}
        />
      </div>
    );
  },
});
