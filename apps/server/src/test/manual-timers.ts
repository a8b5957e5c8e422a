/**
 * Timers a test fires by hand: `setTimeout` only records the callback and its delay, `fire` runs the pending
 * ones (optionally only those of a given delay). Code under test takes them instead of the global timers, so a
 * budget or an idle delay never depends on how loaded the machine is (issue 14, finding 3).
 */
export function manualTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  return {
    setTimeout(fn: () => void, ms: number): unknown {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    /** Delays of the timers now pending, in the order they were set. */
    pending: () => [...pending.values()].map((t) => t.ms),
    /** Runs (and removes) every pending timer, or only those set with delay `ms`; returns how many ran. */
    fire(ms?: number): number {
      const due = [...pending.entries()].filter(([, t]) => ms === undefined || t.ms === ms);
      for (const [id] of due) pending.delete(id);
      for (const [, t] of due) t.fn();
      return due.length;
    },
  };
}

/** Resolves once `check` is true, yielding to the event loop between tries (bounded by tries, not by time). */
export async function until(check: () => boolean, what: string, tries = 10_000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`never happened: ${what}`);
}
