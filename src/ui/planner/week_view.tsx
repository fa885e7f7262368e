/** The planner's week: seven days from Monday, each with the tasks due that day (in the
 * browser's calendar), and buttons to step a week back or on. */
import { useState } from "react";
import { sameDay, weekDays, weekStart } from "./dates.ts";
import { TaskItem } from "./task_item.tsx";
import type { TaskView } from "./queries.ts";

const WEEK_MS = 7 * 86_400_000;

export function WeekView(props: { tasks: TaskView[]; now: number; onEdit(t: TaskView): void }) {
  const [offset, setOffset] = useState(0);
  const start = weekStart(props.now + offset * WEEK_MS);
  const days = weekDays(start);
  const today = new Date(props.now);
  const range = `${days[0].toLocaleDateString("en-GB", { day: "numeric", month: "short" })} – ${
    days[6].toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" })
  }`;
  return (
    <div className="planner-week">
      <div className="planner-week-nav">
        <button type="button" className="btn btn-small" onClick={() => setOffset(offset - 1)}>
          ← Previous
        </button>
        <span className="planner-week-range" aria-live="polite">{range}</span>
        <button type="button" className="btn btn-small" onClick={() => setOffset(offset + 1)}>
          Next →
        </button>
      </div>
      <ol className="planner-days-grid">
        {days.map((day) => {
          const due = props.tasks.filter((t) => sameDay(new Date(t.dueAt), day));
          return (
            <li
              key={day.toDateString()}
              className={sameDay(day, today) ? "planner-weekday planner-today" : "planner-weekday"}
            >
              <h3 className="planner-weekday-name">
                {day.toLocaleDateString("en-GB", { weekday: "short", day: "numeric" })}
              </h3>
              {due.length === 0
                ? <p className="muted planner-free">Free</p>
                : (
                  <ul className="planner-list">
                    {due.map((t) => (
                      <TaskItem
                        key={t._id}
                        task={t}
                        now={props.now}
                        compact
                        onEdit={props.onEdit}
                      />
                    ))}
                  </ul>
                )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
