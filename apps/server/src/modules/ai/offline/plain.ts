import type { Analysis } from './analyze';
import { escapeHtml, type ComposedApp } from './compose';
import { buildSampleData } from './sample-data';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A plain HTML/CSS/JS project (index.html, style.css, script.js) for requests that ask for no framework. */
export function composePlainApp(a: Analysis): ComposedApp {
  const d = buildSampleData(a);
  const e = a.entity;
  const withAlerts = a.modules.includes('alerts');
  const labels = {
    fr: {
      title: a.title,
      classification: 'DIFFUSION RESTREINTE',
      switchLang: 'English',
      switchLabel: "Passer l'interface en anglais",
      total: cap(e.fr.many) + ' suivis',
      active: 'Opérationnels',
      readiness: 'Disponibilité moyenne',
      register: 'Registre des ' + e.fr.many,
      search: 'Rechercher',
      searchPh: 'Rechercher un ' + e.fr.one + '...',
      status: 'Statut',
      all: 'Tous',
      name: 'Nom',
      location: 'Localisation',
      empty: 'Aucun résultat.',
      add: 'Ajouter un ' + e.fr.one,
      addBtn: 'Ajouter',
      errName: 'Le nom doit contenir au moins 3 caractères.',
      errLocation: 'La localisation est obligatoire.',
      added: 'Ajouté.',
      alerts: 'Alertes',
      ack: 'Acquitter',
      acked: 'Acquittée',
      footer: 'Généré hors ligne par Sentinel — données fictives de démonstration.',
      status_active: 'Opérationnel',
      status_standby: 'En veille',
      status_maintenance: 'Maintenance',
      status_offline: 'Hors ligne',
    },
    en: {
      title: a.title,
      classification: 'RESTRICTED',
      switchLang: 'Français',
      switchLabel: 'Switch the interface to French',
      total: cap(e.en.many) + ' tracked',
      active: 'Operational',
      readiness: 'Average readiness',
      register: cap(e.en.many) + ' register',
      search: 'Search',
      searchPh: 'Search a ' + e.en.one + '...',
      status: 'Status',
      all: 'All',
      name: 'Name',
      location: 'Location',
      empty: 'No results.',
      add: 'Add a ' + e.en.one,
      addBtn: 'Add',
      errName: 'The name needs at least 3 characters.',
      errLocation: 'The location is required.',
      added: 'Added.',
      alerts: 'Alerts',
      ack: 'Acknowledge',
      acked: 'Acknowledged',
      footer: 'Generated offline by Sentinel — fictitious demo data.',
      status_active: 'Operational',
      status_standby: 'Standby',
      status_maintenance: 'Maintenance',
      status_offline: 'Offline',
    },
  };
  const html = `<!doctype html>
<html lang="${a.lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(a.title)}</title>
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <p class="classification" data-i18n="classification"></p>
    <header>
      <h1 data-i18n="title"></h1>
      <button type="button" id="lang" class="ghost"></button>
    </header>
    <main>
      <section class="kpis" aria-live="polite">
        <div class="kpi"><span data-i18n="total"></span><strong id="kpi-total"></strong></div>
        <div class="kpi"><span data-i18n="active"></span><strong id="kpi-active"></strong></div>
        <div class="kpi"><span data-i18n="readiness"></span><strong id="kpi-readiness"></strong></div>
      </section>
${withAlerts ? '      <section class="panel" aria-labelledby="alerts-title"><h2 id="alerts-title" data-i18n="alerts"></h2><ul id="alerts" class="list"></ul></section>\n' : ''}      <section class="panel" aria-labelledby="register-title">
        <div class="panel-head">
          <h2 id="register-title" data-i18n="register"></h2>
          <div class="toolbar">
            <input id="search" type="search" data-ov-primary />
            <label class="inline"><span data-i18n="status"></span> <select id="status"></select></label>
          </div>
        </div>
        <table>
          <thead><tr><th scope="col">ID</th><th scope="col" data-i18n="name"></th><th scope="col" data-i18n="location"></th><th scope="col" data-i18n="status"></th></tr></thead>
          <tbody id="rows"></tbody>
        </table>
        <p id="empty" class="empty" hidden data-i18n="empty"></p>
      </section>
      <section class="panel" aria-labelledby="add-title">
        <h2 id="add-title" data-i18n="add"></h2>
        <form id="add-form" novalidate>
          <label><span data-i18n="name"></span> <input id="f-name" name="name" /></label>
          <label><span data-i18n="location"></span> <input id="f-location" name="location" /></label>
          <button type="submit" data-i18n="addBtn"></button>
        </form>
        <ul id="errors" class="errors" role="alert"></ul>
        <p id="notice" class="success" role="status"></p>
      </section>
    </main>
    <footer data-i18n="footer"></footer>
    <script src="script.js"></script>
  </body>
</html>
`;
  const records = d.records.map(({ id, name, status, location, readiness }) => ({ id, name, status, location, readiness }));
  const js = `'use strict';
// Generated offline by Sentinel. Everything the user types is rendered with textContent (no HTML injection).
(function () {
  var LABELS = ${JSON.stringify(labels, null, 2)};
  var STATUSES = ['active', 'standby', 'maintenance', 'offline'];
  var records = ${JSON.stringify(records, null, 2)};
  var alerts = ${JSON.stringify(d.alerts.map(({ id, title, severity, acknowledged }) => ({ id, title, severity, acknowledged })), null, 2)};
  var state = { lang: '${a.lang}', query: '', status: 'all' };

  function t(key) { return LABELS[state.lang][key] || key; }
  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function renderLabels() {
    document.documentElement.lang = state.lang;
    document.querySelectorAll('[data-i18n]').forEach(function (node) { node.textContent = t(node.getAttribute('data-i18n')); });
    var lang = document.getElementById('lang');
    lang.textContent = t('switchLang');
    lang.setAttribute('aria-label', t('switchLabel'));
    var search = document.getElementById('search');
    search.placeholder = t('searchPh');
    search.setAttribute('aria-label', t('search'));
    var select = document.getElementById('status');
    select.replaceChildren();
    ['all'].concat(STATUSES).forEach(function (s) {
      var option = el('option', s === 'all' ? t('all') : t('status_' + s));
      option.value = s;
      option.selected = s === state.status;
      select.appendChild(option);
    });
    document.getElementById('f-name').setAttribute('aria-label', t('name'));
  }

  function renderRows() {
    var q = state.query.trim().toLowerCase();
    var visible = records.filter(function (r) {
      return (state.status === 'all' || r.status === state.status) && (!q || (r.name + ' ' + r.id + ' ' + r.location).toLowerCase().indexOf(q) !== -1);
    });
    var body = document.getElementById('rows');
    body.replaceChildren();
    visible.forEach(function (r) {
      var tr = document.createElement('tr');
      tr.appendChild(el('td', r.id, 'mono'));
      tr.appendChild(el('td', r.name));
      tr.appendChild(el('td', r.location));
      var td = document.createElement('td');
      td.appendChild(el('span', t('status_' + r.status), 'badge status-' + r.status));
      tr.appendChild(td);
      body.appendChild(tr);
    });
    document.getElementById('empty').hidden = visible.length > 0;
    document.getElementById('kpi-total').textContent = String(records.length);
    document.getElementById('kpi-active').textContent = String(records.filter(function (r) { return r.status === 'active'; }).length);
    var avg = records.reduce(function (s, r) { return s + r.readiness; }, 0) / Math.max(records.length, 1);
    document.getElementById('kpi-readiness').textContent = Math.round(avg) + ' %';
  }

  function renderAlerts() {
    var list = document.getElementById('alerts');
    if (!list) return;
    list.replaceChildren();
    alerts.forEach(function (a) {
      var li = el('li', undefined, a.acknowledged ? 'acked' : '');
      li.appendChild(el('span', a.severity.toUpperCase(), 'badge sev-' + a.severity));
      li.appendChild(el('span', a.title[state.lang], 'grow'));
      if (a.acknowledged) {
        li.appendChild(el('span', t('acked'), 'muted'));
      } else {
        var b = el('button', t('ack'));
        b.type = 'button';
        b.setAttribute('aria-label', t('ack') + ' ' + a.id);
        b.addEventListener('click', function () { a.acknowledged = true; renderAlerts(); });
        li.appendChild(b);
      }
      list.appendChild(li);
    });
  }

  function render() { renderLabels(); renderRows(); renderAlerts(); }

  document.getElementById('lang').addEventListener('click', function () { state.lang = state.lang === 'fr' ? 'en' : 'fr'; render(); });
  document.getElementById('search').addEventListener('input', function (ev) { state.query = ev.target.value; renderRows(); });
  document.getElementById('status').addEventListener('change', function (ev) { state.status = ev.target.value; renderRows(); });
  document.getElementById('add-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var name = document.getElementById('f-name').value.trim();
    var location = document.getElementById('f-location').value.trim();
    var errors = [];
    if (name.length < 3) errors.push(t('errName'));
    if (!location) errors.push(t('errLocation'));
    var list = document.getElementById('errors');
    list.replaceChildren();
    errors.forEach(function (msg) { list.appendChild(el('li', msg)); });
    document.getElementById('notice').textContent = '';
    if (errors.length) return;
    records.unshift({ id: 'NEW-' + (records.length + 1), name: name, status: 'standby', location: location, readiness: 50 });
    ev.target.reset();
    document.getElementById('notice').textContent = t('added');
    renderRows();
  });
  render();
})();
`;
  const css = `:root { color-scheme: dark; --bg: #0b1220; --panel: #111a2e; --line: #24324f; --text: #e2e8f0; --muted: #94a3b8; --accent: #38bdf8; font-family: system-ui, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 0 16px 32px; background: var(--bg); color: var(--text); }
.classification { margin: 0 -16px; padding: 4px; text-align: center; font-size: 12px; font-weight: 700; background: #7f1d1d; color: #fee2e2; }
header { display: flex; align-items: center; justify-content: space-between; padding: 16px 0; }
h1 { margin: 0; font-size: 1.4rem; }
h2 { margin: 0 0 12px; font-size: 1.1rem; }
.kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; margin-bottom: 16px; }
.kpi { display: grid; gap: 4px; padding: 12px; border: 1px solid var(--line); border-radius: 10px; background: var(--panel); color: var(--muted); }
.kpi strong { font-size: 1.6rem; color: var(--text); }
.panel { padding: 16px; margin-bottom: 16px; border: 1px solid var(--line); border-radius: 12px; background: var(--panel); }
.panel-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; }
.toolbar, form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
label { display: grid; gap: 4px; color: var(--muted); }
.inline { display: inline-flex; align-items: center; }
input, select { padding: 6px 8px; border: 1px solid var(--line); border-radius: 8px; background: #0f172a; color: var(--text); font: inherit; }
button { padding: 6px 12px; border: 1px solid var(--accent); border-radius: 8px; background: var(--accent); color: #04111f; font: inherit; cursor: pointer; }
button.ghost { background: transparent; color: var(--text); border-color: var(--line); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 8px; text-align: left; border-bottom: 1px solid var(--line); }
th { color: var(--muted); }
.list { list-style: none; margin: 0; padding: 0; }
.list li { display: flex; align-items: center; gap: 8px; padding: 8px 0; border-bottom: 1px solid var(--line); }
.list li.acked { opacity: .6; }
.grow { flex: 1; }
.badge { padding: 2px 8px; border-radius: 999px; font-size: .75rem; background: var(--line); }
.status-active, .sev-low { background: #064e3b; color: #a7f3d0; }
.status-standby, .sev-medium { background: #1e3a8a; color: #bfdbfe; }
.status-maintenance, .sev-high { background: #78350f; color: #fde68a; }
.status-offline, .sev-critical { background: #7f1d1d; color: #fecaca; }
.mono { font-family: ui-monospace, monospace; }
.muted, footer { color: var(--muted); }
.empty { color: var(--muted); font-style: italic; }
.errors { color: #f87171; }
.success { color: #34d399; }
`;
  const fr = a.lang === 'fr';
  const features = fr
    ? ['Indicateurs clés calculés', `Registre des ${e.fr.many} avec recherche et filtre de statut`, 'Ajout validé (nom, localisation)', ...(withAlerts ? ["Liste d'alertes avec acquittement"] : []), 'Interface bilingue français / anglais']
    : ['Computed key indicators', `${cap(e.en.many)} register with search and status filter`, 'Validated creation (name, location)', ...(withAlerts ? ['Alert list with acknowledgement'] : []), 'Bilingual French / English interface'];
  return {
    files: [
      { path: 'index.html', content: html },
      { path: 'style.css', content: css },
      { path: 'script.js', content: js },
      {
        path: 'README.md',
        content: `# ${a.title}\n\n${fr ? 'Projet HTML/CSS/JS sans framework généré hors ligne par Sentinel. Ouvrez `index.html`.' : 'Framework-free HTML/CSS/JS project generated offline by Sentinel. Open `index.html`.'}\n\n${features.map((f) => `- ${f}`).join('\n')}\n`,
      },
    ],
    description: fr
      ? `Application HTML/CSS/JavaScript « ${a.title} » sans framework, autour des ${e.fr.many}.`
      : `Framework-free HTML/CSS/JavaScript application "${a.title}" around ${e.en.many}.`,
    features,
    techStack: ['HTML', 'CSS', 'JavaScript'],
    appType: 'html',
  };
}
