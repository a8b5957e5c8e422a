import type { ProjectFile } from '@ov/shared';
import { htmlPage } from '@ov/shared';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Spec §8: the builder's autonomous fallback app (index.html, style.css, script.js, prompt as title). */
export function fallbackProject(prompt: string): ProjectFile[] {
  const title = escapeHtml(prompt.trim().slice(0, 120) || 'Sentinel');
  return [
    {
      path: 'index.html',
      content: htmlPage({
        title,
        stylesheet: 'style.css',
        body: `<header>
  <h1>${title}</h1>
  <p class="subtitle">Projet autonome généré par Sentinel Builder (mode secours)</p>
</header>
<main>
  <section class="panel">
    <h2>Statut</h2>
    <p>Système : <strong id="status">en veille</strong></p>
    <button id="toggle" type="button">Activer</button>
  </section>
  <section class="panel">
    <h2>Journal</h2>
    <ul id="log"></ul>
  </section>
</main>`,
        script: 'script.js',
      }),
    },
    {
      path: 'style.css',
      content: `* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; }
header { padding: 24px; border-bottom: 1px solid #1e293b; }
h1 { margin: 0; font-size: 1.6rem; }
.subtitle { color: #94a3b8; margin: 4px 0 0; }
main { display: grid; gap: 16px; padding: 24px; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
.panel { background: #111827; border: 1px solid #1e293b; border-radius: 12px; padding: 16px; }
button { background: #10b981; color: #04130d; border: 0; border-radius: 8px; padding: 8px 14px; font-weight: 600; cursor: pointer; }
#log { padding-left: 18px; color: #cbd5e1; }
`,
    },
    {
      path: 'script.js',
      content: `const statusEl = document.getElementById('status');
const toggle = document.getElementById('toggle');
const log = document.getElementById('log');
let active = false;

function addLog(message) {
  const li = document.createElement('li');
  li.textContent = new Date().toLocaleTimeString('fr-FR') + ' — ' + message;
  log.prepend(li);
  while (log.children.length > 6) log.lastChild.remove();
}

toggle.addEventListener('click', () => {
  active = !active;
  statusEl.textContent = active ? 'actif' : 'en veille';
  toggle.textContent = active ? 'Mettre en veille' : 'Activer';
  addLog(active ? 'Système activé' : 'Système en veille');
});

addLog('Application prête');
`,
    },
  ];
}
