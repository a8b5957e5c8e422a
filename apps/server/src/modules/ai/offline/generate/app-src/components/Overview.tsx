import type { ChartDef, EntityDef, Row, ShellText, UiText } from '../lib/model';
import { formatValue } from '../lib/format';
import { aggregate, groupRows } from '../lib/group';
import { Chart } from './Chart';

const NUMERIC = new Set(['number', 'money', 'percent', 'duration']);

/** The dashboard: counters and totals per entity, the charts asked for, and the latest records. */
export function Overview({ text, ui, entities }: { text: ShellText; ui: UiText; entities: { entity: EntityDef; rows: Row[] }[] }) {
  return (
    <section className="panel" aria-labelledby="h-overview">
      <h2 id="h-overview">{text.overview}</h2>
      <div className="kpis">
        {entities.map(({ entity, rows }) => {
          const money = entity.fields.find((f) => NUMERIC.has(f.type));
          return (
            <div className="kpi" key={entity.key}>
              <span>{entity.plural}</span>
              <strong>{rows.length}</strong>
              {money && (
                <span>
                  {(aggregate(money, rows).kind === 'sum' ? ui.sum : ui.average) + ' — ' + money.label + (ui.lang === 'fr' ? ' : ' : ': ')}
                  {formatValue(money, aggregate(money, rows).value, ui)}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <div className="grid-2">
        {entities.flatMap(({ entity, rows }) => {
          const firstEnum = entity.fields.find((f) => f.type === 'enum' || f.type === 'boolean');
          const firstDate = entity.fields.find((f) => f.type === 'date' || f.type === 'datetime');
          const charts: ChartDef[] = entity.charts.length ? entity.charts : firstEnum ? [{ by: firstEnum.key, kind: 'pie' }] : firstDate ? [{ by: firstDate.key, kind: 'line' }] : [];
          return charts.map((c) => {
            const by = entity.fields.find((f) => f.key === c.by);
            const measure = c.measure ? entity.fields.find((f) => f.key === c.measure) : undefined;
            if (!by) return null;
            return (
              <Chart
                key={entity.key + c.by + (c.measure ?? '')}
                lang={ui.lang}
                title={`${measure ? measure.label : entity.plural} ${ui.by} ${by.label.toLocaleLowerCase(ui.lang)}`}
                kind={c.kind}
                points={groupRows(rows, entity.fields, c, ui)}
                format={(n) => (measure ? formatValue(measure, n, ui) : String(n))}
              />
            );
          });
        })}
      </div>
      <div className="grid-2">
        {entities.map(({ entity, rows }) => {
          const date = entity.fields.find((f) => f.type === 'datetime' || f.type === 'date');
          const latest = date ? [...rows].sort((a, b) => String(b[date.key] ?? '').localeCompare(String(a[date.key] ?? ''))) : rows;
          const second = entity.fields.find((f) => f.key !== entity.titleField && f.type !== 'longtext');
          return (
            <div className="card" key={entity.key}>
              <h3>
                {text.recent} — {entity.plural}
              </h3>
              <ul className="list">
                {latest.slice(0, 5).map((r) => (
                  <li key={r.id}>
                    <span>{String(r[entity.titleField] ?? r.id)}</span>
                    {second && <span className="muted">{formatValue(second, r[second.key], ui)}</span>}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
