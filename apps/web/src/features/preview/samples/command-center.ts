import type { ProjectFile } from '../types';

// The /preview page's sample when the user has no current project (spec §2: a mock security command
// center). It runs through the preview engine like any project. Behaviour from spec §4 (sample demo page).
export const COMMAND_CENTER_PROJECT: ProjectFile[] = [
  {
    path: 'index.html',
    content: `<!doctype html>
<html lang="fr">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Centre de commandement</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
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
    content: `export type Alert = { id: number; level: 'critique' | 'élevé' | 'modéré'; message: string; zone: string; at: string };

export const ZONES = ['Secteur Nord', 'Port autonome', 'Aéroport FHB', 'Plateau', 'Frontière Est'];
export const MESSAGES = ['Intrusion réseau détectée', 'Drone non identifié', 'Badge refusé (3 tentatives)', 'Anomalie de trafic DNS', 'Capteur périmétrique hors ligne'];
export const LEVELS: Alert['level'][] = ['critique', 'élevé', 'modéré'];

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
export const pick = <T,>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
`,
  },
  {
    path: 'src/App.tsx',
    content: `import { useEffect, useState } from 'react';
import { Activity, AlertTriangle, Radar, Shield, Users } from 'lucide-react';
import { type Alert, LEVELS, MESSAGES, ZONES, clamp, pick } from './data';

export function App() {
  const [active, setActive] = useState(true);
  const [threats, setThreats] = useState(127);
  const [uptime, setUptime] = useState(99.8);
  const [operators, setOperators] = useState(24);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>(['Système initialisé']);

  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => {
      setUptime((u) => clamp(+(u + (Math.random() - 0.5) * 0.2).toFixed(1), 98, 100));
      setOperators((o) => clamp(o + Math.round(Math.random() * 2 - 1), 20, 30));
      if (Math.random() < 0.3) {
        const alert: Alert = { id: Date.now(), level: pick(LEVELS), message: pick(MESSAGES), zone: pick(ZONES), at: new Date().toLocaleTimeString('fr-FR') };
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
    const id = setInterval(() => setLog((l) => [\`Heartbeat \${new Date().toLocaleTimeString('fr-FR')}\`, ...l].slice(0, 8)), 30000);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F12') { e.preventDefault(); setBanner('Accès développeur restreint - Clearance requise'); }
    };
    window.addEventListener('keydown', onKey);
    return () => { clearInterval(id); window.removeEventListener('keydown', onKey); };
  }, []);

  return (
    <div className="cc">
      <header>
        <div className="brand"><Shield size={22} /> <strong>Centre de commandement sécurité</strong></div>
        <button className={active ? 'status on' : 'status'} onClick={() => setActive((a) => !a)}>
          <Radar size={16} /> {active ? 'Système actif' : 'En veille'}
        </button>
      </header>
      {banner && <div className="banner" role="alert"><AlertTriangle size={16} /> {banner}</div>}
      <section className="stats">
        <div className="stat"><AlertTriangle /><span>Menaces bloquées</span><b>{threats}</b></div>
        <div className="stat"><Activity /><span>Disponibilité</span><b>{uptime.toFixed(1)} %</b></div>
        <div className="stat"><Users /><span>Opérateurs en ligne</span><b>{operators}</b></div>
      </section>
      <section className="grid">
        <div className="panel">
          <h2>Alertes en cours</h2>
          {alerts.length === 0 ? <p className="muted">Aucune alerte pour le moment.</p> : (
            <ul>{alerts.map((a) => <li key={a.id} className={'lvl ' + a.level}><span>{a.at}</span> {a.message} <em>{a.zone}</em></li>)}</ul>
          )}
        </div>
        <div className="panel">
          <h2>Journal</h2>
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
.lvl { border-left: 3px solid #f59e0b; padding-left: .5rem; } .lvl.critique { border-color: #ef4444; } .lvl.modéré { border-color: #3b82f6; }
.lvl span { color: #94a3b8; } .lvl em { color: #94a3b8; }
.muted { color: #64748b; }
`,
  },
];
