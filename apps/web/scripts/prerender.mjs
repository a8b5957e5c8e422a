#!/usr/bin/env node
// After `vite build`: renders the landing page (`/`) to HTML in French and English with the app's own components
// (a `vite build --ssr` of src/prerender.tsx) and writes dist/index.fr.html and dist/index.en.html: dist/index.html
// with that HTML inside #root, and the page's title, description and canonical link. The server sends one of them for
// `/` by Accept-Language; the app hydrates it, or replaces it when this visitor's page differs (signed in, banner
// dismissed, other language or theme). See docs/decisions/123-landing-prerender.md and 230-landing-hydration.md.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = `${web}dist/`;
// Inside node_modules so the bundle resolves react, react-dom, i18next… like the app does; never committed.
const out = `${web}node_modules/.prerender/`;

const build = spawnSync('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: web,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { renderLanding } = await import(pathToFileURL(`${out}prerender.js`).href);
const shell = readFileSync(`${dist}index.html`, 'utf8');

for (const lang of ['fr', 'en']) {
  const page = await renderLanding(lang);
  // The page's own <title>, description and canonical link (its <PageMeta>, decision 147) replace the shell's title;
  // marked data-static-head, they are removed when the app takes over and its PageMeta renders the same tags.
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-head');
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace(/<title[^>]*>[^<]*<\/title>/, head);
  // The page is readable before any script runs, so the app's modules load after the first paint (public/boot.js
  // reads these two tags): the HTML and the stylesheet alone decide when the visitor sees the page.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  for (const m of [entry, ...preloads]) html = html.replace(m[0], '');
  html = html.replace(
    '<script src="/boot.js"></script>',
    `<meta name="ov-entry" content="${entry[1]}" />\n    <meta name="ov-preload" content="${preloads.map((m) => m[1]).join(' ')}" />\n    <script src="/boot.js"></script>`,
  );
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('dist/index.html has no empty <div id="root">');
  // The page goes inside #root, where the app hydrates it (decision 230) for the visitor it was rendered for;
  // data-prerender (its language) lets boot.js's classes hide what that visitor would not see until the app commits
  // (the root layout's dropPrerender). Not inert (decision 298): the prompt box takes what is typed before the app
  // takes over, which carries it on; boot.js keeps the copy's forms from submitting without the app.
  html = html.replace(root, `<div id="root" data-prerender="${lang}">${page.html}</div>`);
  writeFileSync(`${dist}index.${lang}.html`, html);
  process.stdout.write(`prerendered / (${lang}): ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB\n`);
}
rmSync(out, { recursive: true, force: true });
process.exit(0);
