import type { ProjectFile } from '@ov/shared';
import type { Catalog } from '@/lib/i18n';

/** Starter projects behind the sidebar's Templates links; plain HTML/CSS/JS so they run in the preview offline. */
export type TemplateKind = 'security' | 'defense' | 'docs';
export type TemplateFile = ProjectFile;
export type Template = { id: keyof Catalog<'templates'>['items']; kind: TemplateKind; category: string; files: (lang: 'fr' | 'en') => TemplateFile[] };

const page = (lang: string, title: string, body: string, script: boolean) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
${body}
${script ? '    <script src="script.js"></script>\n' : ''}  </body>
</html>
`;

const CSS = `:root { color-scheme: dark; --accent: #34d399; }
body { margin: 0; font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; }
main { max-width: 960px; margin: 0 auto; padding: 2rem 1rem; }
h1 { margin-top: 0; }
.card { background: #1e293b; border: 1px solid #334155; border-radius: 0.75rem; padding: 1rem; margin-bottom: 1rem; }
label { display: block; margin: 0.75rem 0 0.25rem; font-weight: 600; }
input, select, textarea { width: 100%; box-sizing: border-box; padding: 0.5rem; border-radius: 0.5rem; border: 1px solid #475569; background: #0f172a; color: inherit; }
button { margin-top: 1rem; padding: 0.6rem 1rem; border: 0; border-radius: 0.5rem; background: var(--accent); color: #0f172a; font-weight: 700; cursor: pointer; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #334155; }
.grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
.metric { font-size: 2rem; font-weight: 800; color: var(--accent); }
.sev-high { color: #f87171; } .sev-medium { color: #fbbf24; } .sev-low { color: #34d399; }
`;

const T = {
  fr: {
    incident: 'Signalement d’incident',
    severity: 'Gravité',
    high: 'Élevée',
    medium: 'Moyenne',
    low: 'Faible',
    description: 'Description',
    submit: 'Enregistrer',
    reports: 'Incidents enregistrés',
    access: 'Journal de contrôle d’accès',
    badge: 'Badge',
    zone: 'Zone',
    time: 'Heure',
    result: 'Résultat',
    granted: 'Autorisé',
    denied: 'Refusé',
    ops: 'Tableau de bord opérationnel',
    units: 'Unités déployées',
    alerts: 'Alertes actives',
    readiness: 'Disponibilité',
    alertMonitor: 'Surveillance des alertes',
    start: 'Démarrer la surveillance',
    stop: 'Arrêter',
    guide: 'Guide utilisateur',
    intro: 'Introduction',
    install: 'Installation',
    usage: 'Utilisation',
    api: 'Référence de l’API',
    endpoint: 'Point d’accès',
    method: 'Méthode',
    desc: 'Description',
  },
  en: {
    incident: 'Incident report',
    severity: 'Severity',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    description: 'Description',
    submit: 'Save',
    reports: 'Recorded incidents',
    access: 'Access control log',
    badge: 'Badge',
    zone: 'Zone',
    time: 'Time',
    result: 'Result',
    granted: 'Granted',
    denied: 'Denied',
    ops: 'Operations dashboard',
    units: 'Deployed units',
    alerts: 'Active alerts',
    readiness: 'Readiness',
    alertMonitor: 'Alert monitor',
    start: 'Start monitoring',
    stop: 'Stop',
    guide: 'User guide',
    intro: 'Introduction',
    install: 'Installation',
    usage: 'Usage',
    api: 'API reference',
    endpoint: 'Endpoint',
    method: 'Method',
    desc: 'Description',
  },
} as const;

type Texts = (typeof T)[keyof typeof T];

/**
 * One starter as data: its page title (a key of `T`), the markup inside `<main>` after the `<h1>`, and either a
 * script (interactive starters) or nothing (documentation starters, which ship a README naming them instead).
 */
type Starter = Omit<Template, 'files'> & { title: keyof Texts; body: (t: Texts) => string; script?: (t: Texts) => string };

/** The files of a starter in one language: index.html, the shared style.css, then script.js or README.md. */
const build = ({ title, body, script, ...meta }: Starter): Template => ({
  ...meta,
  files: (l) => {
    const t = T[l];
    const main = `    <main>\n      <h1>${t[title]}</h1>\n${body(t)}\n    </main>`;
    return [
      { path: 'index.html', content: page(l, t[title], main, Boolean(script)) },
      { path: 'style.css', content: CSS },
      script ? { path: 'script.js', content: script(t) } : { path: 'README.md', content: `# ${t[title]}\n` },
    ];
  },
});

const STARTERS: Starter[] = [
  {
    id: 'incident-report',
    kind: 'security',
    category: 'security',
    title: 'incident',
    body: (t) => `      <form id="form" class="card">
        <label for="sev">${t.severity}</label>
        <select id="sev"><option value="high">${t.high}</option><option value="medium">${t.medium}</option><option value="low">${t.low}</option></select>
        <label for="desc">${t.description}</label>
        <textarea id="desc" rows="4" required></textarea>
        <button type="submit">${t.submit}</button>
      </form>
      <h2>${t.reports}</h2>
      <ul id="list"></ul>`,
    script: (t) => `const labels = { high: '${t.high}', medium: '${t.medium}', low: '${t.low}' };
const list = document.getElementById('list');
document.getElementById('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const sev = document.getElementById('sev').value;
  const desc = document.getElementById('desc');
  if (!desc.value.trim()) return;
  const li = document.createElement('li');
  li.className = 'card sev-' + sev;
  li.textContent = new Date().toLocaleString() + ' — ' + labels[sev] + ' — ' + desc.value.trim();
  list.prepend(li);
  desc.value = '';
});
`,
  },
  {
    id: 'access-control',
    kind: 'security',
    category: 'security',
    title: 'access',
    body: (t) =>
      `      <div class="card"><table><thead><tr><th>${t.time}</th><th>${t.badge}</th><th>${t.zone}</th><th>${t.result}</th></tr></thead><tbody id="rows"></tbody></table></div>`,
    script: (t) => `const zones = ['A1', 'B2', 'C3', 'PC'];
const rows = document.getElementById('rows');
function addEvent() {
  const ok = Math.random() > 0.2;
  const tr = document.createElement('tr');
  const cells = [new Date().toLocaleTimeString(), 'B-' + Math.floor(1000 + Math.random() * 9000), zones[Math.floor(Math.random() * zones.length)], ok ? '${t.granted}' : '${t.denied}'];
  for (const c of cells) { const td = document.createElement('td'); td.textContent = c; tr.appendChild(td); }
  tr.className = ok ? 'sev-low' : 'sev-high';
  rows.prepend(tr);
  while (rows.children.length > 12) rows.lastChild.remove();
}
for (let i = 0; i < 5; i++) addEvent();
setInterval(addEvent, 3000);
`,
  },
  {
    id: 'ops-dashboard',
    kind: 'defense',
    category: 'defense',
    title: 'ops',
    body: (t) => `      <div class="grid">
        <div class="card"><div>${t.units}</div><div class="metric" id="units">24</div></div>
        <div class="card"><div>${t.alerts}</div><div class="metric" id="alerts">3</div></div>
        <div class="card"><div>${t.readiness}</div><div class="metric" id="ready">99.8%</div></div>
      </div>`,
    script: () => `const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
let units = 24, alerts = 3, ready = 99.8;
setInterval(() => {
  units = clamp(units + Math.round(Math.random() * 2 - 1), 20, 30);
  alerts = clamp(alerts + Math.round(Math.random() * 2 - 1), 0, 6);
  ready = clamp(ready + (Math.random() - 0.5) / 5, 98, 100);
  document.getElementById('units').textContent = units;
  document.getElementById('alerts').textContent = alerts;
  document.getElementById('ready').textContent = ready.toFixed(1) + '%';
}, 3000);
`,
  },
  {
    id: 'alert-monitor',
    kind: 'defense',
    category: 'defense',
    title: 'alertMonitor',
    body: (t) => `      <button id="toggle" type="button">${t.start}</button>
      <ul id="alerts"></ul>`,
    script: (t) => `const levels = [['high', '${t.high}'], ['medium', '${t.medium}'], ['low', '${t.low}']];
const btn = document.getElementById('toggle');
const list = document.getElementById('alerts');
let timer = null;
btn.addEventListener('click', () => {
  if (timer) { clearInterval(timer); timer = null; btn.textContent = '${t.start}'; return; }
  btn.textContent = '${t.stop}';
  timer = setInterval(() => {
    if (Math.random() > 0.3) return;
    const [cls, label] = levels[Math.floor(Math.random() * levels.length)];
    const li = document.createElement('li');
    li.className = 'card sev-' + cls;
    li.textContent = new Date().toLocaleTimeString() + ' — ' + label;
    list.prepend(li);
    while (list.children.length > 6) list.lastChild.remove();
  }, 3000);
});
`,
  },
  {
    id: 'user-guide',
    kind: 'docs',
    category: 'other',
    title: 'guide',
    body: (t) => `      <nav class="card"><a href="#intro">${t.intro}</a> · <a href="#install">${t.install}</a> · <a href="#usage">${t.usage}</a></nav>
      <section id="intro" class="card"><h2>${t.intro}</h2><p>…</p></section>
      <section id="install" class="card"><h2>${t.install}</h2><pre><code>npm install</code></pre></section>
      <section id="usage" class="card"><h2>${t.usage}</h2><p>…</p></section>`,
  },
  {
    id: 'api-reference',
    kind: 'docs',
    category: 'other',
    title: 'api',
    body: (t) => `      <div class="card"><table>
        <thead><tr><th>${t.method}</th><th>${t.endpoint}</th><th>${t.desc}</th></tr></thead>
        <tbody>
          <tr><td>GET</td><td>/api/health</td><td>…</td></tr>
          <tr><td>POST</td><td>/api/incidents</td><td>…</td></tr>
        </tbody>
      </table></div>`,
  },
];

export const TEMPLATES: Template[] = STARTERS.map(build);

export const templatesOf = (kind: TemplateKind) => TEMPLATES.filter((t) => t.kind === kind);
