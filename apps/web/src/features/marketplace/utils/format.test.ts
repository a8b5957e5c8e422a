import { describe, expect, it } from 'vitest';
import { euroAmountSchema, fundingPercent } from '@ov/shared';
import { parseEuros, textOf } from './format';

describe('marketplace formatting', () => {
  it('parses whole euros typed with spaces or a euro sign, refuses the rest', () => {
    expect(parseEuros('25 000')).toBe(25000);
    expect(parseEuros('25\u202f000 €')).toBe(25000);
    for (const bad of ['', '12,5', '12.5', '-3', 'abc', '1e5']) expect(parseEuros(bad), bad).toBeNull();
    expect(euroAmountSchema.safeParse(parseEuros('0')).success).toBe(false);
    expect(euroAmountSchema.safeParse(parseEuros('100000001')).success).toBe(false);
  });
  it('caps the funding bar at 100 % and never divides by zero', () => {
    expect(fundingPercent(320_000, 500_000)).toBe(64);
    expect(fundingPercent(900, 300)).toBe(100);
    expect(fundingPercent(5, 0)).toBe(0);
  });
  it('picks the text of the page language', () => {
    const s = { title: 'Titre', description: 'Desc', translations: { en: { title: 'Title', description: 'Text' } } };
    expect(textOf(s, 'en')).toEqual({ title: 'Title', description: 'Text' });
    expect(textOf(s, 'fr')).toEqual({ title: 'Titre', description: 'Desc' });
  });
});
