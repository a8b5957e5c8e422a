import { htmlPage } from '@ov/shared';
import type { BuilderProject } from '../builder/import-export';

/** The project shown before anything is stored: a small static page the preview runs without bundling. */
export function sentinelStarterProject(): BuilderProject {
  return {
    name: 'sentinel-project',
    files: [
      {
        path: 'index.html',
        content: htmlPage({
          title: 'Sentinel Builder',
          stylesheet: 'style.css',
          body: `<main class="card">
  <h1>Sentinel Builder</h1>
  <p>Décrivez votre application dans l'onglet IA Chat, ou modifiez ces fichiers.</p>
  <button id="ping" type="button">Tester</button>
  <p id="out" aria-live="polite"></p>
</main>`,
          script: 'script.js',
        }),
      },
      {
        path: 'style.css',
        content: `body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; }
.card { max-width: 480px; padding: 32px; border-radius: 16px; background: #111827; border: 1px solid #1e293b; }
button { background: #10b981; color: #04130d; border: 0; border-radius: 8px; padding: 8px 14px; font-weight: 600; cursor: pointer; }
`,
      },
      {
        path: 'script.js',
        content: `document.getElementById('ping').addEventListener('click', () => {
  document.getElementById('out').textContent = 'Sentinel opérationnel';
});
`,
      },
    ],
  };
}
