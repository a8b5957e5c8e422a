import type { AppEntity, AppField, AppSpec, EntityFeature, GeneratedFile } from '@ov/shared';
import { sampleRows, type SampleRow } from './sample';
import { cap, entityText, shellText, UI } from './strings';
import { slug, source } from './project';

/** An entity as the generated app reads it: fields checked, features completed, title field chosen. */
export type ResolvedEntity = {
  entity: AppEntity;
  fields: (AppField & { ref?: string })[];
  features: EntityFeature[];
  titleField: string;
  typeName: string;
  varName: string;
};

const BASE_FEATURES: EntityFeature[] = ['search', 'sort', 'create', 'edit', 'delete', 'export_csv'];
const ORDER = ['search', 'filters', 'sort', 'create', 'edit', 'delete', 'export_csv', 'export_pdf', 'import_csv', 'chart', 'map', 'calendar', 'stats', 'wizard', 'notifications'] as const;

/**
 * The features every register gets (a list you can search, sort, add to, edit, and export), plus the ones asked:
 * filters whenever a field is an enumeration or a yes/no, stats on a dashboard, map only with coordinates,
 * calendar only with a date (decision 048).
 */
export function resolveEntities(spec: AppSpec): ResolvedEntity[] {
  const keys = new Set(spec.entities.map((e) => e.key));
  return spec.entities.map((e) => {
    const refs = new Map(e.relations.filter((r) => keys.has(r.entity) && r.entity !== e.key).map((r) => [r.field, r.entity]));
    // `id` names the record itself in the generated code: a field called so is renamed
    const fields = e.fields.map((f) => ({ ...f, key: f.key === 'id' ? 'identifier' : f.key, ...(refs.has(f.key) ? { ref: refs.get(f.key)! } : {}) }));
    const asked = new Set<EntityFeature>([...BASE_FEATURES, ...e.features]);
    if (fields.some((f) => f.type === 'enum' || f.type === 'boolean')) asked.add('filters');
    if (spec.kind === 'dashboard') asked.add('stats');
    if (e.charts.length) asked.add('chart');
    if (!fields.some((f) => f.type === 'coordinates')) asked.delete('map');
    if (!fields.some((f) => f.type === 'date' || f.type === 'datetime')) asked.delete('calendar');
    const titleField =
      (e.titleField && fields.some((f) => f.key === e.titleField) ? e.titleField : undefined) ??
      fields.find((f) => f.type === 'person' || (f.type === 'text' && !f.ref))?.key ??
      fields.find((f) => f.type === 'identifier')?.key ??
      fields[0]!.key;
    return {
      entity: e,
      fields,
      features: ORDER.filter((f) => asked.has(f)),
      titleField,
      typeName: cap(e.key) + 'Record',
      varName: e.key,
    };
  });
}

const lit = (v: unknown) => JSON.stringify(v, null, 2);

function tsType(f: AppField): string {
  switch (f.type) {
    case 'number':
    case 'money':
    case 'percent':
    case 'duration':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return f.options?.length ? f.options.map((o) => JSON.stringify(o)).join(' | ') : 'string';
    default:
      return 'string';
  }
}

const TYPE_DOC: Record<AppField['type'], string> = {
  text: 'text',
  longtext: 'text on several lines',
  number: 'number',
  money: 'amount in euros',
  percent: 'percentage (0–100)',
  date: 'date, YYYY-MM-DD',
  time: 'time, HH:MM',
  datetime: 'date and time, YYYY-MM-DDTHH:MM',
  duration: 'duration in minutes',
  enum: 'one of the options',
  boolean: 'yes or no',
  person: "a person's name",
  place: 'a place',
  coordinates: 'latitude, longitude',
  identifier: 'identifier',
  email: 'email address',
  phone: 'phone number',
  url: 'web address',
  file: 'file name',
};

function entityFile(spec: AppSpec, r: ResolvedEntity, rows: SampleRow[]): GeneratedFile {
  const { entity: e, fields } = r;
  const text = entityText(e, spec.lang);
  const def = {
    key: e.key,
    singular: e.singular,
    plural: cap(e.plural),
    fields: fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      ...(f.options?.length ? { options: f.options } : {}),
      ...(f.unit ? { unit: f.unit } : {}),
      ...(f.pattern ? { pattern: f.pattern } : {}),
      ...(f.ref ? { ref: f.ref } : {}),
    })),
    titleField: r.titleField,
    features: r.features,
    ...(e.sort && fields.some((f) => f.key === e.sort!.field) ? { sort: e.sort } : {}),
    charts: e.charts.filter((c) => fields.some((f) => f.key === c.by) && (!c.measure || fields.some((f) => f.key === c.measure))),
    text,
    fileName: slug(e.plural),
  };
  const typeLines = fields.map((f) => `  /** ${f.label} — ${TYPE_DOC[f.type]}${f.pattern ? ` (${f.pattern})` : ''}${f.ref ? `, id of a ${f.ref}` : ''} */\n  ${f.key}${f.required ? '' : '?'}: ${tsType(f)};`);
  return {
    path: `src/data/${e.key}.ts`,
    content: `import type { EntityDef } from '../lib/model';

/** ${cap(e.singular)}: one record, as the table and the form show it. */
export type ${r.typeName} = {
  id: string;
${typeLines.join('\n')}
};

/** Its fields, features and texts: the screens are built from this. */
export const ${r.varName}Entity: EntityDef = ${lit(def)};

/** Fictitious sample records; replace them with your data. */
export const ${r.varName}Rows: ${r.typeName}[] = ${lit(rows)};
`,
  };
}

function appFile(spec: AppSpec, resolved: ResolvedEntity[]): GeneratedFile {
  const audit = spec.features.includes('audit_log');
  const overview = spec.kind === 'dashboard';
  const imports = resolved.map((r) => `import { ${r.varName}Entity, ${r.varName}Rows } from './data/${r.entity.key}';`).join('\n');
  const states = resolved.map((r) => `  const [${r.varName}, set${cap(r.varName)}] = useState<Row[]>(${r.varName}Rows);`).join('\n');
  const refs = resolved.map((r) => `    ${r.entity.key}: ${r.varName}.map((r) => ({ id: r.id, label: String(r[${r.varName}Entity.titleField] ?? r.id) })),`).join('\n');
  const sections = [
    ...(overview ? [`    { id: 'overview', label: shell.overview, render: () => <Overview text={shell} ui={ui} entities={[${resolved.map((r) => `{ entity: ${r.varName}Entity, rows: ${r.varName} }`).join(', ')}]} /> },`] : []),
    ...resolved.map(
      (r) =>
        `    {\n      id: '${r.entity.key}',\n      label: ${r.varName}Entity.plural,\n      render: () => <RecordsPage entity={${r.varName}Entity} rows={${r.varName}} onChange={set${cap(r.varName)}} ui={ui} refs={refs} canDelete={canDelete} notify={notify} />,\n    },`,
    ),
    ...(audit ? [`    { id: 'journal', label: shell.journal, render: () => <Journal text={shell} entries={journal} /> },`] : []),
  ];
  return {
    path: 'src/App.tsx',
    content: `import { useRef, useState } from 'react';
import { ${audit ? 'Journal, ' : ''}Shell${audit ? ', type JournalEntry' : ''} } from './components/Shell';
import { RecordsPage } from './components/RecordsPage';
${overview ? "import { Overview } from './components/Overview';\n" : ''}import { ${audit ? 'locale, ' : ''}type Row } from './lib/model';
import { ROLES, shell, ui } from './i18n';
${imports}

export function App() {
${states}
  const [role, setRole] = useState(ROLES[0] ?? '');
  const [message, setMessage] = useState('');
${audit ? '  const [journal, setJournal] = useState<JournalEntry[]>([]);\n' : ''}  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the first role has every right; the others cannot delete
  const canDelete = ROLES.length === 0 || role === ROLES[0];
  const refs = {
${refs}
  };

  function notify(text: string) {
    setMessage(text);
${audit ? "    setJournal((j) => [{ at: new Date().toLocaleTimeString(locale(ui.lang)), who: role || '—', what: text }, ...j]);\n" : ''}    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), 4000);
  }

  const sections = [
${sections.join('\n')}
  ];

  return <Shell text={shell} sections={sections} message={message} roles={ROLES} role={role} onRole={setRole} withTheme={${spec.features.includes('dark_mode')}} withLogin={${spec.features.includes('auth_screen')}} />;
}
`,
  };
}

function i18nFile(spec: AppSpec): GeneratedFile {
  return {
    path: 'src/i18n.ts',
    content: `import type { ShellText, UiText } from './lib/model';

/** The interface texts, in the app's language (${spec.lang === 'fr' ? 'French' : 'English'}). */
export const ui: UiText = ${lit(UI[spec.lang])};

export const shell: ShellText = ${lit(shellText(spec))};

/** User roles; the first one has every right. */
export const ROLES: string[] = ${lit(spec.roles)};
`,
  };
}

const LIB = ['lib/model.ts', 'lib/format.ts', 'lib/validate.ts', 'lib/csv.ts', 'lib/download.ts', 'lib/group.ts', 'components/Shell.tsx', 'components/RecordsPage.tsx', 'components/RecordForm.tsx', 'components/Chart.tsx'];

/** Sample rows of every entity; entities pointed to are sampled first so the references hold real ids. */
export function sampleAll(spec: AppSpec, resolved: ResolvedEntity[]): Map<string, SampleRow[]> {
  const ids: Record<string, string[]> = {};
  const order = [...resolved].sort((a, b) => Number(a.fields.some((f) => f.ref)) - Number(b.fields.some((f) => f.ref)));
  const rowsByKey = new Map<string, SampleRow[]>();
  for (const r of order) {
    const index = resolved.indexOf(r);
    const rows = sampleRows({ ...r.entity, fields: r.fields, relations: r.fields.filter((f) => f.ref).map((f) => ({ field: f.key, entity: f.ref! })) }, spec.lang, spec.seed, index, ids, spec.domain === 'defense' || spec.domain === 'security', spec.title);
    ids[r.entity.key] = rows.map((x) => x.id);
    rowsByKey.set(r.entity.key, rows);
  }
  return rowsByKey;
}

/** The files of a records or dashboard app. */
export function recordsFiles(spec: AppSpec): { files: GeneratedFile[]; resolved: ResolvedEntity[] } {
  const resolved = resolveEntities(spec);
  const rowsByKey = sampleAll(spec, resolved);
  const files: GeneratedFile[] = resolved.map((r) => entityFile(spec, r, rowsByKey.get(r.entity.key)!));
  files.unshift(appFile(spec, resolved), i18nFile(spec));
  for (const p of LIB) files.push(source(p));
  if (spec.kind === 'dashboard') files.push(source('components/Overview.tsx'));
  return { files, resolved };
}
