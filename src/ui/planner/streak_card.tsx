/** The streak: days in a row with a task finished, and the switch that shows it on the profile
 * (off until the student turns it on). */
import { useSetStreak, useStreak } from "./queries.ts";
import { utcOffsetMinutes } from "./dates.ts";

export function StreakCard(props: { initial: { showStreak: boolean; streak: number } | null }) {
  const streak = useStreak(props.initial);
  const set = useSetStreak();
  const days = streak.data?.streak ?? 0;
  return (
    <section className="card planner-streak" aria-label="Study streak">
      <p className="planner-streak-count">
        <strong>{days}</strong> {days === 1 ? "day" : "days"} in a row
      </p>
      <p className="muted">Finish at least one task a day to keep your streak going.</p>
      <label className="planner-streak-toggle">
        <input
          type="checkbox"
          checked={streak.data?.showStreak ?? false}
          disabled={set.isPending || !streak.data}
          onChange={(e) =>
            set.mutate({ showStreak: e.target.checked, utcOffsetMinutes: utcOffsetMinutes() })}
        />
        Show my streak on my profile
      </label>
    </section>
  );
}
