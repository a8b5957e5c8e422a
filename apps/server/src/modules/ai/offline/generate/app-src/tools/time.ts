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
