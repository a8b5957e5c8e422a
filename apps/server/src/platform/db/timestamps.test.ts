import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './timestamps';

describe('isoTimestamp', () => {
  it('rearranges the text of a UTC timestamptz like Date#toISOString', () => {
    for (const text of ['2026-11-25 15:40:56.505123+00', '2026-11-25 15:40:56+00', '2026-11-25 15:40:56.5+00', '2026-01-01 00:00:00.999999+00', '1999-12-31 23:59:59.01+00']) {
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
    expect(isoTimestamp('2026-11-25 15:40:56.505123+00')).toBe('2026-11-25T15:40:56.505Z');
    expect(isoTimestamp('2026-11-25 15:40:56+00')).toBe('2026-11-25T15:40:56.000Z');
  });

  it('converts other offsets and Date values to UTC', () => {
    expect(isoTimestamp('2026-11-25 15:40:56.505123+01')).toBe('2026-11-25T14:40:56.505Z');
    expect(isoTimestamp('2026-11-25 15:40:56-05:30')).toBe('2026-11-25T21:10:56.000Z');
    expect(isoTimestamp(new Date('2026-11-25T15:40:56.505Z'))).toBe('2026-11-25T15:40:56.505Z');
  });
});
