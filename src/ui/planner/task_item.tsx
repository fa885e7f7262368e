/** One task in the list or a week day: a done checkbox, its title, when, subject and priority,
 * and Edit / Delete. A repeating task says how it repeats. */
import { STUDY_SUBJECTS } from "../../shared/study_subjects.ts";
import { DAY_NAMES } from "../../shared/planner_rules.ts";
import { dueLabel, timeLabel } from "./dates.ts";
import { type TaskView, useDeleteTask, useUpdateTask } from "./queries.ts";

const subjectName = new Map(STUDY_SUBJECTS.map((s) => [s.id, s.name]));

function repeatLabel(t: TaskView): string | null {
  if (t.repeat === "daily") return "Every day";
  if (t.repeat === "weekly") return `Every ${t.repeatDays.map((d) => DAY_NAMES[d]).join(", ")}`;
  return null;
}

export function TaskItem(
  props: { task: TaskView; compact?: boolean; now: number; onEdit(t: TaskView): void },
) {
  const { task: t } = props;
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const overdue = !t.done && Date.parse(t.dueAt) < props.now;
  const repeats = repeatLabel(t);
  return (
    <li className={`planner-task planner-${t.priority}${t.done ? " planner-done" : ""}`}>
      <input
        type="checkbox"
        className="planner-check"
        checked={t.done}
        disabled={update.isPending}
        aria-label={`Done: ${t.title}`}
        onChange={(e) => update.mutate({ id: t._id, done: e.target.checked })}
      />
      <div className="planner-task-body">
        <span className="planner-task-title">{t.title}</span>
        <span className="planner-task-meta">
          <span className={overdue ? "planner-overdue" : undefined}>
            {props.compact ? timeLabel(t.dueAt) : dueLabel(t.dueAt)}
            {overdue && " · overdue"}
          </span>
          {t.subjectId && <span className="badge">{subjectName.get(t.subjectId)}</span>}
          {!props.compact && <span className="badge">{t.priority}</span>}
          {repeats && !props.compact && <span>{repeats}</span>}
        </span>
        {t.notes && !props.compact && <span className="planner-task-notes">{t.notes}</span>}
      </div>
      <span className="planner-task-actions">
        <button type="button" className="btn btn-small" onClick={() => props.onEdit(t)}>
          Edit
        </button>
        {!props.compact && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: t._id })}
          >
            Delete
          </button>
        )}
      </span>
    </li>
  );
}
