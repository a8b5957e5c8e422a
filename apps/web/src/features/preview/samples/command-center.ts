import { reactPage } from '@ov/shared';
import type { Locale, ProjectFile } from '../types';

// The /preview page's sample when the user has no current project (spec §2: a mock security command
// center). It runs through the preview engine like any project. Behaviour from spec §4 (sample demo page).
const TEXT = {
  fr: {
    title: 'Centre de commandement sécurité',
    active: 'Système actif',
    standby: 'En veille',
    threats: 'Menaces bloquées',
    uptime: 'Disponibilité',
    operators: 'Opérateurs en ligne',
    alerts: 'Alertes en cours',
    noAlerts: 'Aucune alerte pour le moment.',
    log: 'Journal',
    initialised: 'Système initialisé',
    f12: 'Accès développeur restreint - Clearance requise',
    timeLocale: 'fr-FR',
    levels: { critical: 'Critique', high: 'Élevé', moderate: 'Modéré' },
    zones: ['Secteur Nord', 'Port autonome', 'Aéroport FHB', 'Plateau', 'Frontière Est'],
    messages: ['Intrusion réseau détectée', 'Drone non identifié', 'Badge refusé (3 tentatives)', 'Anomalie de trafic DNS', 'Capteur périmétrique hors ligne'],
  },
  en: {
    title: 'Security command center',
    active: 'System active',
    standby: 'Standby',
    threats: 'Threats blocked',
    uptime: 'Uptime',
    operators: 'Operators online',
    alerts: 'Current alerts',
    noAlerts: 'No alerts for now.',
    log: 'Log',
    initialised: 'System initialised',
    f12: 'Developer access restricted - Clearance required',
    timeLocale: 'en-GB',
    levels: { critical: 'Critical', high: 'High', moderate: 'Moderate' },
    zones: ['North sector', 'Autonomous port', 'FHB airport', 'Plateau', 'Eastern border'],
    messages: ['Network intrusion detected', 'Unidentified drone', 'Badge refused (3 attempts)', 'DNS traffic anomaly', 'Perimeter sensor offline'],
  },
} as const;

/** The sample in the interface's language (its texts live in the sample's own src/i18n.ts). */
export function commandCenterProject(locale: Locale): ProjectFile[] {
  return [
  {
    path: 'index.html',
    content: reactPage(TEXT[locale].title, locale),
  },
  {
    path: 'src/main.tsx',
    content: `import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

createRoot(document.getElementById('root')!).render(<App />);
`,
  },
  {
    path: 'src/data.ts',
    content: `import { T } from './i18n';

export type Level = 'critical' | 'high' | 'moderate';
export type Alert = { id: number; level: Level; message: string; zone: string; at: string };

export const ZONES = T.zones;
export const MESSAGES = T.messages;
export const LEVELS: Level[] = ['critical', 'high', 'moderate'];

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
export const pick = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
`,
  },
  {
    path: 'src/i18n.ts',
    content: `export const T = ${JSON.stringify(TEXT[locale], null, 2)} as const;
`,
  },
  {
    path: 'src/App.tsx',
    content: `import { useEffect, useState } from 'react';
import { Activity, AlertTriangle, Radar, Shield, Users } from 'lucide-react';
import { type Alert, LEVELS, MESSAGES, ZONES, clamp, pick } from './data';
import { T } from './i18n';

export function App() {
  const [active, setActive] = useState(true);
  const [threats, setThreats] = useState(127);
  const [uptime, setUptime] = useState(99.8);
  const [operators, setOperators] = useState(24);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([T.initialised]);

  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => {
      setUptime((u) => clamp(+(u + (Math.random() - 0.5) * 0.2).toFixed(1), 98, 100));
      setOperators((o) => clamp(o + Math.round(Math.random() * 2 - 1), 20, 30));
      if (Math.random() < 0.3) {
        const alert: Alert = { id: Date.now(), level: pick(LEVELS), message: pick(MESSAGES), zone: pick(ZONES), at: new Date().toLocaleTimeString(T.timeLocale) };
        setAlerts((a) => [alert, ...a].slice(0, 6));
        setThreats((t) => t + 1);
        setBanner(\`\${alert.message} — \${alert.zone}\`);
      }
    }, 3000);
    return () => clearInterval(id);
  }, [active]);

  useEffect(() => {
    if (!banner) return;
    const id = setTimeout(() => setBanner(null), 3000);
    return () => clearTimeout(id);
  }, [banner]);

  useEffect(() => {
    const id = setInterval(() => setLog((l) => [\`Heartbeat \${new Date().toLocaleTimeString(T.timeLocale)}\`, ...l].slice(0, 8)), 30000);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F12') { e.preventDefault(); setBanner(T.f12); }
    };
    window.addEventListener('keydown', onKey);
    return () => { clearInterval(id); window.removeEventListener('keydown', onKey); };
  }, []);

  return (
    <div className="cc">
      <header>
        <div className="brand"><Shield size={22} /> <strong>{T.title}</strong></div>
        <button className={active ? 'status on' : 'status'} onClick={() => setActive((a) => !a)}>
          <Radar size={16} /> {active ? T.active : T.standby}
        </button>
      </header>
      {banner && <div className="banner" role="alert"><AlertTriangle size={16} /> {banner}</div>}
      <section className="stats">
        <div className="stat"><AlertTriangle /><span>{T.threats}</span><b>{threats}</b></div>
        <div className="stat"><Activity /><span>{T.uptime}</span><b>{uptime.toFixed(1)} %</b></div>
        <div className="stat"><Users /><span>{T.operators}</span><b>{operators}</b></div>
      </section>
      <section className="grid">
        <div className="panel">
          <h2>{T.alerts}</h2>
          {alerts.length === 0 ? <p className="muted">{T.noAlerts}</p> : (
            <ul>{alerts.map((a) => <li key={a.id} className={'lvl ' + a.level}><span>{a.at}</span> <b>{T.levels[a.level]}</b> {a.message} <em>{a.zone}</em></li>)}</ul>
          )}
        </div>
        <div className="panel">
          <h2>{T.log}</h2>
          <ul>{log.map((l, i) => <li key={i}>{l}</li>)}</ul>
        </div>
      </section>
    </div>
  );
}
`,
  },
  {
    path: 'src/styles.css',
    content: `body { margin: 0; font-family: system-ui, sans-serif; background: #070d19; color: #dbe4f0; }
.cc { padding: 1.25rem; }
header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.brand { display: flex; gap: .5rem; align-items: center; color: #60a5fa; }
.status { display: flex; gap: .4rem; align-items: center; background: #1e293b; color: #cbd5e1; border: 1px solid #334155; border-radius: 999px; padding: .4rem .9rem; cursor: pointer; }
.status.on { background: #052e16; color: #4ade80; border-color: #166534; }
.banner { margin-top: 1rem; display: flex; gap: .5rem; align-items: center; background: #450a0a; border: 1px solid #b91c1c; padding: .6rem .9rem; border-radius: 8px; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: .75rem; margin: 1rem 0; }
.stat { background: #0f172a; border: 1px solid #1e293b; border-radius: 10px; padding: .9rem; display: grid; gap: .3rem; }
.stat span { color: #94a3b8; font-size: .85rem; } .stat b { font-size: 1.6rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: .75rem; }
.panel { background: #0f172a; border: 1px solid #1e293b; border-radius: 10px; padding: .9rem; }
.panel h2 { font-size: 1rem; margin: 0 0 .6rem; }
.panel ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .35rem; font-size: .85rem; }
.lvl { border-left: 3px solid #f59e0b; padding-left: .5rem; } .lvl.critical { border-color: #ef4444; } .lvl.moderate { border-color: #3b82f6; }
.lvl span { color: #94a3b8; } .lvl em { color: #94a3b8; }
.muted { color: #64748b; }
`,
  },
];
}

export const COMMAND_CENTER_PROJECT: ProjectFile[] = commandCenterProject('fr');
