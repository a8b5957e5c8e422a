/** A whole number in [0, n) from the browser's cryptographic random numbers, with no bias (rejection sampling). */
export function randomBelow(n: number): number {
  const buf = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    crypto.getRandomValues(buf);
    if (buf[0]! < limit) return buf[0]! % n;
  }
}

/** A number input's value kept within [min, max] (an empty or invalid entry gives min). */
export const clampInput = (raw: string, min: number, max: number): number => Math.min(max, Math.max(min, Number(raw) || min));
