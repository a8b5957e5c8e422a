/**
 * Where each recommendation comes from (decision 206): the written rules of quantum.model.ts pick the
 * recommendation keys; this table ties a key to the sections of the assistants' knowledge base
 * (apps/server/src/modules/ai/knowledge) it follows from. A key with no entry is a fixed rule of this
 * module only (physical patrols, drills, local coordination…): the knowledge base has nothing on them,
 * and we say so rather than cite something loosely related.
 *
 * A reference is a document's base name (the same in fr/ and en/) and the 1-based number of its `##`
 * section; the French and English documents have the same sections in the same order.
 */
import type { QuantumKbSource, QuantumRun } from '@ov/shared';
import { KNOWLEDGE_DOCS } from '../ai';

export type KbRef = { doc: string; section: number };

export const RECOMMENDATION_SOURCES: Record<string, KbRef[]> = {
  // cyber: ANSSI hygiene guide, NIS 2, LPM/OIV
  cyber_crisis_cell: [{ doc: 'nis2', section: 5 }, { doc: 'nis2', section: 3 }],
  cyber_isolate: [{ doc: 'anssi-hygiene', section: 4 }],
  cyber_backups: [{ doc: 'anssi-hygiene', section: 4 }, { doc: 'nis2', section: 3 }],
  cyber_patch: [{ doc: 'anssi-hygiene', section: 3 }],
  cyber_monitoring: [{ doc: 'anssi-hygiene', section: 4 }, { doc: 'lpm-oiv', section: 3 }],
  cyber_awareness: [{ doc: 'anssi-hygiene', section: 1 }, { doc: 'nis2', section: 4 }],
  cyber_watch: [{ doc: 'anssi-hygiene', section: 4 }],
  // physical: ISO/IEC 27001 Annex A (its 14 physical controls); the rest is ours
  physical_reinforce: [{ doc: 'iso27001', section: 3 }],
  physical_access: [{ doc: 'iso27001', section: 3 }],
  physical_coordination: [],
  physical_patrols: [],
  physical_drills: [],
  physical_watch: [],
  // logistics: NIS 2 Article 21 (business continuity, supply-chain security)
  logistics_stock: [{ doc: 'nis2', section: 3 }],
  logistics_alternate: [{ doc: 'nis2', section: 3 }],
  logistics_suppliers: [{ doc: 'nis2', section: 3 }],
  logistics_coordination: [],
  logistics_watch: [],
};

/** The title (`# `) and the n-th `## ` heading of a knowledge document, or null when it does not exist. */
export function kbSection(language: 'fr' | 'en', doc: string, section: number): { title: string; heading: string } | null {
  const d = KNOWLEDGE_DOCS.find((k) => k.id === `${language}/${doc}`);
  if (!d) return null;
  const lines = d.markdown.split('\n');
  const title = lines.find((l) => l.startsWith('# '))?.slice(2).trim();
  const heading = lines.filter((l) => l.startsWith('## '))[section - 1]?.slice(3).trim();
  return title && heading ? { title, heading } : null;
}

export function resolveSources(key: string): QuantumKbSource[] {
  const out: QuantumKbSource[] = [];
  for (const ref of RECOMMENDATION_SOURCES[key] ?? []) {
    const fr = kbSection('fr', ref.doc, ref.section);
    const en = kbSection('en', ref.doc, ref.section);
    if (fr && en) out.push({ doc: ref.doc, fr, en });
  }
  return out;
}

/** Adds the knowledge-base citations of every recommendation a run shows (computed on read: old runs get them too). */
export function withSources(run: QuantumRun): QuantumRun {
  const keys = new Set(run.scenarios.flatMap((s) => s.recommendations));
  return { ...run, recommendation_sources: Object.fromEntries([...keys].map((k) => [k, resolveSources(k)])) };
}
