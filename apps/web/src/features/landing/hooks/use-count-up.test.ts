import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpValue } from './use-count-up';

describe('countUpValue', () => {
  it('starts at 0, rises monotonically and lands exactly on the target at 1500 ms', () => {
    expect(COUNT_UP_MS).toBe(1500);
    expect(countUpValue(1200, 0)).toBe(0);
    let prev = 0;
    for (let t = 0; t <= 1500; t += 50) {
      const v = countUpValue(1200, t);
      expect(v).toBeGreaterThanOrEqual(prev);
      expect(v).toBeLessThanOrEqual(1200);
      prev = v;
    }
    expect(countUpValue(1200, 1500)).toBe(1200);
    expect(countUpValue(98, 5000)).toBe(98);
    expect(countUpValue(1200, 750)).toBeLessThan(1200);
    expect(countUpValue(4, 200)).toBeLessThan(4);
  });
});
