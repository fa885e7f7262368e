/**
 * At most `size` tasks at once; the rest wait their turn in arrival order. For work whose cost is
 * memory (each Argon2id job holds its own 19 MiB), where a burst must queue, not pile up.
 */
export type Semaphore = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and the most that ever ran at once (for tests and benchmarks). */
  stats(): { running: number; waiting: number; peak: number };
};

export function semaphore(size: number): Semaphore {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (running < size) {
      running++;
    } else {
      // The releasing task hands its slot straight over, so `running` never dips in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    peak = Math.max(peak, running);
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, peak }),
  };
}
