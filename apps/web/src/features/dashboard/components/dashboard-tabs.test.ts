import { describe, expect, it } from 'vitest';
import { visibleOpportunities, visibleTabs } from './dashboard-tabs';

describe('dashboard tabs by role', () => {
  it('a developer sees projects, not investments or security', () => {
    expect(visibleTabs(['developer'])).toEqual(['overview', 'projects', 'analytics']);
  });
  it('an investor sees investments', () => {
    expect(visibleTabs(['investor'])).toEqual(['overview', 'investments', 'analytics']);
  });
  it('any ministry_ role sees security', () => {
    expect(visibleTabs(['ministry_defense'])).toEqual(['overview', 'security', 'analytics']);
    expect(visibleTabs(['ministry_interior', 'developer'])).toContain('security');
  });
  it('a plain user sees overview and analytics only, and no opportunities', () => {
    expect(visibleTabs(['user'])).toEqual(['overview', 'analytics']);
    expect(visibleOpportunities(['user'])).toEqual([]);
  });
  it('opportunity cards follow the same roles', () => {
    expect(visibleOpportunities(['investor']).map((o) => o.tab)).toEqual(['investments', 'investments']);
  });
});
