import { describe, expect, it } from 'vitest';
import { personaForRoles } from './persona';

describe('personaForRoles', () => {
  it('opens an investor on the investor view, a ministry on the government view, anyone else on the startup view', () => {
    expect(personaForRoles(['investor'])).toBe('investor');
    expect(personaForRoles(['user', 'ministry_defense'])).toBe('government');
    expect(personaForRoles(['developer'])).toBe('startup');
    expect(personaForRoles(['admin'])).toBe('startup');
    expect(personaForRoles(undefined)).toBe('startup');
  });
});
