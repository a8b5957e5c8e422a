import { describe, expect, it } from 'vitest';
import { scoreAudit } from './score';
import type { Finding, Severity } from './types';

const finding = (id: string, severity: Severity): Finding => ({
  id,
  rule: 'ov/no-eval',
  severity,
  file: 'a.ts',
  line: 1,
  column: 1,
  excerpt: '',
  message: { fr: '', en: '' },
  advice: { fr: '', en: '' },
});
const report = (...findings: Finding[]) => ({ findings, complete: true });

describe('score, baseline and verified share', () => {
  it('no finding: 100, pass, nothing to verify', () => {
    expect(scoreAudit(report(), [])).toMatchObject({ score: 100, baseline: 'pass', reasons: [], verifiedPercent: null });
  });

  it('is deterministic and weighs severities (critical 40, high 15, medium 5, low 2, info 0)', () => {
    const r = report(finding('a', 'critical'), finding('b', 'high'), finding('c', 'medium'), finding('d', 'low'), finding('e', 'info'));
    const s = scoreAudit(r, []);
    expect(s).toEqual(scoreAudit(r, []));
    expect(s.score).toBe(100 - 40 - 15 - 5 - 2);
    expect(s.counts).toEqual({ critical: 1, high: 1, medium: 1, low: 1, info: 1 });
    expect(s.baseline).toBe('fail');
    expect(s.reasons).toEqual(['critical', 'unjustified_high']);
  });

  it('a justified high passes the baseline and costs half; a verified one a quarter, and counts as verified', () => {
    const r = report(finding('h', 'high'), finding('m', 'medium'));
    expect(scoreAudit(r, [{ findingId: 'h', text: '  ', verified: false }])).toMatchObject({ baseline: 'fail', score: 80 });
    expect(scoreAudit(r, [{ findingId: 'h', text: 'Le contenu est assaini par DOMPurify.', verified: false }])).toMatchObject({ baseline: 'pass', score: 88, verifiedPercent: 0 });
    expect(scoreAudit(r, [{ findingId: 'h', text: 'Assaini.', verified: true }])).toMatchObject({ baseline: 'pass', score: 91, verifiedPercent: 50 });
  });

  it('a critical fails even when justified; an incomplete audit fails; the score never goes under 0', () => {
    expect(scoreAudit(report(finding('c', 'critical')), [{ findingId: 'c', text: 'Clé de test.', verified: true }]).baseline).toBe('fail');
    expect(scoreAudit({ findings: [], complete: false }, [])).toMatchObject({ baseline: 'fail', reasons: ['incomplete'], score: 100 });
    expect(scoreAudit(report(...'abc'.split('').map((id) => finding(id, 'critical'))), []).score).toBe(0);
  });
});
