import { useEffect, useRef, useState, type RefObject } from 'react';

export const COUNT_UP_MS = 1500;
export const COUNT_UP_THRESHOLD = 0.3;

/** Ease-out cubic: fast start, gentle landing on the target. */
export const easeOut = (p: number) => 1 - (1 - p) ** 3;

/** The value shown at `elapsed` ms of a count-up from 0 to `target` lasting `duration` ms. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS, decimals = 0): number {
  const p = Math.min(1, Math.max(0, elapsed / duration));
  const f = 10 ** decimals;
  return p >= 1 ? target : Math.round(target * easeOut(p) * f) / f;
}

/**
 * Counts from 0 to each target over 1500 ms once `ref` is 30 % visible (spec §2, §9), once only.
 * With reduced motion the targets are shown at once.
 */
export function useCountUp(ref: RefObject<Element | null>, targets: readonly number[], reducedMotion: boolean): number[] {
  const [values, setValues] = useState<number[]>(() => targets.map(() => 0));
  const started = useRef(false);
  const key = targets.join(',');

  useEffect(() => {
    const el = ref.current;
    if (!el || started.current) return;
    const goal = key.split(',').map(Number);
    let frame = 0;
    const run = () => {
      started.current = true;
      if (reducedMotion) {
        setValues(goal);
        return;
      }
      const t0 = performance.now();
      const tick = (now: number) => {
        const elapsed = now - t0;
        setValues(goal.map((g) => countUpValue(g, elapsed)));
        if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNT_UP_THRESHOLD)) {
          io.disconnect();
          run();
        }
      },
      { threshold: COUNT_UP_THRESHOLD },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, key, reducedMotion]);

  return values;
}
