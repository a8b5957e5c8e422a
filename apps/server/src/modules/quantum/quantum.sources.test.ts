import { describe, expect, it } from 'vitest';
import { QUANTUM_CATEGORIES, THREAT_LEVELS } from '@ov/shared';
import { KNOWLEDGE_DOCS } from '../ai';
import { RECOMMENDATIONS } from './quantum.model';
import { RECOMMENDATION_SOURCES, kbSection, resolveSources, withSources } from './quantum.sources';
import { runPrediction } from './quantum.engine';
import { sampleIncidents } from './quantum.dataset';

const allKeys = [...new Set(QUANTUM_CATEGORIES.flatMap((c) => THREAT_LEVELS.flatMap((l) => RECOMMENDATIONS[c][l])))];

describe('recommendations cite the assistants knowledge base (decision 206)', () => {
  it('every recommendation key the rules can produce has a row (a list of sources, possibly empty)', () => {
    expect(allKeys.sort()).toEqual(Object.keys(RECOMMENDATION_SOURCES).sort());
  });

  it('every reference names an existing knowledge-base section, in French and in English', () => {
    for (const [key, refs] of Object.entries(RECOMMENDATION_SOURCES)) {
      for (const ref of refs) {
        expect(KNOWLEDGE_DOCS.some((d) => d.id === `fr/${ref.doc}`), `${key} → fr/${ref.doc}`).toBe(true);
        expect(KNOWLEDGE_DOCS.some((d) => d.id === `en/${ref.doc}`), `${key} → en/${ref.doc}`).toBe(true);
        expect(kbSection('fr', ref.doc, ref.section), `${key} → fr/${ref.doc} §${ref.section}`).not.toBeNull();
        expect(kbSection('en', ref.doc, ref.section), `${key} → en/${ref.doc} §${ref.section}`).not.toBeNull();
      }
      expect(resolveSources(key)).toHaveLength(refs.length);
    }
  });

  it('the knowledge base is used where it fits: every cyber key and most keys cite at least one section', () => {
    for (const k of allKeys.filter((k) => k.startsWith('cyber_'))) expect(resolveSources(k).length, k).toBeGreaterThan(0);
    const cited = allKeys.filter((k) => resolveSources(k).length > 0).length;
    expect(cited).toBeGreaterThanOrEqual(10);
  });

  it('resolves titles and headings from the documents themselves', () => {
    expect(resolveSources('cyber_patch')).toEqual([
      {
        doc: 'anssi-hygiene',
        fr: { title: 'ANSSI : hygiène informatique et homologation', heading: 'Mises à jour et configuration' },
        en: { title: 'ANSSI: IT hygiene and security accreditation', heading: 'Updates and configuration' },
      },
    ]);
    expect(resolveSources('logistics_suppliers')[0]!.en.heading).toBe('Risk-management measures (Article 21)');
    expect(resolveSources('physical_drills')).toEqual([]);
  });

  it('a run carries the sources of exactly the recommendations it shows', () => {
    const result = runPrediction({ incidents: sampleIncidents(), region: 'south', horizonDays: 30, seed: 7, now: () => 0 });
    const run = withSources({ ...result, id: 'x', created_at: '2026-01-01T00:00:00.000Z' });
    const shown = new Set(run.scenarios.flatMap((s) => s.recommendations));
    expect(new Set(Object.keys(run.recommendation_sources!))).toEqual(shown);
    for (const k of shown) expect(run.recommendation_sources![k]).toEqual(resolveSources(k));
  });
});
