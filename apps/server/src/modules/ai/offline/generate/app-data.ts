import type { AppSpec } from '@ov/shared';
import { resolveEntities, sampleAll, type ResolvedEntity } from './records';
import type { SampleRow } from './sample';
import { cap, entityText, shellText, UI } from './strings';

/**
 * The data a one-file app reads (app-src/plain/script.js, app-src/code/RecordList.tsx): what the request named —
 * entities, fields, sample rows — and the texts in its language. The templates hold an example between
 * `// <app-data>` and `// </app-data>`; `withAppData` puts the request's in its place.
 */
const UI_KEYS = ['save', 'delete', 'actions', 'required', 'invalidNumber', 'invalidEmail', 'yes', 'no', 'all', 'filterBy', 'exportCsv', 'choose', 'formErrors'] as const;
const TEXT_KEYS = ['add', 'empty', 'search', 'count', 'countOne', 'created', 'deleted'] as const;

export type AppData = {
  lang: AppSpec['lang'];
  title: string;
  /** The marking banner; empty when the work is not classified. */
  classification: string;
  footer: string;
  /** The privacy notice, always shown (RGPD). */
  privacy: string;
  ui: Record<(typeof UI_KEYS)[number], string>;
  entities: {
    key: string;
    plural: string;
    text: Record<(typeof TEXT_KEYS)[number], string>;
    fields: { key: string; label: string; type: string; required: boolean; options?: string[] }[];
    rows: SampleRow[];
  }[];
};

const pickKeys = <K extends string>(from: Record<K, string>, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Record<K, string>;

export function appData(spec: AppSpec, resolved: ResolvedEntity[] = resolveEntities(spec)): AppData {
  const rows = sampleAll(spec, resolved);
  return {
    lang: spec.lang,
    title: spec.title,
    classification: shellText(spec).classification,
    footer: shellText(spec).footer,
    privacy: shellText(spec).privacy,
    ui: pickKeys(UI[spec.lang], UI_KEYS),
    entities: resolved.map((r) => ({
      key: r.entity.key,
      plural: cap(r.entity.plural),
      text: pickKeys(entityText(r.entity, spec.lang), TEXT_KEYS),
      fields: r.fields.map((f) => ({ key: f.key, label: f.label, type: f.type, required: f.required, ...(f.options?.length ? { options: f.options } : {}) })),
      rows: rows.get(r.entity.key)!,
    })),
  };
}

const BLOCK = /(\/\/ <app-data>[^\n]*\n)const APP(: \w+)? = [\s\S]*?\n};\n(\/\/ <\/app-data>)/;

/** The template with `data` in place of its example; the request's words reach the code only as JSON strings. */
export function withAppData(template: string, data: AppData): string {
  if (!BLOCK.test(template)) throw new Error('template without an app-data block');
  return template.replace(BLOCK, (_all, open: string, type: string | undefined, close: string) => `${open}const APP${type ?? ''} = ${JSON.stringify(data, null, 2)};\n${close}`);
}
