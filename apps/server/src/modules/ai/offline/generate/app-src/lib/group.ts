import { locale, type ChartDef, type FieldDef, type Row, type UiText } from './model';

export type Point = { label: string; value: number };

/** Counts the records (or sums `measure`) per value of `by`: per option for an enumeration, per month for a date. */
export function groupRows(rows: Row[], fields: FieldDef[], chart: ChartDef, ui: UiText): Point[] {
  const by = fields.find((f) => f.key === chart.by);
  const measure = chart.measure ? fields.find((f) => f.key === chart.measure) : undefined;
  if (!by) return [];
  const totals = new Map<string, number>();
  if (by.type === 'enum' && by.options) for (const o of by.options) totals.set(o, 0);
  const dated = by.type === 'date' || by.type === 'datetime';
  for (const r of rows) {
    const raw = r[by.key];
    if (raw === undefined || raw === null || raw === '') continue;
    const k = dated ? String(raw).slice(0, 7) : by.type === 'boolean' ? (raw ? ui.yes : ui.no) : String(raw);
    totals.set(k, (totals.get(k) ?? 0) + (measure ? Number(r[measure.key] ?? 0) || 0 : 1));
  }
  let points = [...totals.entries()].map(([label, value]) => ({ label, value }));
  if (dated) {
    points.sort((a, b) => a.label.localeCompare(b.label));
    const fmt = new Intl.DateTimeFormat(locale(ui.lang), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    points = points.map((p) => ({ label: fmt.format(new Date(p.label + '-01T00:00:00Z')), value: p.value }));
  } else if (by.type !== 'enum') {
    points.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
    points = points.slice(0, 8);
  }
  return points.map((p) => ({ label: p.label, value: Math.round(p.value * 100) / 100 }));
}

/** Amounts, durations and counts add up; other numbers (an altitude, a score, a percentage) are averaged. */
export function aggregate(field: FieldDef, rows: Row[]): { kind: 'sum' | 'average'; value: number } {
  const values = rows.map((r) => Number(r[field.key])).filter((n) => Number.isFinite(n));
  const total = values.reduce((s, n) => s + n, 0);
  const additive = field.type === 'money' || field.type === 'duration' || (field.type === 'number' && /quantit|nombre|number of|count|stock|effectif|total|colis|places|inscrits|volunteers|servings|qty|units?\b|kg|km|litres?|liters?|kwh/i.test(field.label + ' ' + (field.unit ?? '')));
  return additive ? { kind: 'sum', value: Math.round(total * 100) / 100 } : { kind: 'average', value: values.length ? Math.round((total / values.length) * 10) / 10 : 0 };
}
