import { describe, expect, it } from 'vitest';
import { AI_FUNCTION_NAMES } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { describeTransaction } from './describe';

describe('describeTransaction', () => {
  const tr = (lng: 'fr' | 'en') => i18n.getFixedT(lng, 'credits');

  it('says which function and which project, in the reader’s language', () => {
    const tx = { description: 'Utilisation IA', reason: { code: 'ai_function' as const, fn: 'sentinel-ai-agent', project: 'Registre des visiteurs' } };
    expect(describeTransaction(tr('fr'), tx)).toBe('Génération d’application — « Registre des visiteurs »');
    expect(describeTransaction(tr('en'), tx)).toBe('App generation — “Registre des visiteurs”');
    expect(describeTransaction(tr('en'), { description: 'Utilisation IA (fallback)', reason: { code: 'ai_fallback', fn: 'gov-advisor' } })).toBe(
      'Chat: GovAdvisor (local fallback answer)',
    );
  });

  it('names every AI function in both languages', () => {
    for (const fn of AI_FUNCTION_NAMES) {
      for (const lng of ['fr', 'en'] as const) {
        expect(describeTransaction(tr(lng), { description: 'Utilisation IA', reason: { code: 'ai_function', fn } })).not.toBe(fn);
      }
    }
  });

  it('translates the French labels of older rows and purchases; keeps any other description as stored', () => {
    expect(describeTransaction(tr('en'), { description: 'Utilisation IA', reason: null })).toBe('AI usage');
    expect(describeTransaction(tr('fr'), { description: 'Utilisation IA' })).toBe('Utilisation IA');
    expect(describeTransaction(tr('en'), { description: 'Crédits de bienvenue' })).toBe('Welcome credits');
    expect(describeTransaction(tr('en'), { description: 'Achat de crédits : pack starter (démo)' })).toBe('Credit purchase: Starter pack (demo)');
    expect(describeTransaction(tr('en'), { description: 'Bonus partenaire' })).toBe('Bonus partenaire');
  });
});
