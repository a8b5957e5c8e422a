import { useEffect, useState } from 'react';

const TYPE_MS = 45;
const HOLD_MS = 2200;

/**
 * Types each prompt letter by letter, holds it, then moves to the next (spec §2: six prompts, cycling).
 * Paused (shows the current prompt whole) when `paused` or with reduced motion.
 */
export function useTypingPlaceholder(prompts: readonly string[], paused: boolean): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const current = prompts[index % prompts.length] ?? '';

  useEffect(() => {
    if (paused || prompts.length === 0) return;
    const done = length >= current.length;
    const id = window.setTimeout(
      () => {
        if (done) {
          setIndex((i) => (i + 1) % prompts.length);
          setLength(0);
        } else {
          setLength((l) => l + 1);
        }
      },
      done ? HOLD_MS : TYPE_MS,
    );
    return () => window.clearTimeout(id);
  }, [paused, length, current, prompts.length]);

  return paused ? current : current.slice(0, length);
}
