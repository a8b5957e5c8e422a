import type { ThreatLevel } from '@ov/shared';

/** Badge colours per threat level (text contrast checked by axe in e2e/quantum.spec.ts). */
export const LEVEL_CLASS: Record<ThreatLevel, string> = {
  critical: 'bg-red-700 text-white',
  high: 'bg-orange-700 text-white',
  medium: 'bg-amber-300 text-black',
  low: 'bg-emerald-700 text-white',
};
