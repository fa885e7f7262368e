/**
 * The planner streak: consecutive days (the student's own calendar) with at least one task
 * finished, shown on the profile only when the student turns it on (off by default).
 */
import type { AppDeps } from "../deps.ts";
import { localDay } from "../shared/planner_rules.ts";
import { doneDaysPrefix, plannerSettingsKey } from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;
export type PlannerSettings = { showStreak: boolean; utcOffsetMinutes: number };

const DAY_MS = 86_400_000;
const OFF: PlannerSettings = { showStreak: false, utcOffsetMinutes: 0 };

export async function plannerSettings(kv: Deno.Kv, userId: string): Promise<PlannerSettings> {
  return (await kv.get<PlannerSettings>(plannerSettingsKey(userId))).value ?? OFF;
}

/** The number of consecutive days, ending today or yesterday, with a task finished. */
export async function streakDays(deps: Deps, userId: string, offsetMinutes: number) {
  const now = deps.clock.now();
  const today = localDay(now, offsetMinutes);
  let expected = today;
  let count = 0;
  let first = true;
  for await (
    const e of deps.kv.list({ prefix: doneDaysPrefix(userId) }, { reverse: true, limit: 1000 })
  ) {
    const day = e.key[2] as string;
    // Counted in a calendar ahead of this one (the student travelled west): not yet a day here.
    if (day > today) continue;
    // Nothing finished yet today: the streak still stands if yesterday had something.
    if (first && day !== expected) expected = localDay(now - DAY_MS, offsetMinutes);
    first = false;
    if (day !== expected) break;
    count++;
    expected = new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);
  }
  return count;
}

/** The student's own streak and whether the profile shows it. */
export async function myStreak(deps: Deps, userId: string) {
  const settings = await plannerSettings(deps.kv, userId);
  return {
    showStreak: settings.showStreak,
    streak: await streakDays(deps, userId, settings.utcOffsetMinutes),
  };
}

/** Turns the profile's streak on or off; `utcOffsetMinutes` is the calendar it counts in. */
export async function setStreakShown(
  deps: Deps,
  userId: string,
  input: { showStreak: boolean; utcOffsetMinutes?: number },
) {
  const before = await plannerSettings(deps.kv, userId);
  await deps.kv.set(
    plannerSettingsKey(userId),
    {
      showStreak: input.showStreak,
      utcOffsetMinutes: input.utcOffsetMinutes ?? before.utcOffsetMinutes,
    } satisfies PlannerSettings,
  );
  return await myStreak(deps, userId);
}

/** The streak a profile shows: null unless its owner turned it on. */
export async function publicStreak(deps: Deps, userId: string): Promise<number | null> {
  const settings = await plannerSettings(deps.kv, userId);
  if (!settings.showStreak) return null;
  return await streakDays(deps, userId, settings.utcOffsetMinutes);
}
