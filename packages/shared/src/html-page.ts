/**
 * The index.html every sample and starter project begins with (the editor's samples, the builder's default and
 * fallback apps, the preview's samples): one scaffold instead of a copy per sample.
 */
export type HtmlPageOptions = {
  title: string;
  lang?: string;
  /** A stylesheet linked from the head (static pages: 'style.css'). */
  stylesheet?: string;
  /** The page's body, written without indentation (it is indented here). */
  body: string;
  /** A classic script loaded at the end of the body (static pages: 'script.js'). */
  script?: string;
};

const indent = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => (l ? `    ${l}` : l))
    .join('\n');

export function htmlPage({ title, lang = 'fr', stylesheet, body, script }: HtmlPageOptions): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `<title>${title}</title>`,
    ...(stylesheet ? [`<link rel="stylesheet" href="${stylesheet}" />`] : []),
  ].join('\n');
  const end = script ? `\n<script src="${script}"></script>` : '';
  return `<!doctype html>\n<html lang="${lang}">\n  <head>\n${indent(head)}\n  </head>\n  <body>\n${indent(body + end)}\n  </body>\n</html>\n`;
}

/** The page of a React project: a #root element and the module entry src/main.tsx (Vite's layout). */
export const reactPage = (title: string, lang = 'fr'): string =>
  htmlPage({ title, lang, body: '<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>' });

/** The module entry of a React project (src/main.tsx): renders `App` in StrictMode into #root, with its stylesheet. */
export const reactMain = ({ app = '{ App }', css }: { app?: '{ App }' | 'App'; css: string }): string =>
  `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ${app} from './App';
import './${css}';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;
