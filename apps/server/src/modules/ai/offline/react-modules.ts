import type { Entity, ModuleKind } from './analyze';

/**
 * One application module of a generated React project: its component source, the labels it
 * needs in both languages and the feature it brings. Generated code avoids template literals so
 * this file can hold it in plain template strings.
 */
export type ModuleTemplate = {
  kind: ModuleKind;
  component: string;
  labels: { fr: Record<string, string>; en: Record<string, string> };
  feature: { fr: string; en: string };
  code: string;
  usesCharts?: boolean;
};

type L = { fr: Record<string, string>; en: Record<string, string> };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function moduleTemplate(kind: ModuleKind, e: Entity): ModuleTemplate {
  const F = e.fr;
  const E = e.en;
  switch (kind) {
    case 'dashboard':
      return {
        kind,
        component: 'Dashboard',
        usesCharts: true,
        feature: { fr: 'Tableau de bord avec indicateurs et graphique filtrables', en: 'Dashboard with filterable indicators and chart' },
        labels: {
          fr: { dashboard_title: "Vue d'ensemble", dashboard_total: cap(F.many) + ' suivis', dashboard_active: 'Opérationnels', dashboard_readiness: 'Disponibilité moyenne', dashboard_openAlerts: 'Alertes ouvertes', dashboard_filter: 'Type', dashboard_all: 'Tous', dashboard_byStatus: 'Répartition par statut', dashboard_recent: 'Dernières mises à jour' },
          en: { dashboard_title: 'Overview', dashboard_total: cap(E.many) + ' tracked', dashboard_active: 'Operational', dashboard_readiness: 'Average readiness', dashboard_openAlerts: 'Open alerts', dashboard_filter: 'Type', dashboard_all: 'All', dashboard_byStatus: 'Breakdown by status', dashboard_recent: 'Latest updates' },
        } satisfies L,
        code: `import { useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Activity, AlertTriangle, Gauge, Layers } from 'lucide-react';
import { alerts, kinds, records } from '../data';
import { STATUSES } from '../types';
import { useLang, useT } from '../i18n';
import { StatusBadge } from './StatusBadge';

export function Dashboard() {
  const t = useT();
  const lang = useLang();
  const [kind, setKind] = useState<number | 'all'>('all');
  const rows = useMemo(() => records.filter((r) => kind === 'all' || r.kind === kind), [kind]);
  const active = rows.filter((r) => r.status === 'active').length;
  const readiness = rows.length ? Math.round(rows.reduce((sum, r) => sum + r.readiness, 0) / rows.length) : 0;
  const ids = new Set(rows.map((r) => r.id));
  const open = alerts.filter((a) => !a.acknowledged && ids.has(a.recordId)).length;
  const chart = STATUSES.map((s) => ({ name: t('status_' + s), value: rows.filter((r) => r.status === s).length }));
  const recent = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 5);

  return (
    <section className="panel" aria-labelledby="dashboard-title" data-ov-module="dashboard">
      <div className="panel-head">
        <h2 id="dashboard-title">{t('dashboard_title')}</h2>
        <label className="inline">
          {t('dashboard_filter')}
          <select data-ov-primary value={String(kind)} onChange={(ev) => setKind(ev.target.value === 'all' ? 'all' : Number(ev.target.value))}>
            <option value="all">{t('dashboard_all')}</option>
            {kinds.map((k, i) => (
              <option key={i} value={i}>{k[lang]}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="kpis">
        <div className="kpi"><Layers aria-hidden size={18} /><span>{t('dashboard_total')}</span><strong data-testid="kpi-total">{rows.length}</strong></div>
        <div className="kpi"><Activity aria-hidden size={18} /><span>{t('dashboard_active')}</span><strong>{active}</strong></div>
        <div className="kpi"><Gauge aria-hidden size={18} /><span>{t('dashboard_readiness')}</span><strong>{readiness} %</strong></div>
        <div className="kpi"><AlertTriangle aria-hidden size={18} /><span>{t('dashboard_openAlerts')}</span><strong>{open}</strong></div>
      </div>
      <div className="grid-2">
        <figure className="card">
          <figcaption>{t('dashboard_byStatus')}</figcaption>
          <BarChart width={420} height={220} data={chart}>
            <CartesianGrid strokeDasharray="3 3" stroke="#334155" />
            <XAxis dataKey="name" stroke="#94a3b8" fontSize={12} />
            <YAxis allowDecimals={false} stroke="#94a3b8" fontSize={12} />
            <Tooltip />
            <Bar dataKey="value" fill="#38bdf8" radius={[4, 4, 0, 0]} />
          </BarChart>
        </figure>
        <div className="card">
          <h3>{t('dashboard_recent')}</h3>
          <ul className="list">
            {recent.map((r) => (
              <li key={r.id}>
                <span>{r.name}</span>
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
`,
      };
    case 'alerts':
      return {
        kind,
        component: 'AlertMonitor',
        feature: { fr: "Moniteur d'alertes avec filtre de gravité, acquittement et simulation", en: 'Alert monitor with severity filter, acknowledgement and simulation' },
        labels: {
          fr: { alerts_title: 'Alertes en cours', alerts_severity: 'Gravité', alerts_all: 'Toutes', alerts_ack: 'Acquitter', alerts_acked: 'Acquittée', alerts_simulate: 'Simuler une alerte', alerts_empty: 'Aucune alerte pour ce filtre.', alerts_minutes: 'min', alerts_unacked: 'non acquittées' },
          en: { alerts_title: 'Active alerts', alerts_severity: 'Severity', alerts_all: 'All', alerts_ack: 'Acknowledge', alerts_acked: 'Acknowledged', alerts_simulate: 'Simulate an alert', alerts_empty: 'No alert for this filter.', alerts_minutes: 'min', alerts_unacked: 'unacknowledged' },
        } satisfies L,
        code: `import { useState } from 'react';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { alerts as initialAlerts, records } from '../data';
import { SEVERITIES, type Alert, type Severity } from '../types';
import { useLang, useT } from '../i18n';

export function AlertMonitor() {
  const t = useT();
  const lang = useLang();
  const [items, setItems] = useState<Alert[]>(initialAlerts);
  const [severity, setSeverity] = useState<Severity | 'all'>('all');
  const visible = items.filter((a) => severity === 'all' || a.severity === severity);
  const unacked = items.filter((a) => !a.acknowledged).length;

  function handleAck(id: string) {
    setItems((list) => list.map((a) => (a.id === id ? { ...a, acknowledged: true } : a)));
  }
  function handleSimulate() {
    const rec = records[items.length % records.length]!;
    const sev = SEVERITIES[items.length % SEVERITIES.length]!;
    const id = 'ALR-' + String(items.length + 1).padStart(3, '0');
    const next: Alert = {
      id,
      title: { fr: 'Nouvel événement signalé par ' + rec.name, en: 'New event reported by ' + rec.name },
      severity: sev,
      recordId: rec.id,
      location: rec.location,
      minutesAgo: 0,
      acknowledged: false,
    };
    setItems((list) => [next, ...list]);
  }

  return (
    <section className="panel" aria-labelledby="alerts-title" data-ov-module="alerts">
      <div className="panel-head">
        <h2 id="alerts-title">
          {t('alerts_title')} <span className="muted">({unacked} {t('alerts_unacked')})</span>
        </h2>
        <div className="toolbar">
          <label className="inline">
            {t('alerts_severity')}
            <select data-ov-primary value={severity} onChange={(ev) => setSeverity(ev.target.value as Severity | 'all')}>
              <option value="all">{t('alerts_all')}</option>
              {SEVERITIES.map((s) => (
                <option key={s} value={s}>{t('severity_' + s)}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={handleSimulate}>
            <BellRing aria-hidden size={16} /> {t('alerts_simulate')}
          </button>
        </div>
      </div>
      {visible.length === 0 ? (
        <p className="empty">{t('alerts_empty')}</p>
      ) : (
        <ul className="alerts">
          {visible.map((a) => (
            <li key={a.id} className={'alert alert-' + a.severity + (a.acknowledged ? ' acked' : '')}>
              <span className={'badge sev-' + a.severity}>{t('severity_' + a.severity)}</span>
              <span className="grow">{a.title[lang]} — {a.location}</span>
              <span className="muted">{a.minutesAgo} {t('alerts_minutes')}</span>
              {a.acknowledged ? (
                <span className="muted"><CheckCircle2 aria-hidden size={14} /> {t('alerts_acked')}</span>
              ) : (
                <button type="button" onClick={() => handleAck(a.id)} aria-label={t('alerts_ack') + ' ' + a.id}>
                  {t('alerts_ack')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
      };
    case 'assets':
      return {
        kind,
        component: 'AssetTable',
        feature: { fr: `Registre des ${F.many} avec recherche, filtre de statut et tri`, en: `Register of ${E.many} with search, status filter and sorting` },
        labels: {
          fr: { assets_title: 'Registre des ' + F.many, assets_search: 'Rechercher un ' + F.one + '...', assets_searchLabel: 'Rechercher', assets_status: 'Statut', assets_all: 'Tous', assets_name: 'Nom', assets_kind: 'Type', assets_location: 'Localisation', assets_readiness: 'Disponibilité', assets_sort: 'Trier par nom', assets_empty: 'Aucun résultat.', assets_toggle: 'Changer le statut', assets_count: 'résultat(s)' },
          en: { assets_title: cap(E.many) + ' register', assets_search: 'Search a ' + E.one + '...', assets_searchLabel: 'Search', assets_status: 'Status', assets_all: 'All', assets_name: 'Name', assets_kind: 'Type', assets_location: 'Location', assets_readiness: 'Readiness', assets_sort: 'Sort by name', assets_empty: 'No results.', assets_toggle: 'Change status', assets_count: 'result(s)' },
        } satisfies L,
        code: `import { useMemo, useState } from 'react';
import { ArrowDownAZ, RefreshCw } from 'lucide-react';
import { kinds, records as initialRecords } from '../data';
import { STATUSES, type Status } from '../types';
import { useLang, useT } from '../i18n';
import { StatusBadge } from './StatusBadge';

export function AssetTable() {
  const t = useT();
  const lang = useLang();
  const [rows, setRows] = useState(initialRecords);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [asc, setAsc] = useState(true);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows
      .filter((r) => status === 'all' || r.status === status)
      .filter((r) => !q || (r.name + ' ' + r.id + ' ' + r.location).toLowerCase().includes(q))
      .sort((a, b) => (asc ? a.name.localeCompare(b.name) : b.name.localeCompare(a.name)));
  }, [rows, query, status, asc]);

  function handleToggle(id: string) {
    setRows((list) =>
      list.map((r) => (r.id === id ? { ...r, status: STATUSES[(STATUSES.indexOf(r.status) + 1) % STATUSES.length]! } : r)),
    );
  }

  return (
    <section className="panel" aria-labelledby="assets-title" data-ov-module="assets">
      <div className="panel-head">
        <h2 id="assets-title">{t('assets_title')}</h2>
        <div className="toolbar">
          <input
            data-ov-primary
            type="search"
            aria-label={t('assets_searchLabel')}
            placeholder={t('assets_search')}
            value={query}
            onChange={(ev) => setQuery(ev.target.value)}
          />
          <label className="inline">
            {t('assets_status')}
            <select value={status} onChange={(ev) => setStatus(ev.target.value as Status | 'all')}>
              <option value="all">{t('assets_all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>{t('status_' + s)}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => setAsc((v) => !v)} aria-label={t('assets_sort')}>
            <ArrowDownAZ aria-hidden size={16} />
          </button>
        </div>
      </div>
      <p className="muted">{visible.length} {t('assets_count')}</p>
      {visible.length === 0 ? (
        <p className="empty">{t('assets_empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">{t('assets_name')}</th>
              <th scope="col">{t('assets_kind')}</th>
              <th scope="col">{t('assets_location')}</th>
              <th scope="col">{t('assets_readiness')}</th>
              <th scope="col">{t('assets_status')}</th>
              <th scope="col"><span className="sr-only">{t('assets_toggle')}</span></th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.id}>
                <td className="mono">{r.id}</td>
                <td>{r.name}</td>
                <td>{kinds[r.kind]![lang]}</td>
                <td>{r.location}</td>
                <td>
                  <meter min={0} max={100} value={r.readiness} aria-label={t('assets_readiness')} /> {r.readiness} %
                </td>
                <td><StatusBadge status={r.status} /></td>
                <td>
                  <button type="button" className="ghost" onClick={() => handleToggle(r.id)} aria-label={t('assets_toggle') + ' ' + r.name}>
                    <RefreshCw aria-hidden size={14} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
`,
      };
    case 'map':
      return {
        kind,
        component: 'ZoneMap',
        feature: { fr: `Carte par zones avec positions des ${F.many} et niveau de menace`, en: `Zone map with ${E.many} positions and threat level` },
        labels: {
          fr: { map_title: 'Carte des zones', map_zone: 'Zone', map_selected: 'Zone sélectionnée', map_none: 'Aucun ' + F.one + ' dans cette zone.', map_level: 'Niveau', map_hint: 'Sélectionnez une zone pour voir les ' + F.many + '.', map_raise: 'Relever le niveau', map_lower: 'Baisser le niveau' },
          en: { map_title: 'Zone map', map_zone: 'Zone', map_selected: 'Selected zone', map_none: 'No ' + E.one + ' in this zone.', map_level: 'Level', map_hint: 'Select a zone to see its ' + E.many + '.', map_raise: 'Raise level', map_lower: 'Lower level' },
        } satisfies L,
        code: `import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { records } from '../data';
import { SEVERITIES, type Severity } from '../types';
import { useT } from '../i18n';
import { StatusBadge } from './StatusBadge';

const COLS = 6;
const ROWS = 4;
const zoneName = (x: number, y: number) => String.fromCharCode(65 + y) + (x + 1);

function initialLevels(): Record<string, Severity> {
  const levels: Record<string, Severity> = {};
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLS; x++) {
      const count = records.filter((r) => r.x === x && r.y === y && r.status !== 'active').length;
      levels[zoneName(x, y)] = count >= 2 ? 'critical' : count === 1 ? 'medium' : 'low';
    }
  }
  return levels;
}

export function ZoneMap() {
  const t = useT();
  const [levels, setLevels] = useState(initialLevels);
  const [selected, setSelected] = useState<{ x: number; y: number } | null>(null);
  const inZone = selected ? records.filter((r) => r.x === selected.x && r.y === selected.y) : [];
  const selName = selected ? zoneName(selected.x, selected.y) : '';

  function shift(delta: number) {
    if (!selected) return;
    setLevels((l) => {
      const current = SEVERITIES.indexOf(l[selName]!);
      const next = Math.min(SEVERITIES.length - 1, Math.max(0, current - delta));
      return { ...l, [selName]: SEVERITIES[next]! };
    });
  }

  return (
    <section className="panel" aria-labelledby="map-title" data-ov-module="map">
      <div className="panel-head">
        <h2 id="map-title">{t('map_title')}</h2>
      </div>
      <div className="grid-2">
        <div className="zone-grid" role="grid" aria-label={t('map_title')}>
          {Array.from({ length: ROWS }, (_, y) => (
            <div role="row" key={y} className="zone-row">
              {Array.from({ length: COLS }, (_, x) => {
                const name = zoneName(x, y);
                const count = records.filter((r) => r.x === x && r.y === y).length;
                const isSel = selected?.x === x && selected?.y === y;
                return (
                  <button
                    type="button"
                    role="gridcell"
                    key={name}
                    data-ov-primary={x === 0 && y === 0 ? true : undefined}
                    className={'zone lvl-' + levels[name] + (isSel ? ' selected' : '')}
                    aria-pressed={isSel}
                    aria-label={t('map_zone') + ' ' + name + ', ' + count}
                    onClick={() => setSelected({ x, y })}
                  >
                    <span>{name}</span>
                    {count > 0 && (
                      <span className="pin"><MapPin aria-hidden size={12} />{count}</span>
                    )}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
        <div className="card" aria-live="polite">
          {selected ? (
            <>
              <h3>{t('map_selected')} {selName}</h3>
              <p>
                {t('map_level')} : <span className={'badge sev-' + levels[selName]}>{t('severity_' + levels[selName])}</span>
              </p>
              <div className="toolbar">
                <button type="button" onClick={() => shift(1)}>{t('map_raise')}</button>
                <button type="button" className="ghost" onClick={() => shift(-1)}>{t('map_lower')}</button>
              </div>
              {inZone.length === 0 ? (
                <p className="empty">{t('map_none')}</p>
              ) : (
                <ul className="list">
                  {inZone.map((r) => (
                    <li key={r.id}><span>{r.name} — {r.location}</span><StatusBadge status={r.status} /></li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p className="muted">{t('map_hint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
`,
      };
    case 'tracker':
      return {
        kind,
        component: 'Tracker',
        feature: { fr: 'Suivi des tâches et incidents : création validée, colonnes de statut, filtre de priorité', en: 'Task and incident tracking: validated creation, status columns, priority filter' },
        labels: {
          fr: { tracker_title: 'Suivi des actions', tracker_new: 'Nouvelle action', tracker_titleField: 'Intitulé', tracker_priority: 'Priorité', tracker_assignee: 'Responsable', tracker_add: 'Ajouter', tracker_errTitle: "L'intitulé doit contenir au moins 3 caractères.", tracker_errAssignee: 'Choisissez un responsable.', tracker_todo: 'À faire', tracker_doing: 'En cours', tracker_done: 'Terminé', tracker_next: 'Avancer', tracker_filter: 'Filtrer par priorité', tracker_all: 'Toutes', tracker_choose: '— Choisir —', tracker_added: 'Action ajoutée.', prio_high: 'Haute', prio_medium: 'Moyenne', prio_low: 'Basse' },
          en: { tracker_title: 'Action tracking', tracker_new: 'New action', tracker_titleField: 'Title', tracker_priority: 'Priority', tracker_assignee: 'Owner', tracker_add: 'Add', tracker_errTitle: 'The title needs at least 3 characters.', tracker_errAssignee: 'Choose an owner.', tracker_todo: 'To do', tracker_doing: 'In progress', tracker_done: 'Done', tracker_next: 'Advance', tracker_filter: 'Filter by priority', tracker_all: 'All', tracker_choose: '— Choose —', tracker_added: 'Action added.', prio_high: 'High', prio_medium: 'Medium', prio_low: 'Low' },
        } satisfies L,
        code: `import { useState, type FormEvent } from 'react';
import { ChevronRight, Plus } from 'lucide-react';
import { people, tasks as initialTasks } from '../data';
import type { Priority, Task, TaskStatus } from '../types';
import { useLang, useT } from '../i18n';

const COLUMNS: TaskStatus[] = ['todo', 'doing', 'done'];
const PRIORITIES: Priority[] = ['high', 'medium', 'low'];

export function Tracker() {
  const t = useT();
  const lang = useLang();
  const [items, setItems] = useState<Task[]>(initialTasks);
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');
  const [assignee, setAssignee] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [filter, setFilter] = useState<Priority | 'all'>('all');

  function handleSubmit(ev: FormEvent) {
    ev.preventDefault();
    const errs: string[] = [];
    if (title.trim().length < 3) errs.push(t('tracker_errTitle'));
    if (!assignee) errs.push(t('tracker_errAssignee'));
    setErrors(errs);
    setNotice('');
    if (errs.length) return;
    const id = 'T-' + String(items.length + 1).padStart(3, '0');
    setItems((list) => [...list, { id, title: { fr: title.trim(), en: title.trim() }, priority, status: 'todo', assignee }]);
    setTitle('');
    setAssignee('');
    setNotice(t('tracker_added'));
  }

  function handleAdvance(id: string) {
    setItems((list) =>
      list.map((x) => (x.id === id ? { ...x, status: COLUMNS[Math.min(COLUMNS.indexOf(x.status) + 1, 2)]! } : x)),
    );
  }

  const visible = items.filter((x) => filter === 'all' || x.priority === filter);

  return (
    <section className="panel" aria-labelledby="tracker-title" data-ov-module="tracker">
      <div className="panel-head">
        <h2 id="tracker-title">{t('tracker_title')}</h2>
        <label className="inline">
          {t('tracker_filter')}
          <select value={filter} onChange={(ev) => setFilter(ev.target.value as Priority | 'all')}>
            <option value="all">{t('tracker_all')}</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>{t('prio_' + p)}</option>
            ))}
          </select>
        </label>
      </div>
      <form className="card form-row" onSubmit={handleSubmit} noValidate aria-label={t('tracker_new')}>
        <label>
          {t('tracker_titleField')}
          <input value={title} onChange={(ev) => setTitle(ev.target.value)} aria-invalid={errors.length > 0 && title.trim().length < 3} />
        </label>
        <label>
          {t('tracker_priority')}
          <select value={priority} onChange={(ev) => setPriority(ev.target.value as Priority)}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>{t('prio_' + p)}</option>
            ))}
          </select>
        </label>
        <label>
          {t('tracker_assignee')}
          <select value={assignee} onChange={(ev) => setAssignee(ev.target.value)}>
            <option value="">{t('tracker_choose')}</option>
            {people.map((p) => (
              <option key={p} value={p}>{p}</option>
            ))}
          </select>
        </label>
        <button type="submit" data-ov-primary>
          <Plus aria-hidden size={16} /> {t('tracker_add')}
        </button>
      </form>
      {errors.length > 0 && (
        <ul className="errors" role="alert">
          {errors.map((er) => (
            <li key={er}>{er}</li>
          ))}
        </ul>
      )}
      {notice && <p className="success" role="status">{notice}</p>}
      <div className="columns">
        {COLUMNS.map((col) => (
          <div key={col} className="column">
            <h3>{t('tracker_' + col)} <span className="muted">({visible.filter((x) => x.status === col).length})</span></h3>
            <ul>
              {visible
                .filter((x) => x.status === col)
                .map((x) => (
                  <li key={x.id} className="task">
                    <span className={'badge prio-' + x.priority}>{t('prio_' + x.priority)}</span>
                    <span className="grow">{x.title[lang]}</span>
                    <span className="muted">{x.assignee}</span>
                    {col !== 'done' && (
                      <button type="button" className="ghost" onClick={() => handleAdvance(x.id)} aria-label={t('tracker_next') + ' ' + x.id}>
                        <ChevronRight aria-hidden size={14} />
                      </button>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
`,
      };
    case 'inventory':
      return {
        kind,
        component: 'Inventory',
        feature: { fr: 'Inventaire avec quantités, seuils de réapprovisionnement et recherche', en: 'Inventory with quantities, reorder thresholds and search' },
        labels: {
          fr: { inv_title: 'Inventaire', inv_search: 'Rechercher dans l’inventaire...', inv_searchLabel: 'Rechercher', inv_low: 'Stock bas', inv_ok: 'En stock', inv_qty: 'Quantité', inv_threshold: 'Seuil', inv_add: 'Ajouter une unité', inv_remove: 'Retirer une unité', inv_onlyLow: 'Stock bas uniquement', inv_total: 'Unités au total', inv_empty: 'Aucun article trouvé.' },
          en: { inv_title: 'Inventory', inv_search: 'Search the inventory...', inv_searchLabel: 'Search', inv_low: 'Low stock', inv_ok: 'In stock', inv_qty: 'Quantity', inv_threshold: 'Threshold', inv_add: 'Add one unit', inv_remove: 'Remove one unit', inv_onlyLow: 'Low stock only', inv_total: 'Units in total', inv_empty: 'No item found.' },
        } satisfies L,
        code: `import { useState } from 'react';
import { Minus, PackagePlus, Plus } from 'lucide-react';
import { kinds, records } from '../data';
import { useLang, useT } from '../i18n';

export function Inventory() {
  const t = useT();
  const lang = useLang();
  const [stock, setStock] = useState(() => records.map((r) => ({ id: r.id, name: r.name, kind: r.kind, quantity: r.quantity, threshold: r.threshold })));
  const [query, setQuery] = useState('');
  const [onlyLow, setOnlyLow] = useState(false);
  const q = query.trim().toLowerCase();
  const visible = stock
    .filter((s) => !q || (s.name + ' ' + s.id).toLowerCase().includes(q))
    .filter((s) => !onlyLow || s.quantity < s.threshold);
  const total = stock.reduce((sum, s) => sum + s.quantity, 0);

  function change(id: string, delta: number) {
    setStock((list) => list.map((s) => (s.id === id ? { ...s, quantity: Math.max(0, s.quantity + delta) } : s)));
  }

  return (
    <section className="panel" aria-labelledby="inv-title" data-ov-module="inventory">
      <div className="panel-head">
        <h2 id="inv-title"><PackagePlus aria-hidden size={18} /> {t('inv_title')}</h2>
        <div className="toolbar">
          <input data-ov-primary type="search" aria-label={t('inv_searchLabel')} placeholder={t('inv_search')} value={query} onChange={(ev) => setQuery(ev.target.value)} />
          <label className="inline">
            <input type="checkbox" checked={onlyLow} onChange={(ev) => setOnlyLow(ev.target.checked)} /> {t('inv_onlyLow')}
          </label>
        </div>
      </div>
      <p className="muted">{t('inv_total')} : <strong>{total}</strong></p>
      {visible.length === 0 ? (
        <p className="empty">{t('inv_empty')}</p>
      ) : (
        <ul className="stock">
          {visible.map((s) => {
            const low = s.quantity < s.threshold;
            return (
              <li key={s.id} className={low ? 'low' : ''}>
                <span className="grow">
                  <strong>{s.name}</strong> <span className="muted">{kinds[s.kind]![lang]} · {t('inv_threshold')} {s.threshold}</span>
                </span>
                <span className={'badge ' + (low ? 'sev-critical' : 'sev-low')}>{low ? t('inv_low') : t('inv_ok')}</span>
                <button type="button" className="ghost" onClick={() => change(s.id, -1)} aria-label={t('inv_remove') + ' ' + s.name}><Minus aria-hidden size={14} /></button>
                <output aria-label={t('inv_qty') + ' ' + s.name}>{s.quantity}</output>
                <button type="button" className="ghost" onClick={() => change(s.id, 1)} aria-label={t('inv_add') + ' ' + s.name}><Plus aria-hidden size={14} /></button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
`,
      };
    case 'wizard':
      return {
        kind,
        component: 'Wizard',
        feature: { fr: 'Formulaire en plusieurs étapes avec validation et récapitulatif', en: 'Multi-step form with validation and summary' },
        labels: {
          fr: { wiz_title: 'Demande — ' + F.one, wiz_step: 'Étape', wiz_of: 'sur', wiz_s1: 'Identité', wiz_s2: 'Détails', wiz_s3: 'Confirmation', wiz_name: 'Nom complet', wiz_email: 'Courriel', wiz_org: 'Organisation', wiz_subject: 'Objet de la demande', wiz_kind: 'Catégorie', wiz_date: 'Date souhaitée', wiz_consent: "J'accepte le traitement de mes données (RGPD)", wiz_next: 'Suivant', wiz_prev: 'Précédent', wiz_submit: 'Envoyer', wiz_required: 'Champ obligatoire.', wiz_badEmail: 'Adresse courriel invalide.', wiz_short: 'Au moins 10 caractères.', wiz_badDate: 'La date doit être dans le futur.', wiz_consentErr: 'Le consentement est requis.', wiz_done: 'Demande enregistrée', wiz_ref: 'Référence', wiz_new: 'Nouvelle demande', wiz_choose: '— Choisir —' },
          en: { wiz_title: 'Request — ' + E.one, wiz_step: 'Step', wiz_of: 'of', wiz_s1: 'Identity', wiz_s2: 'Details', wiz_s3: 'Confirmation', wiz_name: 'Full name', wiz_email: 'Email', wiz_org: 'Organisation', wiz_subject: 'Subject of the request', wiz_kind: 'Category', wiz_date: 'Preferred date', wiz_consent: 'I agree to the processing of my data (GDPR)', wiz_next: 'Next', wiz_prev: 'Back', wiz_submit: 'Submit', wiz_required: 'Required field.', wiz_badEmail: 'Invalid email address.', wiz_short: 'At least 10 characters.', wiz_badDate: 'The date must be in the future.', wiz_consentErr: 'Consent is required.', wiz_done: 'Request recorded', wiz_ref: 'Reference', wiz_new: 'New request', wiz_choose: '— Choose —' },
        } satisfies L,
        code: `import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { kinds } from '../data';
import { useLang, useT } from '../i18n';

type Values = { name: string; email: string; org: string; subject: string; kind: string; date: string; consent: boolean };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { name: '', email: '', org: '', subject: '', kind: '', date: '', consent: false };
const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;

export function Wizard() {
  const t = useT();
  const lang = useLang();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [reference, setReference] = useState('');
  const steps = [t('wiz_s1'), t('wiz_s2'), t('wiz_s3')];

  function validate(s: number): Errors {
    const e: Errors = {};
    if (s === 0) {
      if (!values.name.trim()) e.name = t('wiz_required');
      if (!values.email.trim()) e.email = t('wiz_required');
      else if (!EMAIL.test(values.email.trim())) e.email = t('wiz_badEmail');
    }
    if (s === 1) {
      if (values.subject.trim().length < 10) e.subject = t('wiz_short');
      if (!values.kind) e.kind = t('wiz_required');
      if (!values.date) e.date = t('wiz_required');
      else if (new Date(values.date).getTime() <= Date.now()) e.date = t('wiz_badDate');
    }
    if (s === 2 && !values.consent) e.consent = t('wiz_consentErr');
    return e;
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }

  function handleNext(ev: FormEvent) {
    ev.preventDefault();
    const e = validate(step);
    setErrors(e);
    if (Object.keys(e).length) return;
    if (step < 2) setStep(step + 1);
    else setReference('REQ-' + (values.name.length * 7919 + values.subject.length * 104729).toString(36).toUpperCase());
  }

  if (reference) {
    return (
      <section className="panel" aria-labelledby="wiz-title" data-ov-module="wizard">
        <h2 id="wiz-title"><CheckCircle2 aria-hidden size={18} /> {t('wiz_done')}</h2>
        <p>{t('wiz_ref')} : <strong className="mono">{reference}</strong></p>
        <button type="button" onClick={() => { setValues(EMPTY); setStep(0); setReference(''); }}>{t('wiz_new')}</button>
      </section>
    );
  }

  const field = (key: keyof Values, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={'wiz-' + key}>{label}</label>
      {input}
      {errors[key] && <p className="error" id={'wiz-' + key + '-error'} role="alert">{errors[key]}</p>}
    </div>
  );

  return (
    <section className="panel" aria-labelledby="wiz-title" data-ov-module="wizard">
      <h2 id="wiz-title">{t('wiz_title')}</h2>
      <ol className="steps">
        {steps.map((s, i) => (
          <li key={s} className={i === step ? 'current' : i < step ? 'done' : ''} aria-current={i === step ? 'step' : undefined}>{s}</li>
        ))}
      </ol>
      <progress max={3} value={step + 1} aria-label={t('wiz_step') + ' ' + (step + 1) + ' ' + t('wiz_of') + ' 3'} />
      <form className="card" onSubmit={handleNext} noValidate>
        {step === 0 && (
          <>
            {field('name', t('wiz_name'), <input id="wiz-name" value={values.name} onChange={(ev) => set('name', ev.target.value)} aria-invalid={!!errors.name} />)}
            {field('email', t('wiz_email'), <input id="wiz-email" type="email" value={values.email} onChange={(ev) => set('email', ev.target.value)} aria-invalid={!!errors.email} />)}
            {field('org', t('wiz_org'), <input id="wiz-org" value={values.org} onChange={(ev) => set('org', ev.target.value)} />)}
          </>
        )}
        {step === 1 && (
          <>
            {field('subject', t('wiz_subject'), <textarea id="wiz-subject" value={values.subject} onChange={(ev) => set('subject', ev.target.value)} aria-invalid={!!errors.subject} />)}
            {field('kind', t('wiz_kind'), (
              <select id="wiz-kind" value={values.kind} onChange={(ev) => set('kind', ev.target.value)} aria-invalid={!!errors.kind}>
                <option value="">{t('wiz_choose')}</option>
                {kinds.map((k, i) => (
                  <option key={i} value={k[lang]}>{k[lang]}</option>
                ))}
              </select>
            ))}
            {field('date', t('wiz_date'), <input id="wiz-date" type="date" value={values.date} onChange={(ev) => set('date', ev.target.value)} aria-invalid={!!errors.date} />)}
          </>
        )}
        {step === 2 && (
          <>
            <dl className="summary">
              <dt>{t('wiz_name')}</dt><dd>{values.name}</dd>
              <dt>{t('wiz_email')}</dt><dd>{values.email}</dd>
              <dt>{t('wiz_org')}</dt><dd>{values.org || '—'}</dd>
              <dt>{t('wiz_subject')}</dt><dd>{values.subject}</dd>
              <dt>{t('wiz_kind')}</dt><dd>{values.kind}</dd>
              <dt>{t('wiz_date')}</dt><dd>{values.date}</dd>
            </dl>
            <div className="field">
              <label className="inline">
                <input type="checkbox" checked={values.consent} onChange={(ev) => set('consent', ev.target.checked)} /> {t('wiz_consent')}
              </label>
              {errors.consent && <p className="error" role="alert">{errors.consent}</p>}
            </div>
          </>
        )}
        <div className="toolbar">
          {step > 0 && <button type="button" className="ghost" onClick={() => { setErrors({}); setStep(step - 1); }}>{t('wiz_prev')}</button>}
          <button type="submit" data-ov-primary>{step < 2 ? t('wiz_next') : t('wiz_submit')}</button>
        </div>
      </form>
    </section>
  );
}
`,
      };
    case 'access':
      return {
        kind,
        component: 'AccessControl',
        feature: { fr: "Contrôle d'accès : rôles, habilitations, matrice de permissions et journal d'audit", en: 'Access control: roles, clearances, permission matrix and audit log' },
        labels: {
          fr: { acc_title: "Contrôle d'accès", acc_users: 'Utilisateurs', acc_search: 'Filtrer les utilisateurs...', acc_searchLabel: 'Filtrer', acc_role: 'Rôle', acc_clearance: 'Habilitation', acc_active: 'Actif', acc_matrix: 'Matrice des permissions', acc_audit: "Journal d'audit", acc_noAudit: 'Aucune modification.', acc_changedRole: 'rôle modifié en', acc_enabled: 'compte activé', acc_disabled: 'compte désactivé', acc_perm: 'permission', acc_granted: 'accordée à', acc_revoked: 'retirée à', perm_read: 'Lecture', perm_write: 'Écriture', perm_export: 'Export', perm_admin: 'Administration' },
          en: { acc_title: 'Access control', acc_users: 'Users', acc_search: 'Filter users...', acc_searchLabel: 'Filter', acc_role: 'Role', acc_clearance: 'Clearance', acc_active: 'Active', acc_matrix: 'Permission matrix', acc_audit: 'Audit log', acc_noAudit: 'No change yet.', acc_changedRole: 'role changed to', acc_enabled: 'account enabled', acc_disabled: 'account disabled', acc_perm: 'permission', acc_granted: 'granted to', acc_revoked: 'revoked from', perm_read: 'Read', perm_write: 'Write', perm_export: 'Export', perm_admin: 'Administration' },
        } satisfies L,
        code: `import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { users as initialUsers } from '../data';
import { useLang, useT } from '../i18n';

const ROLES = [
  { fr: 'Administrateur', en: 'Administrator' },
  { fr: 'Opérateur', en: 'Operator' },
  { fr: 'Auditeur', en: 'Auditor' },
];
const PERMS = ['read', 'write', 'export', 'admin'] as const;
type Perm = (typeof PERMS)[number];

export function AccessControl() {
  const t = useT();
  const lang = useLang();
  const [users, setUsers] = useState(initialUsers);
  const [query, setQuery] = useState('');
  const [matrix, setMatrix] = useState<Record<number, Perm[]>>({ 0: ['read', 'write', 'export', 'admin'], 1: ['read', 'write'], 2: ['read', 'export'] });
  const [audit, setAudit] = useState<string[]>([]);
  const log = (line: string) => setAudit((a) => [new Date().toLocaleTimeString() + ' — ' + line, ...a].slice(0, 20));
  const visible = users.filter((u) => u.name.toLowerCase().includes(query.trim().toLowerCase()));

  function handleRole(id: string, role: number) {
    setUsers((list) => list.map((u) => (u.id === id ? { ...u, role } : u)));
    const u = users.find((x) => x.id === id);
    if (u) log(u.name + ' : ' + t('acc_changedRole') + ' ' + ROLES[role]![lang]);
  }
  function handleActive(id: string) {
    const u = users.find((x) => x.id === id);
    setUsers((list) => list.map((x) => (x.id === id ? { ...x, active: !x.active } : x)));
    if (u) log(u.name + ' : ' + (u.active ? t('acc_disabled') : t('acc_enabled')));
  }
  function handlePerm(role: number, perm: Perm) {
    const has = matrix[role]?.includes(perm) ?? false;
    setMatrix((m) => ({ ...m, [role]: has ? (m[role] ?? []).filter((p) => p !== perm) : [...(m[role] ?? []), perm] }));
    log(t('acc_perm') + ' ' + t('perm_' + perm) + ' ' + (has ? t('acc_revoked') : t('acc_granted')) + ' ' + ROLES[role]![lang]);
  }

  return (
    <section className="panel" aria-labelledby="acc-title" data-ov-module="access">
      <div className="panel-head">
        <h2 id="acc-title"><ShieldCheck aria-hidden size={18} /> {t('acc_title')}</h2>
        <input data-ov-primary type="search" aria-label={t('acc_searchLabel')} placeholder={t('acc_search')} value={query} onChange={(ev) => setQuery(ev.target.value)} />
      </div>
      <table>
        <caption className="sr-only">{t('acc_users')}</caption>
        <thead>
          <tr><th scope="col">{t('acc_users')}</th><th scope="col">{t('acc_role')}</th><th scope="col">{t('acc_clearance')}</th><th scope="col">{t('acc_active')}</th></tr>
        </thead>
        <tbody>
          {visible.map((u) => (
            <tr key={u.id} className={u.active ? '' : 'disabled'}>
              <td>{u.name}</td>
              <td>
                <select aria-label={t('acc_role') + ' ' + u.name} value={u.role} onChange={(ev) => handleRole(u.id, Number(ev.target.value))}>
                  {ROLES.map((r, i) => (<option key={i} value={i}>{r[lang]}</option>))}
                </select>
              </td>
              <td><span className="badge">{u.clearance}</span></td>
              <td><input type="checkbox" aria-label={t('acc_active') + ' ' + u.name} checked={u.active} onChange={() => handleActive(u.id)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid-2">
        <div className="card">
          <h3>{t('acc_matrix')}</h3>
          <table>
            <thead>
              <tr><th scope="col">{t('acc_role')}</th>{PERMS.map((p) => (<th scope="col" key={p}>{t('perm_' + p)}</th>))}</tr>
            </thead>
            <tbody>
              {ROLES.map((r, i) => (
                <tr key={i}>
                  <th scope="row">{r[lang]}</th>
                  {PERMS.map((p) => (
                    <td key={p}><input type="checkbox" aria-label={r[lang] + ' — ' + t('perm_' + p)} checked={matrix[i]?.includes(p) ?? false} onChange={() => handlePerm(i, p)} /></td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="card">
          <h3>{t('acc_audit')}</h3>
          {audit.length === 0 ? <p className="muted">{t('acc_noAudit')}</p> : <ol className="log">{audit.map((a, i) => (<li key={i}>{a}</li>))}</ol>}
        </div>
      </div>
    </section>
  );
}
`,
      };
    case 'messaging':
      return {
        kind,
        component: 'Messaging',
        feature: { fr: 'Messagerie par canaux avec envoi, niveau de classification et recherche', en: 'Channel messaging with sending, classification level and search' },
        labels: {
          fr: { msg_title: 'Messagerie sécurisée', msg_channels: 'Canaux', msg_placeholder: 'Écrire un message...', msg_input: 'Message', msg_send: 'Envoyer', msg_empty: 'Aucun message dans ce canal.', msg_me: 'Moi', msg_now: "à l'instant", msg_ago: 'il y a', msg_min: 'min', msg_class: 'Classification', msg_tooLong: 'Message trop long (500 caractères maximum).' },
          en: { msg_title: 'Secure messaging', msg_channels: 'Channels', msg_placeholder: 'Write a message...', msg_input: 'Message', msg_send: 'Send', msg_empty: 'No message in this channel.', msg_me: 'Me', msg_now: 'just now', msg_ago: '', msg_min: 'min ago', msg_class: 'Classification', msg_tooLong: 'Message too long (500 characters at most).' },
        } satisfies L,
        code: `import { useState, type FormEvent } from 'react';
import { Hash, Send } from 'lucide-react';
import { channels, messages as initialMessages } from '../data';
import { useLang, useT } from '../i18n';

const LEVELS = ['NP', 'DR', 'C'] as const;

export function Messaging() {
  const t = useT();
  const lang = useLang();
  const [channel, setChannel] = useState(channels[0]!.id);
  const [items, setItems] = useState(() => initialMessages.map((m) => ({ ...m, level: 'NP' as (typeof LEVELS)[number] })));
  const [draft, setDraft] = useState('');
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('NP');
  const [error, setError] = useState('');
  const visible = items.filter((m) => m.channel === channel);

  function handleSend(ev: FormEvent) {
    ev.preventDefault();
    const text = draft.trim();
    if (!text) return;
    if (text.length > 500) { setError(t('msg_tooLong')); return; }
    setError('');
    setItems((list) => [...list, { id: 'M-' + (list.length + 1), channel, author: t('msg_me'), text: { fr: text, en: text }, minutesAgo: 0, level }]);
    setDraft('');
  }

  return (
    <section className="panel" aria-labelledby="msg-title" data-ov-module="messaging">
      <h2 id="msg-title">{t('msg_title')}</h2>
      <div className="chat">
        <nav aria-label={t('msg_channels')}>
          <ul className="channels">
            {channels.map((c, i) => (
              <li key={c.id}>
                <button type="button" data-ov-primary={i === 1 ? true : undefined} className={c.id === channel ? 'selected' : 'ghost'} aria-pressed={c.id === channel} onClick={() => setChannel(c.id)}>
                  <Hash aria-hidden size={14} /> {c.name[lang]} <span className="muted">({items.filter((m) => m.channel === c.id).length})</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="thread">
          <ul aria-live="polite">
            {visible.length === 0 && <li className="empty">{t('msg_empty')}</li>}
            {visible.map((m) => (
              <li key={m.id} className="message">
                <strong>{m.author}</strong> <span className="badge">{m.level}</span>{' '}
                <span className="muted">{m.minutesAgo === 0 ? t('msg_now') : (t('msg_ago') + ' ' + m.minutesAgo + ' ' + t('msg_min')).trim()}</span>
                <p>{m.text[lang]}</p>
              </li>
            ))}
          </ul>
          <form className="composer" onSubmit={handleSend}>
            <select aria-label={t('msg_class')} value={level} onChange={(ev) => setLevel(ev.target.value as (typeof LEVELS)[number])}>
              {LEVELS.map((l) => (<option key={l} value={l}>{l}</option>))}
            </select>
            <input aria-label={t('msg_input')} placeholder={t('msg_placeholder')} value={draft} onChange={(ev) => setDraft(ev.target.value)} />
            <button type="submit" disabled={!draft.trim()}><Send aria-hidden size={16} /> {t('msg_send')}</button>
          </form>
          {error && <p className="error" role="alert">{error}</p>}
        </div>
      </div>
    </section>
  );
}
`,
      };
    case 'budget':
      return {
        kind,
        component: 'Budget',
        usesCharts: true,
        feature: { fr: 'Suivi budgétaire : prévu/engagé, saisie de dépense validée, graphique', en: 'Budget tracking: planned vs spent, validated expense entry, chart' },
        labels: {
          fr: { bud_title: 'Budget', bud_category: 'Poste', bud_planned: 'Prévu', bud_spent: 'Engagé', bud_left: 'Reste', bud_over: 'Dépassement', bud_add: 'Enregistrer la dépense', bud_amount: 'Montant (€)', bud_errAmount: 'Le montant doit être un nombre positif.', bud_errCat: 'Choisissez un poste.', bud_choose: '— Choisir —', bud_total: 'Total', bud_chart: 'Prévu et engagé par poste', bud_filter: 'Afficher', bud_all: 'Tous les postes', bud_overOnly: 'Postes en dépassement' },
          en: { bud_title: 'Budget', bud_category: 'Line', bud_planned: 'Planned', bud_spent: 'Spent', bud_left: 'Remaining', bud_over: 'Overrun', bud_add: 'Record expense', bud_amount: 'Amount (€)', bud_errAmount: 'The amount must be a positive number.', bud_errCat: 'Choose a budget line.', bud_choose: '— Choose —', bud_total: 'Total', bud_chart: 'Planned and spent per line', bud_filter: 'Show', bud_all: 'All lines', bud_overOnly: 'Overrun lines' },
        } satisfies L,
        code: `import { useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { budget as initialBudget } from '../data';
import { useLang, useT } from '../i18n';

export function Budget() {
  const t = useT();
  const lang = useLang();
  const [lines, setLines] = useState(initialBudget);
  const [filter, setFilter] = useState<'all' | 'over'>('all');
  const [category, setCategory] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const money = (n: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
  const visible = lines.filter((l) => filter === 'all' || l.spent > l.planned);
  const planned = lines.reduce((s, l) => s + l.planned, 0);
  const spent = lines.reduce((s, l) => s + l.spent, 0);
  const chart = visible.map((l) => ({ name: l.category[lang], planned: l.planned, spent: l.spent }));

  function handleAdd(ev: FormEvent) {
    ev.preventDefault();
    const errs: string[] = [];
    const value = Number(amount.replace(',', '.'));
    if (!category) errs.push(t('bud_errCat'));
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) errs.push(t('bud_errAmount'));
    setErrors(errs);
    if (errs.length) return;
    setLines((list) => list.map((l) => (l.id === category ? { ...l, spent: l.spent + Math.round(value) } : l)));
    setAmount('');
  }

  return (
    <section className="panel" aria-labelledby="bud-title" data-ov-module="budget">
      <div className="panel-head">
        <h2 id="bud-title">{t('bud_title')}</h2>
        <label className="inline">
          {t('bud_filter')}
          <select data-ov-primary value={filter} onChange={(ev) => setFilter(ev.target.value as 'all' | 'over')}>
            <option value="all">{t('bud_all')}</option>
            <option value="over">{t('bud_overOnly')}</option>
          </select>
        </label>
      </div>
      <div className="kpis">
        <div className="kpi"><span>{t('bud_planned')}</span><strong>{money(planned)}</strong></div>
        <div className="kpi"><span>{t('bud_spent')}</span><strong>{money(spent)}</strong></div>
        <div className="kpi"><span>{t('bud_left')}</span><strong className={planned - spent < 0 ? 'neg' : ''}>{money(planned - spent)}</strong></div>
      </div>
      <div className="grid-2">
        <table>
          <thead><tr><th scope="col">{t('bud_category')}</th><th scope="col">{t('bud_planned')}</th><th scope="col">{t('bud_spent')}</th><th scope="col">{t('bud_left')}</th></tr></thead>
          <tbody>
            {visible.map((l) => (
              <tr key={l.id} className={l.spent > l.planned ? 'over' : ''}>
                <td>{l.category[lang]} {l.spent > l.planned && <span className="badge sev-critical">{t('bud_over')}</span>}</td>
                <td>{money(l.planned)}</td><td>{money(l.spent)}</td><td>{money(l.planned - l.spent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <figure className="card">
          <figcaption>{t('bud_chart')}</figcaption>
          <BarChart width={420} height={220} data={chart}>
            <CartesianGrid strokeDasharray="3 3" stroke="#334155" />
            <XAxis dataKey="name" stroke="#94a3b8" fontSize={11} />
            <YAxis stroke="#94a3b8" fontSize={11} />
            <Tooltip />
            <Legend />
            <Bar dataKey="planned" name={t('bud_planned')} fill="#38bdf8" />
            <Bar dataKey="spent" name={t('bud_spent')} fill="#f59e0b" />
          </BarChart>
        </figure>
      </div>
      <form className="card form-row" onSubmit={handleAdd} noValidate aria-label={t('bud_add')}>
        <label>
          {t('bud_category')}
          <select value={category} onChange={(ev) => setCategory(ev.target.value)}>
            <option value="">{t('bud_choose')}</option>
            {lines.map((l) => (<option key={l.id} value={l.id}>{l.category[lang]}</option>))}
          </select>
        </label>
        <label>
          {t('bud_amount')}
          <input inputMode="decimal" value={amount} onChange={(ev) => setAmount(ev.target.value)} />
        </label>
        <button type="submit">{t('bud_add')}</button>
      </form>
      {errors.length > 0 && <ul className="errors" role="alert">{errors.map((er) => (<li key={er}>{er}</li>))}</ul>}
    </section>
  );
}
`,
      };
    case 'reports':
      return {
        kind,
        component: 'Reports',
        feature: { fr: 'Rapports de synthèse par période avec export CSV', en: 'Summary reports per period with CSV export' },
        labels: {
          fr: { rep_title: 'Rapport de synthèse', rep_period: 'Période', rep_p7: '7 derniers jours', rep_p30: '30 derniers jours', rep_all: 'Tout', rep_kind: 'Type', rep_count: 'Nombre', rep_readiness: 'Disponibilité moyenne', rep_export: 'Exporter en CSV', rep_summary: 'Synthèse', rep_sentence1: 'Sur la période, ', rep_sentence2: ' ' + F.many + ' ont été mis à jour ; ', rep_sentence3: ' sont opérationnels.', rep_empty: 'Aucune donnée sur la période.' },
          en: { rep_title: 'Summary report', rep_period: 'Period', rep_p7: 'Last 7 days', rep_p30: 'Last 30 days', rep_all: 'All', rep_kind: 'Type', rep_count: 'Count', rep_readiness: 'Average readiness', rep_export: 'Export as CSV', rep_summary: 'Summary', rep_sentence1: 'Over the period, ', rep_sentence2: ' ' + E.many + ' were updated; ', rep_sentence3: ' are operational.', rep_empty: 'No data for the period.' },
        } satisfies L,
        code: `import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { kinds, records } from '../data';
import { useLang, useT } from '../i18n';

const REFERENCE = Math.max(...records.map((r) => new Date(r.updatedAt).getTime()));

export function Reports() {
  const t = useT();
  const lang = useLang();
  const [days, setDays] = useState<number>(0);
  const rows = records.filter((r) => days === 0 || REFERENCE - new Date(r.updatedAt).getTime() <= days * 86_400_000);
  const byKind = kinds.map((k, i) => {
    const list = rows.filter((r) => r.kind === i);
    return { label: k[lang], count: list.length, readiness: list.length ? Math.round(list.reduce((s, r) => s + r.readiness, 0) / list.length) : 0 };
  });
  const operational = rows.filter((r) => r.status === 'active').length;

  function handleExport() {
    const header = [t('rep_kind'), t('rep_count'), t('rep_readiness')].join(';');
    const csv = [header, ...byKind.map((b) => [b.label, b.count, b.readiness].join(';'))].join('\\n');
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'rapport.csv';
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="panel" aria-labelledby="rep-title" data-ov-module="reports">
      <div className="panel-head">
        <h2 id="rep-title"><FileText aria-hidden size={18} /> {t('rep_title')}</h2>
        <div className="toolbar">
          <label className="inline">
            {t('rep_period')}
            <select data-ov-primary value={days} onChange={(ev) => setDays(Number(ev.target.value))}>
              <option value={0}>{t('rep_all')}</option>
              <option value={7}>{t('rep_p7')}</option>
              <option value={30}>{t('rep_p30')}</option>
            </select>
          </label>
          <button type="button" onClick={handleExport}><Download aria-hidden size={16} /> {t('rep_export')}</button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="empty">{t('rep_empty')}</p>
      ) : (
        <>
          <p className="card"><strong>{t('rep_summary')} : </strong>{t('rep_sentence1')}{rows.length}{t('rep_sentence2')}{operational}{t('rep_sentence3')}</p>
          <table>
            <thead><tr><th scope="col">{t('rep_kind')}</th><th scope="col">{t('rep_count')}</th><th scope="col">{t('rep_readiness')}</th></tr></thead>
            <tbody>
              {byKind.map((b) => (<tr key={b.label}><td>{b.label}</td><td>{b.count}</td><td>{b.readiness} %</td></tr>))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
`,
      };
  }
}
