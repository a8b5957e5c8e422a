import type { AppField, AppSpec } from '@ov/shared';
import { appData, withAppData } from './app-data';
import { plainPage } from './plain';
import { appSource } from './project';
import { resolveEntities, sampleAll, type ResolvedEntity } from './records';
import { cap } from './strings';

/**
 * One file for the code assistant (sentinel-codegen), written from what was understood: the records the request
 * names, with their fields, in the language asked. TypeScript is app-src/code/RecordList.tsx, JavaScript, HTML and
 * CSS are the plain app's files (app-src/plain/), Python and SQL are written from the fields' types.
 */
export type CodeLanguage = 'typescript' | 'javascript' | 'html' | 'css' | 'python' | 'sql';

const ALIASES: Record<string, CodeLanguage> = { ts: 'typescript', tsx: 'typescript', js: 'javascript', jsx: 'javascript', py: 'python', postgres: 'sql', postgresql: 'sql' };
const KNOWN = new Set<string>(['typescript', 'javascript', 'html', 'css', 'python', 'sql']);

/** The language of the answer: the one asked when it is one of ours, TypeScript otherwise. */
export function codeLanguage(asked: string): CodeLanguage {
  const l = asked.trim().toLowerCase();
  return ALIASES[l] ?? (KNOWN.has(l) ? (l as CodeLanguage) : 'typescript');
}

const pascal = (s: string) => cap(s.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')));
const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
const tableName = (key: string) => (/[sx]$/.test(snake(key)) ? snake(key) : snake(key) + 's');

export function codeFromSpec(spec: AppSpec, language: CodeLanguage): string {
  const resolved = resolveEntities(spec);
  switch (language) {
    case 'typescript':
      return withAppData(appSource('code/RecordList.tsx'), appData(spec, resolved)).replace('export function RecordList(', `export function ${pascal(resolved[0]!.entity.key)}List(`);
    case 'javascript':
      return withAppData(appSource('plain/script.js'), appData(spec, resolved));
    case 'html':
      return plainPage(spec);
    case 'css':
      return appSource('styles.css');
    case 'python':
      return python(spec, resolved);
    case 'sql':
      return sql(spec, resolved);
  }
}

const NUMERIC = new Set<AppField['type']>(['number', 'money', 'percent', 'duration']);
const PY_KEYWORDS = new Set(['and', 'as', 'class', 'def', 'del', 'from', 'global', 'if', 'import', 'in', 'is', 'not', 'or', 'pass', 'return', 'type', 'while', 'with', 'id']);
const pyName = (key: string) => (PY_KEYWORDS.has(snake(key)) ? snake(key) + '_' : snake(key));
const pyType = (f: AppField) => (f.type === 'boolean' ? 'bool' : NUMERIC.has(f.type) ? 'float' : 'str');
const pyValue = (v: string | number | boolean) => (typeof v === 'boolean' ? (v ? 'True' : 'False') : JSON.stringify(v));

function python(spec: AppSpec, resolved: ResolvedEntity[]): string {
  const rows = sampleAll(spec, resolved);
  const fr = spec.lang === 'fr';
  const blocks = resolved.map((r) => {
    const cls = pascal(r.entity.key);
    const ordered = [...r.fields.filter((f) => f.required), ...r.fields.filter((f) => !f.required)];
    const checks = r.fields.flatMap((f) => {
      const attr = `self.${pyName(f.key)}`;
      const out: string[] = [];
      if (f.required && pyType(f) === 'str') out.push(`        if not ${attr}.strip():\n            raise ValueError(${JSON.stringify(`${f.label}: ${fr ? 'ce champ est obligatoire.' : 'this field is required.'}`)})`);
      if (f.type === 'enum' && f.options?.length) out.push(`        if ${attr} is not None and ${attr} not in ${JSON.stringify(f.options).replace(/^\[/, '(').replace(/\]$/, ',)')}:\n            raise ValueError(${JSON.stringify(`${f.label}: ${fr ? 'valeur inconnue' : 'unknown value'}`)})`);
      if (f.type === 'percent') out.push(`        if ${attr} is not None and not 0 <= ${attr} <= 100:\n            raise ValueError(${JSON.stringify(`${f.label}: 0–100`)})`);
      return out;
    });
    const items = rows.get(r.entity.key)!.map((row) => `    ${cls}(id=${JSON.stringify(row.id)}, ${r.fields.filter((f) => row[f.key] !== undefined).map((f) => `${pyName(f.key)}=${pyValue(row[f.key]!)}`).join(', ')}),`);
    return `@dataclass(frozen=True)
class ${cls}:
    """${cap(r.entity.singular).replace(/"/g, "'")}"""

    id: str
${ordered.map((f) => `    ${pyName(f.key)}: ${f.required ? pyType(f) : `${pyType(f)} | None = None`}  # ${f.label.replace(/\n/g, ' ')}`).join('\n')}

    def __post_init__(self) -> None:
${checks.length ? checks.join('\n') : '        pass'}


${snake(r.entity.key).toUpperCase()}_ROWS: list[${cls}] = [
${items.join('\n')}
]
`;
  });
  const first = snake(resolved[0]!.entity.key).toUpperCase();
  return `"""${spec.title.replace(/"/g, "'").replace(/\n/g, ' ')} — generated offline by Sentinel (fictitious sample data)."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


${blocks.join('\n\n')}

def search(items: list[Any], query: str = "") -> list[Any]:
    """The records where one of the fields contains the query (case ignored)."""
    q = query.strip().lower()
    return [i for i in items if not q or any(q in str(v).lower() for v in asdict(i).values())]


if __name__ == "__main__":
    for item in search(${first}_ROWS):
        print(item)
`;
}

const SQL_TYPES: Partial<Record<AppField['type'], string>> = { number: 'numeric', money: 'numeric(12, 2)', percent: 'numeric(5, 2)', duration: 'integer', date: 'date', time: 'time', datetime: 'timestamp', boolean: 'boolean' };
const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlValue = (v: string | number | boolean | undefined) => (v === undefined ? 'NULL' : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : typeof v === 'number' ? String(v) : sqlString(v));

function sql(spec: AppSpec, resolved: ResolvedEntity[]): string {
  const rows = sampleAll(spec, resolved);
  // tables pointed to come first
  const ordered = [...resolved].sort((a, b) => Number(a.fields.some((f) => f.ref)) - Number(b.fields.some((f) => f.ref)));
  const tables = ordered.map((r) => {
    const t = tableName(r.entity.key);
    const cols = r.fields.map((f) => {
      const c = snake(f.key);
      const checks = [
        ...(f.type === 'enum' && f.options?.length ? [`CHECK (${c} IN (${f.options.map(sqlString).join(', ')}))`] : []),
        ...(f.type === 'percent' ? [`CHECK (${c} BETWEEN 0 AND 100)`] : []),
        ...(f.ref ? [`REFERENCES ${tableName(f.ref)} (id)`] : []),
      ];
      return `  ${c.padEnd(20)} ${SQL_TYPES[f.type] ?? 'text'}${f.required ? ' NOT NULL' : ''}${checks.length ? ' ' + checks.join(' ') : ''}, -- ${f.label.replace(/\n/g, ' ')}`;
    });
    const values = rows.get(r.entity.key)!.map((row) => `  (${[sqlString(row.id), ...r.fields.map((f) => sqlValue(row[f.key]))].join(', ')})`);
    return `CREATE TABLE ${t} (
  ${'id'.padEnd(20)} text PRIMARY KEY,
${cols.join('\n')}
  ${'updated_at'.padEnd(20)} timestamptz NOT NULL DEFAULT now()
);

INSERT INTO ${t} (id, ${r.fields.map((f) => snake(f.key)).join(', ')}) VALUES
${values.join(',\n')};
`;
  });
  const first = resolved[0]!;
  const text = first.fields.filter((f) => !SQL_TYPES[f.type]).map((f) => snake(f.key));
  const where = text.length ? `WHERE $1::text IS NULL OR ${text.map((c) => `${c} ILIKE '%' || $1 || '%'`).join(' OR ')}` : '';
  return `-- ${spec.title.replace(/\n/g, ' ')} — generated offline by Sentinel (PostgreSQL, fictitious sample data)
${tables.join('\n')}
-- Search: the user's text is the parameter $1, never concatenated into the query.
SELECT * FROM ${tableName(first.entity.key)}
${where}
ORDER BY ${snake(first.titleField)};
`;
}
