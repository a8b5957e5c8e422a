import type { ProjectFile } from '@ov/shared';
import { htmlPage } from '@ov/shared';

// The sample demo page of spec §2 and §4: a French defense dashboard (plain HTML/CSS/JS). A button toggles the
// system active or standby; while active, every 3 s a new alert arrives with a 30% chance (at most 6 kept);
// uptime stays within 98.0–100.0, operators within 20–30; banners vanish after 3 s; a heartbeat is logged every
// 30 s; F12 shows 'Accès développeur restreint - Clearance requise'.
export const DEFENSE_DASHBOARD_SAMPLE: ProjectFile[] = [
  {
    path: 'index.html',
    content: htmlPage({
      title: 'Centre de commandement — Défense',
      stylesheet: 'style.css',
      body: `<header class="top">
  <h1>Centre de commandement Sentinel</h1>
  <button id="toggle" type="button" aria-pressed="true">Système actif</button>
</header>
<div id="banner" class="banner" role="status" hidden></div>
<main>
  <section class="stats" aria-label="Indicateurs">
    <article><h2>Menaces détectées</h2><p id="threats">127</p></article>
    <article><h2>Disponibilité</h2><p id="uptime">99.8%</p></article>
    <article><h2>Opérateurs</h2><p id="operators">24</p></article>
  </section>
  <section aria-labelledby="alerts-title">
    <h2 id="alerts-title">Alertes en cours</h2>
    <ul id="alerts" class="alerts"></ul>
    <p id="empty" class="muted">Aucune alerte.</p>
  </section>
</main>`,
      script: 'script.js',
    }),
  },
  {
    path: 'style.css',
    content: `/* style.css */
:root { color-scheme: dark; --bg: #0b1220; --card: #121c2f; --accent: #22c55e; --warn: #f59e0b; --crit: #ef4444; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; background: var(--bg); color: #e2e8f0; }
.top { display: flex; justify-content: space-between; align-items: center; padding: 1rem 1.5rem; border-bottom: 1px solid #1e293b; }
h1 { font-size: 1.25rem; margin: 0; }
button { border: 0; border-radius: .5rem; padding: .5rem 1rem; font-weight: 600; cursor: pointer; background: var(--accent); color: #04120a; }
button[aria-pressed="false"] { background: #475569; color: #f8fafc; }
main { padding: 1.5rem; display: grid; gap: 1.5rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 1rem; }
.stats article { background: var(--card); border-radius: .75rem; padding: 1rem; }
.stats h2 { font-size: .8rem; text-transform: uppercase; color: #94a3b8; margin: 0 0 .5rem; }
.stats p { font-size: 1.75rem; font-weight: 700; margin: 0; }
.alerts { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
.alerts li { background: var(--card); border-left: 4px solid var(--warn); padding: .75rem 1rem; border-radius: .5rem; }
.alerts li.critique { border-color: var(--crit); }
.banner { margin: 1rem 1.5rem 0; padding: .75rem 1rem; border-radius: .5rem; background: #1e3a8a; }
.muted { color: #94a3b8; }
`,
  },
  {
    path: 'script.js',
    content: `// script.js
const MAX_ALERTS = 6;
const ZONES = ['Secteur Nord', 'Port autonome', 'Aéroport', 'Plateau', 'Frontière Est'];
const MESSAGES = ['Intrusion réseau détectée', 'Drone non identifié', 'Badge refusé', 'Anomalie DNS', 'Capteur hors ligne'];
const state = { active: true, threats: 127, uptime: 99.8, operators: 24, alerts: [] };

const $ = (id) => document.getElementById(id);
const clamp = (v, min, max) => Math.min(max, Math.max(min, v));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function banner(text) {
  const el = $('banner');
  el.textContent = text;
  el.hidden = false;
  clearTimeout(banner.timer);
  banner.timer = setTimeout(() => (el.hidden = true), 3000);
}

function render() {
  $('threats').textContent = String(state.threats);
  $('uptime').textContent = state.uptime.toFixed(1) + '%';
  $('operators').textContent = String(state.operators);
  const btn = $('toggle');
  btn.textContent = state.active ? 'Système actif' : 'Système en veille';
  btn.setAttribute('aria-pressed', String(state.active));
  $('alerts').innerHTML = '';
  for (const a of state.alerts) {
    const li = document.createElement('li');
    li.className = a.level;
    li.textContent = a.time + ' — ' + a.zone + ' : ' + a.message;
    $('alerts').appendChild(li);
  }
  $('empty').hidden = state.alerts.length > 0;
}

$('toggle').addEventListener('click', () => {
  state.active = !state.active;
  banner(state.active ? 'Système activé' : 'Système en veille');
  render();
});

setInterval(() => {
  if (!state.active) return;
  state.uptime = clamp(state.uptime + (Math.random() - 0.5) * 0.2, 98.0, 100.0);
  state.operators = clamp(state.operators + Math.round((Math.random() - 0.5) * 2), 20, 30);
  if (Math.random() < 0.3) {
    state.threats += 1;
    const alert = { zone: pick(ZONES), message: pick(MESSAGES), level: Math.random() < 0.3 ? 'critique' : 'eleve', time: new Date().toLocaleTimeString('fr-FR') };
    state.alerts = [alert, ...state.alerts].slice(0, MAX_ALERTS);
    banner('Nouvelle alerte : ' + alert.message);
  }
  render();
}, 3000);

setInterval(() => console.info('[heartbeat]', new Date().toISOString(), state.active ? 'actif' : 'veille'), 30000);

document.addEventListener('keydown', (e) => {
  if (e.key === 'F12') {
    e.preventDefault();
    // The preview frame has no allow-modals: the message is shown in the banner, not with alert().
    banner('Accès développeur restreint - Clearance requise');
  }
});

render();
`,
  },
];
