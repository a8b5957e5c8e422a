import { useEffect, useRef } from 'react';

/** mm:ss (or h:mm:ss) from a number of seconds; tenths when asked. */
export function clock(totalMs: number, tenths = false): string {
  const ms = Math.max(0, totalMs);
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const base = (h > 0 ? `${h}:${String(m).padStart(2, '0')}` : String(m).padStart(2, '0')) + ':' + String(sec).padStart(2, '0');
  return tenths ? `${base}.${Math.floor((ms % 1000) / 100)}` : base;
}

/**
 * While `running`, calls `onTick` every 100 ms with the milliseconds since the previous call (measured, so a late
 * timer loses no time). A new `phase` (the chess clock's turn) starts measuring afresh.
 */
export function useTicker(running: boolean, onTick: (elapsedMs: number) => void, phase?: unknown): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const id = setInterval(() => {
      const now = Date.now();
      tick.current(now - last);
      last = now;
    }, 100);
    return () => clearInterval(id);
  }, [running, phase]);
}
