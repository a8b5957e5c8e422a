import type { Bilingual } from './types';
import type { Feature, Metrics } from './metrics';

export const STORE_CATEGORIES = ['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];
export type TargetBuyers = 'government' | 'private' | 'both';
/** Spec section 9: price minimum 1000, step 1000, EUR. */
export const PRICE_MIN = 1000;
export const PRICE_STEP = 1000;

export type PriceLine = { label: Bilingual; amount: number } | { label: Bilingual; factor: number };
export type PriceSuggestion = { amount: number; currency: 'EUR'; rationale: PriceLine[] };

const BASE = 2000;
const PER_LINE = 8;
const LINES_CAP = 20_000;
const PER_COMPONENT = 250;
const PER_BRANCH = 15;
const FEATURE_PRICE: Record<Feature, [number, string, string]> = {
  charts: [2000, 'graphiques', 'charts'],
  maps: [3000, 'cartes', 'maps'],
  forms: [1500, 'formulaires avec validation', 'forms with validation'],
  tables: [1000, 'tableaux de données', 'data tables'],
  exports: [1000, 'exports (CSV, impression)', 'exports (CSV, print)'],
};
const CATEGORY: Record<StoreCategory, [number, string, string]> = {
  security: [1.3, 'sécurité', 'security'],
  defense: [1.4, 'défense', 'defense'],
  analytics: [1.15, 'analyse', 'analytics'],
  productivity: [1, 'productivité', 'productivity'],
  ecommerce: [1.1, 'commerce', 'e-commerce'],
  other: [1, 'autre', 'other'],
};
const BUYERS: Record<TargetBuyers, [number, string, string]> = {
  government: [1.2, 'acheteurs publics (exigences de conformité)', 'public buyers (compliance requirements)'],
  private: [1, 'secteur privé', 'private sector'],
  both: [1.25, 'acheteurs publics et privés', 'public and private buyers'],
};
const fmt = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/**
 * The suggested price (issue 16): euros from measured size, components, branching and features, times the
 * category's and the buyers' factors, rounded to the spec's step (1000) and never under its minimum. Every line of
 * the sum is in the rationale, in French and English. Decision 170.
 */
export function suggestPrice(m: Metrics, category: StoreCategory, buyers: TargetBuyers): PriceSuggestion {
  const lines: PriceLine[] = [{ label: { fr: 'Base : application livrée et auditée', en: 'Base: app delivered and audited' }, amount: BASE }];
  const sizeAmount = Math.min(LINES_CAP, m.lines * PER_LINE);
  lines.push({ label: { fr: `Taille : ${fmt(m.lines)} lignes de code dans ${m.files} fichiers (${PER_LINE} € par ligne, plafond ${fmt(LINES_CAP)} €)`, en: `Size: ${m.lines} lines of code in ${m.files} files (€${PER_LINE} per line, capped at €${LINES_CAP})` }, amount: sizeAmount });
  if (m.components > 0) lines.push({ label: { fr: `${m.components} composants d’interface (${PER_COMPONENT} € chacun)`, en: `${m.components} UI components (€${PER_COMPONENT} each)` }, amount: m.components * PER_COMPONENT });
  if (m.complexity > 0) lines.push({ label: { fr: `Complexité cyclomatique estimée ${m.complexity} (${PER_BRANCH} € par point)`, en: `Estimated cyclomatic complexity ${m.complexity} (€${PER_BRANCH} per point)` }, amount: m.complexity * PER_BRANCH });
  for (const f of m.features) {
    const [amount, fr, en] = FEATURE_PRICE[f];
    lines.push({ label: { fr: `Fonction : ${fr}`, en: `Feature: ${en}` }, amount });
  }
  const subtotal = lines.reduce((s, l) => s + ('amount' in l ? l.amount : 0), 0);
  const [cf, cfr, cen] = CATEGORY[category];
  const [bf, bfr, ben] = BUYERS[buyers];
  if (cf !== 1) lines.push({ label: { fr: `Catégorie ${cfr} : × ${String(cf).replace('.', ',')}`, en: `Category ${cen}: × ${cf}` }, factor: cf });
  if (bf !== 1) lines.push({ label: { fr: `Cible : ${bfr} : × ${String(bf).replace('.', ',')}`, en: `Target: ${ben}: × ${bf}` }, factor: bf });
  const amount = Math.max(PRICE_MIN, Math.round((subtotal * cf * bf) / PRICE_STEP) * PRICE_STEP);
  lines.push({ label: { fr: `Arrondi au multiple de ${fmt(PRICE_STEP)} € (minimum ${fmt(PRICE_MIN)} €) : ${fmt(amount)} €`, en: `Rounded to a multiple of €${PRICE_STEP} (minimum €${PRICE_MIN}): €${amount}` }, amount: 0 });
  return { amount, currency: 'EUR', rationale: lines };
}
