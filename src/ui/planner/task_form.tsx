/**
 * The planner's form: a new task, or the changes to one being edited. The due time is read in
 * the browser's calendar; a refused save shows the server's sentence under the form.
 */
import { type FormEvent, useState } from "react";
import { Field, FormError, SelectField, TextAreaField } from "../kit/field.tsx";
import { SubmitButton } from "../kit/buttons.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { showNotice } from "../../client/notices.ts";
import { STUDY_SUBJECTS } from "../../shared/study_subjects.ts";
import {
  DAY_NAMES,
  PLANNER_LIMITS,
  PRIORITIES,
  type Priority,
  type Repeat,
} from "../../shared/planner_rules.ts";
import { toLocalInput, utcOffsetMinutes } from "./dates.ts";
import { type TaskView, useCreateTask, useUpdateTask } from "./queries.ts";

const subjectOptions = STUDY_SUBJECTS.map((s) => ({
  value: s.id,
  label: `Sem ${s.semester} · ${s.name}`,
}));
const reminderOptions = [
  { value: "", label: "No reminder" },
  { value: "0", label: "At the due time" },
  { value: "5", label: "5 minutes before" },
  { value: "15", label: "15 minutes before" },
  { value: "30", label: "30 minutes before" },
  { value: "60", label: "1 hour before" },
  { value: "1440", label: "1 day before" },
];
const repeatOptions = [
  { value: "none", label: "Does not repeat" },
  { value: "daily", label: "Every day" },
  { value: "weekly", label: "Weekly on chosen days" },
];
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export function TaskForm(props: { editing: TaskView | null; onDone(): void }) {
  const t = props.editing;
  const [title, setTitle] = useState(t?.title ?? "");
  const [due, setDue] = useState(toLocalInput(t ? Date.parse(t.dueAt) : Date.now() + 3_600_000));
  const [subjectId, setSubjectId] = useState(t?.subjectId ?? "");
  const [priority, setPriority] = useState<Priority>(t?.priority ?? "medium");
  const [repeat, setRepeat] = useState<Repeat>(t?.repeat ?? "none");
  const [days, setDays] = useState<number[]>(t?.repeatDays ?? []);
  const [reminder, setReminder] = useState(
    t ? (t.reminderMinutes === null ? "" : String(t.reminderMinutes)) : "15",
  );
  const [notes, setNotes] = useState(t?.notes ?? "");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTask();
  const update = useUpdateTask();
  const busy = create.isPending || update.isPending;

  function toggleDay(d: number) {
    setDays((now) => now.includes(d) ? now.filter((x) => x !== d) : [...now, d]);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const at = new Date(due);
    if (!title.trim()) return setError("Title is required");
    if (!due || Number.isNaN(at.getTime())) return setError("Pick the date and time it is due");
    if (repeat === "weekly" && days.length === 0) {
      return setError("A weekly task needs at least one day");
    }
    const fields = {
      title,
      notes,
      dueAt: at.toISOString(),
      subjectId: subjectId || null,
      priority,
      repeat,
      repeatDays: repeat === "weekly" ? days : [],
      reminderMinutes: reminder === "" ? null : Number(reminder),
      utcOffsetMinutes: utcOffsetMinutes(),
    };
    setError(null);
    try {
      if (t) await update.mutateAsync({ id: t._id, ...fields });
      else await create.mutateAsync(fields);
      showNotice(t ? "Task saved." : "Task added.", "success");
      if (!t) {
        setTitle("");
        setNotes("");
      }
      props.onDone();
    } catch (err) {
      setError(trpcMessage(err, "The task could not be saved. Please try again."));
    }
  }

  return (
    <form className="card planner-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="planner-form-title">{t ? "Edit task" : "Add a task"}</h2>
      <Field
        id="planner-title"
        label="Title"
        value={title}
        maxLength={PLANNER_LIMITS.title}
        placeholder="e.g. Revise binary trees"
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="planner-form-row">
        <Field
          id="planner-due"
          label="Due"
          type="datetime-local"
          value={due}
          onChange={(e) => setDue(e.target.value)}
        />
        <SelectField
          id="planner-reminder"
          label="Reminder"
          value={reminder}
          options={reminderOptions}
          onChange={setReminder}
        />
      </div>
      <div className="planner-form-row">
        <SelectField
          id="planner-subject"
          label="Subject"
          value={subjectId}
          empty="No subject"
          options={subjectOptions}
          onChange={setSubjectId}
        />
        <SelectField
          id="planner-priority"
          label="Priority"
          value={priority}
          options={PRIORITIES}
          optionLabel={capital}
          onChange={(v) => setPriority(v as Priority)}
        />
      </div>
      <SelectField
        id="planner-repeat"
        label="Repeat"
        value={repeat}
        options={repeatOptions}
        onChange={(v) => setRepeat(v as Repeat)}
      />
      {repeat === "weekly" && (
        <div className="planner-days" role="group" aria-label="Repeat on">
          {DAY_NAMES.map((name, d) => (
            <button
              key={name}
              type="button"
              className="planner-day"
              aria-pressed={days.includes(d)}
              onClick={() => toggleDay(d)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      <TextAreaField
        id="planner-notes"
        label="Notes"
        rows={2}
        value={notes}
        maxLength={PLANNER_LIMITS.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <FormError message={error} />
      <div className="planner-form-actions">
        {t && <button type="button" className="btn" onClick={props.onDone}>Cancel</button>}
        <SubmitButton
          busy={busy}
          className="btn btn-primary"
          label={t ? "Save changes" : "Add task"}
          busyLabel="Saving..."
        />
      </div>
    </form>
  );
}
