/** Teardown that cannot hang a test run: each step gets a deadline, and a late step is named. */

export async function bounded(label: string, step: Promise<unknown>, ms = 5_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => timer = setTimeout(() => resolve("late"), ms));
  try {
    const outcome = await Promise.race([step.then(() => "done" as const), late]);
    if (outcome === "late") {
      console.warn(`teardown: ${label} did not finish within ${ms} ms; moving on`);
    }
  } catch (err) {
    console.warn(`teardown: ${label} failed: ${err}`);
  } finally {
    clearTimeout(timer);
  }
}
