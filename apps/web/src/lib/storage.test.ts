import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineStored } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('defineStored', () => {
  const files = defineStored('t_files', z.array(z.object({ path: z.string(), content: z.string() })), []);

  it('round-trips a valid value', () => {
    expect(files.write([{ path: 'a.ts', content: 'x' }])).toBe(true);
    expect(files.read()).toEqual([{ path: 'a.ts', content: 'x' }]);
  });
  it('reads a corrupt or foreign value as the fallback', () => {
    localStorage.setItem('t_files', '{not json');
    expect(files.read()).toEqual([]);
    localStorage.setItem('t_files', JSON.stringify([{ path: 1 }]));
    expect(files.read()).toEqual([]);
  });
  it('stores raw strings when asked', () => {
    const consent = defineStored('t_consent', z.enum(['accepted', 'rejected']), null, { raw: true });
    consent.write('accepted');
    expect(localStorage.getItem('t_consent')).toBe('accepted');
    expect(consent.read()).toBe('accepted');
    localStorage.setItem('t_consent', 'maybe');
    expect(consent.read()).toBeNull();
  });
  it('never throws when storage does', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(files.write([])).toBe(false);
    expect(files.read()).toEqual([]);
  });
});
