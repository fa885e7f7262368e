/**
 * /planner: the student's study tasks as a list or a week, filtered by subject, with the form to
 * add or edit one and the opt-in streak. First paint from the server's tasks; the reminders
 * themselves arrive in the header's bell.
 */
import { useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession } from "../src/client/session.ts";
import { withQueries } from "../src/client/query.tsx";
import { TabPanel, Tabs } from "../src/ui/kit/tabs.tsx";
import { SelectField } from "../src/ui/kit/field.tsx";
import { STUDY_SUBJECTS } from "../src/shared/study_subjects.ts";
import { TaskForm } from "../src/ui/planner/task_form.tsx";
import { TaskItem } from "../src/ui/planner/task_item.tsx";
import { WeekView } from "../src/ui/planner/week_view.tsx";
import { StreakCard } from "../src/ui/planner/streak_card.tsx";
import { type TaskView, useTasks } from "../src/ui/planner/queries.ts";

export type StudyPlannerProps = {
  user: SessionUser;
  sessionState: SessionState;
  tasks: TaskView[] | null;
  streak: { showStreak: boolean; streak: number } | null;
};

type ViewKey = "list" | "week";
const subjectOptions = STUDY_SUBJECTS.map((s) => ({ value: s.id, label: s.name }));

function StudyPlanner(props: StudyPlannerProps) {
  useEffect(() => initSession(props.user, props.sessionState), []);
  const tasks = useTasks(props.tasks);
  const [view, setView] = useState<ViewKey>("list");
  const [subject, setSubject] = useState("");
  const [editing, setEditing] = useState<TaskView | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // Overdue marks follow the clock.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const all = tasks.data?.tasks ?? [];
  const shown = subject ? all.filter((t) => t.subjectId === subject) : all;
  const open = shown.filter((t) => !t.done);
  const finished = shown.filter((t) => t.done);
  const edit = (t: TaskView) => {
    setEditing(t);
    document.getElementById("planner-form")?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <div className="planner-layout">
      <div className="planner-main">
        <div className="planner-toolbar">
          <Tabs<ViewKey>
            idBase="planner"
            label="Planner view"
            items={[{ key: "list", label: "List" }, { key: "week", label: "Week" }]}
            selected={view}
            onSelect={setView}
            className="tabs planner-tabs"
          />
          <SelectField
            id="planner-filter"
            label="Filter by subject"
            value={subject}
            empty="All subjects"
            options={subjectOptions}
            onChange={setSubject}
            fieldClassName="field planner-filter"
          />
        </div>
        <TabPanel idBase="planner" tab="list" selected={view === "list"} className="planner-panel">
          {tasks.isError && !tasks.data && <p className="muted">Your tasks could not be loaded.</p>}
          {open.length === 0 && (
            <p className="planner-empty muted">
              {subject ? "No open tasks for this subject." : "Nothing planned yet."}{" "}
              Add a task with the form, pick a subject and a reminder.
            </p>
          )}
          <ul className="planner-list" aria-label="Open tasks">
            {open.map((t) => <TaskItem key={t._id} task={t} now={now} onEdit={edit} />)}
          </ul>
          {finished.length > 0 && (
            <details className="planner-finished">
              <summary>Done ({finished.length})</summary>
              <ul className="planner-list" aria-label="Done tasks">
                {finished.map((t) => <TaskItem key={t._id} task={t} now={now} onEdit={edit} />)}
              </ul>
            </details>
          )}
        </TabPanel>
        <TabPanel idBase="planner" tab="week" selected={view === "week"} className="planner-panel">
          <WeekView tasks={shown} now={now} onEdit={edit} />
        </TabPanel>
      </div>
      <aside className="planner-side" id="planner-form">
        <TaskForm
          key={editing?._id ?? "new"}
          editing={editing}
          onDone={() => setEditing(null)}
        />
        <StreakCard initial={props.streak} />
      </aside>
    </div>
  );
}

export default withQueries(StudyPlanner);
