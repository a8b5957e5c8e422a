import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answer } from '../offline/assistants';
import { KnowledgeIndex, knowledgeIndex, tokenize } from './index';
import { readKnowledgeDir, renderKnowledgeModule } from './render';

const dir = fileURLToPath(new URL('.', import.meta.url));

describe('knowledge base', () => {
  it('documents.generated.ts matches the Markdown (run: npx tsx apps/server/src/modules/ai/knowledge/build.ts)', () => {
    expect(readFileSync(new URL('./documents.generated.ts', import.meta.url), 'utf8')).toBe(renderKnowledgeModule(readKnowledgeDir(dir)));
  });

  it('has the same topics in French and English', () => {
    const docs = readKnowledgeDir(dir);
    expect(docs.filter((d) => d.language === 'fr')).toHaveLength(docs.filter((d) => d.language === 'en').length);
    expect(docs.length).toBeGreaterThanOrEqual(16);
  });

  it('tokenizes across accents, plurals and acronyms', () => {
    expect(tokenize('Les données personnelles (GDPR)')).toEqual(['data', 'personal', 'rgpd']);
  });

  it.each([
    ['Quelles obligations RGPD pour un organisme public ?', 'fr', 'fr/rgpd'],
    ['What are the GDPR rights of individuals?', 'en', 'en/gdpr'],
    ["Comment obtenir l'homologation ANSSI d'un système ?", 'fr', 'fr/anssi-hygiene'],
    ['How many controls are in ISO 27001 Annex A?', 'en', 'en/iso27001'],
    ['SOC 2 Type II vs Type I', 'en', 'en/soc2'],
    ['Critères RGAA pour les formulaires accessibles', 'fr', 'fr/rgaa'],
    ["Comment répondre à un appel d'offres public ?", 'fr', 'fr/achat-public'],
    ['How much does generating an app cost in credits?', 'en', 'en/platform-guide'],
    ['Comment importer un projet dans l’éditeur ?', 'fr', 'fr/editeur'],
    ['How do I prevent SQL injection and XSS?', 'en', 'en/secure-development'],
  ])('finds %s', (q, lang, doc) => {
    const hits = knowledgeIndex().search(q, { language: lang as 'fr' | 'en' });
    expect(hits[0]?.section.docId).toBe(doc);
  });

  it('composes a sourced answer in the language of the question', () => {
    const fr = answer('Que dit le RGPD sur la notification des violations de données ?', 'gov-advisor');
    expect(fr.language).toBe('fr');
    expect(fr.text).toMatch(/72 heures/);
    expect(fr.text).toMatch(/Sources : /);
    expect(fr.sources.every((s) => s.language === 'fr')).toBe(true);
    const en = answer('What does GDPR say about breach notification?', 'gov-advisor');
    expect(en.language).toBe('en');
    expect(en.text).toMatch(/72 hours/);
    expect(en.text).toMatch(/DPO/);
  });

  it('answers an unknown question honestly, without sources', () => {
    const a = new KnowledgeIndex().search('xylophone quantique');
    expect(a).toEqual([]);
    const r = answer('xylophone', 'claude', 'en');
    expect(r.sources).toEqual([]);
    expect(r.text).toMatch(/I don't know/);
    expect(r.chargeable).toBe(false);
  });
});
