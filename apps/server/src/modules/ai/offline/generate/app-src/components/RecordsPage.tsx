import { useMemo, useRef, useState } from 'react';
import { Download, FileUp, Pencil, Plus, Printer, Search, Trash2 } from 'lucide-react';
import type { ChartDef, EntityDef, FieldDef, Row, UiText } from '../lib/model';
import { compare, formatValue, sortKey } from '../lib/format';
import { parseCsv, toCsv } from '../lib/csv';
import { download } from '../lib/download';
import { aggregate, groupRows } from '../lib/group';
import { parseField } from '../lib/validate';
import { Chart } from './Chart';
import { RecordForm, type RefOptions } from './RecordForm';

export type RecordsPageProps = {
  entity: EntityDef;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  ui: UiText;
  refs: RefOptions;
  /** The current role may delete records. */
  canDelete: boolean;
  notify: (message: string) => void;
};

const NUMERIC = new Set(['number', 'money', 'percent', 'duration']);

function nextId(entity: EntityDef, rows: Row[]): string {
  const n = rows.reduce((m, r) => Math.max(m, Number(/(\d+)$/.exec(r.id)?.[1] ?? 0)), 0) + 1;
  return `${entity.key}-${n}`;
}

/** One entity's screen: its list with the search, filters, sort, export and charts asked for, and its form. */
export function RecordsPage({ entity, rows, onChange, ui, refs, canDelete, notify }: RecordsPageProps) {
  const has = (f: EntityDef['features'][number]) => entity.features.includes(f);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState(entity.sort ?? { field: entity.titleField, dir: 'asc' as const });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const byKey = useMemo(() => new Map(entity.fields.map((f) => [f.key, f])), [entity.fields]);
  const filterable = entity.fields.filter((f) => f.type === 'enum' || f.type === 'boolean');

  const show = (f: FieldDef, v: unknown) => (f.ref ? (refs[f.ref]?.find((o) => o.id === v)?.label ?? formatValue(f, v, ui)) : formatValue(f, v, ui));

  const visible = (() => {
    const q = query.trim().toLocaleLowerCase();
    const out = rows.filter((r) => {
      for (const [k, v] of Object.entries(filters)) {
        if (!v) continue;
        const f = byKey.get(k);
        const cell = f?.type === 'boolean' ? (r[k] ? 'true' : 'false') : String(r[k] ?? '');
        if (cell !== v) return false;
      }
      if (!q) return true;
      return entity.fields.some((f) => show(f, r[f.key]).toLocaleLowerCase().includes(q) || String(r[f.key] ?? '').toLocaleLowerCase().includes(q));
    });
    const f = byKey.get(sort.field);
    out.sort((a, b) => compare(sortKey(f, a[sort.field]), sortKey(f, b[sort.field])) * (sort.dir === 'asc' ? 1 : -1));
    return out;
  })();

  function save(values: Record<string, unknown>) {
    if (editing === 'new') {
      onChange([{ ...values, id: nextId(entity, rows) }, ...rows]);
      notify(entity.text.created);
    } else if (editing) {
      onChange(rows.map((r) => (r.id === editing.id ? { ...r, ...values } : r)));
      notify(entity.text.updated);
    }
    setEditing(null);
  }

  function remove(row: Row) {
    if (!window.confirm(entity.text.confirmDelete)) return;
    onChange(rows.filter((r) => r.id !== row.id));
    notify(entity.text.deleted);
  }

  function exportCsv() {
    const headers = entity.fields.map((f) => f.label);
    const lines = visible.map((r) => entity.fields.map((f) => (r[f.key] === undefined || r[f.key] === null ? '' : f.type === 'boolean' ? (r[f.key] ? ui.yes : ui.no) : f.ref ? show(f, r[f.key]) : String(r[f.key]))));
    download(entity.fileName + '.csv', toCsv(headers, lines));
  }

  async function importCsv(file: File) {
    const [head, ...body] = parseCsv(await file.text());
    if (!head) return;
    const cols = head.map((h) => entity.fields.find((f) => f.label.toLocaleLowerCase() === h.trim().toLocaleLowerCase() || f.key === h.trim()));
    const added: Row[] = [];
    let all = rows;
    for (const line of body) {
      const values: Record<string, unknown> = {};
      cols.forEach((f, i) => {
        if (!f) return;
        const raw = line[i] ?? '';
        const parsed = parseField(f, f.type === 'boolean' ? raw === ui.yes || raw === 'true' : raw, ui);
        if (!parsed.error) values[f.key] = parsed.value;
      });
      const row = { ...values, id: nextId(entity, all) };
      added.push(row);
      all = [row, ...all];
    }
    onChange(all);
    notify(ui.imported.replace('{n}', String(added.length)));
  }

  const numbers = entity.fields.filter((f) => NUMERIC.has(f.type));
  const firstEnum = entity.fields.find((f) => f.type === 'enum' && f.options?.length);
  const charts: ChartDef[] = entity.charts.length ? entity.charts : has('chart') && firstEnum ? [{ by: firstEnum.key, kind: 'bar' }] : [];
  const coords = entity.fields.find((f) => f.type === 'coordinates');
  const dateField = entity.fields.find((f) => f.type === 'date' || f.type === 'datetime');
  const sortable = entity.fields.filter((f) => f.type !== 'longtext');
  const titleOf = (r: Row) => String(r[entity.titleField] ?? r.id);

  return (
    <section className="panel" aria-labelledby={`h-${entity.key}`}>
      <div className="panel-head">
        <h2 id={`h-${entity.key}`}>{entity.plural}</h2>
        <p className="muted" aria-live="polite">
          {(visible.length === 1 || (ui.lang === 'fr' && visible.length === 0) ? entity.text.countOne : entity.text.count).replace('{n}', String(visible.length))}
        </p>
      </div>

      {has('stats') && (
        <div className="kpis">
          <div className="kpi">
            <span>{ui.total}</span>
            <strong>{rows.length}</strong>
          </div>
          {firstEnum?.options?.slice(0, 3).map((o) => (
            <div className="kpi" key={o}>
              <span>
                {firstEnum.label} — {o}
              </span>
              <strong>{rows.filter((r) => r[firstEnum.key] === o).length}</strong>
            </div>
          ))}
          {numbers.slice(0, 2).map((f) => {
            const a = aggregate(f, rows);
            return (
              <div className="kpi" key={f.key}>
                <span>
                  {a.kind === 'sum' ? ui.sum : ui.average} — {f.label}
                </span>
                <strong>{formatValue(f, a.value, ui)}</strong>
              </div>
            );
          })}
        </div>
      )}

      <div className="toolbar no-print">
        {has('search') && (
          <label className="search">
            <Search aria-hidden size={16} />
            <span className="sr-only">{entity.text.search}</span>
            <input type="search" data-ov="search" placeholder={entity.text.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
        )}
        {has('filters') &&
          filterable.map((f) => (
            <label key={f.key} className="inline">
              {f.label}
              <select data-ov="filter" value={filters[f.key] ?? ''} onChange={(e) => setFilters({ ...filters, [f.key]: e.target.value })}>
                <option value="">{ui.all}</option>
                {f.type === 'boolean' ? (
                  <>
                    <option value="true">{ui.yes}</option>
                    <option value="false">{ui.no}</option>
                  </>
                ) : (
                  f.options?.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))
                )}
              </select>
            </label>
          ))}
        {has('sort') && (
          <label className="inline">
            {ui.sortBy}
            <select data-ov="sort" value={sort.field} onChange={(e) => setSort({ ...sort, field: e.target.value })}>
              {sortable.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.label}
                </option>
              ))}
            </select>
            <button type="button" className="ghost" onClick={() => setSort({ ...sort, dir: sort.dir === 'asc' ? 'desc' : 'asc' })}>
              {sort.dir === 'asc' ? ui.ascending : ui.descending}
            </button>
          </label>
        )}
        <span className="grow" />
        {has('create') && (
          <button type="button" data-ov="add" onClick={() => setEditing('new')}>
            <Plus aria-hidden size={16} /> {entity.text.add}
          </button>
        )}
        {has('export_csv') && (
          <button type="button" className="ghost" data-ov="export" onClick={exportCsv}>
            <Download aria-hidden size={16} /> {ui.exportCsv}
          </button>
        )}
        {has('export_pdf') && (
          <button type="button" className="ghost" data-ov="print" onClick={() => window.print()}>
            <Printer aria-hidden size={16} /> {ui.print}
          </button>
        )}
        {has('import_csv') && (
          <>
            <button type="button" className="ghost" onClick={() => fileInput.current?.click()}>
              <FileUp aria-hidden size={16} /> {ui.importCsv}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={ui.importCsv}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void importCsv(file);
                e.target.value = '';
              }}
            />
          </>
        )}
      </div>

      {editing && <RecordForm key={editing === 'new' ? 'new' : editing.id} entity={entity} row={editing === 'new' ? undefined : editing} ui={ui} refs={refs} onSave={save} onCancel={() => setEditing(null)} />}

      {charts.length > 0 && (
        <div className="grid-2">
          {charts.map((c) => {
            const by = byKey.get(c.by);
            const measure = c.measure ? byKey.get(c.measure) : undefined;
            if (!by) return null;
            const title = `${measure ? measure.label : entity.plural} ${ui.by} ${by.label.toLocaleLowerCase(ui.lang)}`;
            return <Chart key={c.by + (c.measure ?? '')} lang={ui.lang} title={title} kind={c.kind} points={groupRows(rows, entity.fields, c, ui)} format={(n) => (measure ? formatValue(measure, n, ui) : String(n))} />;
          })}
        </div>
      )}

      {has('map') && coords && (
        <figure className="card">
          <figcaption>{ui.map}</figcaption>
          <MapView rows={visible} field={coords} titleOf={titleOf} />
        </figure>
      )}

      {has('calendar') && dateField && (
        <div className="card">
          <h3>{ui.calendar}</h3>
          <ul className="agenda">
            {[...new Set(visible.map((r) => String(r[dateField.key] ?? '').slice(0, 10)))]
              .filter(Boolean)
              .sort()
              .slice(0, 14)
              .map((day) => (
                <li key={day}>
                  <strong>{formatValue({ ...dateField, type: 'date' }, day, ui)}</strong>
                  <span>
                    {visible
                      .filter((r) => String(r[dateField.key] ?? '').startsWith(day))
                      .map(titleOf)
                      .join(', ')}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      )}

      <div className="table-wrap">
        <table>
          <caption className="sr-only">{entity.plural}</caption>
          <thead>
            <tr>
              {entity.fields.map((f) => (
                <th key={f.key} scope="col" className={NUMERIC.has(f.type) ? 'num' : undefined}>
                  {f.label}
                </th>
              ))}
              {(has('edit') || has('delete')) && (
                <th scope="col" className="no-print">
                  <span className="sr-only">{ui.actions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <td colSpan={entity.fields.length + 1} className="empty">
                  {entity.text.empty}
                </td>
              </tr>
            )}
            {visible.map((r) => (
              <tr key={r.id}>
                {entity.fields.map((f) => (
                  <td key={f.key} className={NUMERIC.has(f.type) ? 'num' : f.type === 'identifier' ? 'mono' : undefined}>
                    {f.type === 'enum' ? <span className="badge">{show(f, r[f.key])}</span> : show(f, r[f.key])}
                  </td>
                ))}
                {(has('edit') || has('delete')) && (
                  <td className="row-actions no-print">
                    {has('edit') && (
                      <button type="button" className="ghost icon" aria-label={`${ui.edit} : ${titleOf(r)}`} onClick={() => setEditing(r)}>
                        <Pencil aria-hidden size={14} />
                      </button>
                    )}
                    {has('delete') && canDelete && (
                      <button type="button" className="ghost icon" aria-label={`${ui.delete} : ${titleOf(r)}`} onClick={() => remove(r)}>
                        <Trash2 aria-hidden size={14} />
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MapView({ rows, field, titleOf }: { rows: Row[]; field: FieldDef; titleOf: (r: Row) => string }) {
  const points = rows
    .map((r) => {
      const m = /^(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)$/.exec(String(r[field.key] ?? ''));
      return m ? { id: r.id, lat: Number(m[1]), lng: Number(m[2]), title: titleOf(r) } : null;
    })
    .filter((p): p is { id: string; lat: number; lng: number; title: string } => p !== null);
  if (!points.length) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const x = (lng: number) => 20 + ((lng - minLng) / (maxLng - minLng || 1)) * 440;
  const y = (lat: number) => 220 - ((lat - minLat) / (maxLat - minLat || 1)) * 200;
  return (
    <svg viewBox="0 0 480 240" role="img" aria-label={points.map((p) => p.title).join(', ')} className="map">
      <rect x={0} y={0} width={480} height={240} rx={8} className="map-bg" />
      {points.map((p) => (
        <g key={p.id}>
          <circle cx={x(p.lng)} cy={y(p.lat)} r={5} className="map-dot" />
          <title>{p.title}</title>
        </g>
      ))}
    </svg>
  );
}
