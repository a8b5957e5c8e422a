import { describe, expect, it } from 'vitest';
import { understandPrompt } from './index';

describe('understandPrompt (first cut)', () => {
  it('reads the visitor register of the done-when prompt', () => {
    const r = understandPrompt("Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV");
    expect(r.kind).toBe('spec');
    if (r.kind !== 'spec') return;
    expect(r.spec.lang).toBe('fr');
    expect(r.spec.title).toBe('Registre des visiteurs du ministère');
    const e = r.spec.entities[0]!;
    expect(e.plural).toBe('visiteurs');
    expect(e.fields.map((f) => [f.label, f.type])).toEqual([
      ['Nom', 'person'],
      ['Badge', 'identifier'],
      ["Heure d'entrée", 'time'],
      ['Heure de sortie', 'time'],
    ]);
    expect(e.features).toContain('export_csv');
  });
});
