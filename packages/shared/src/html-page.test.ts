import { describe, expect, it } from 'vitest';
import { htmlPage, reactPage } from './html-page';

describe('htmlPage', () => {
  it('writes the page head and indents the body; a static page links its stylesheet and script', () => {
    const html = htmlPage({ title: 'Radar', stylesheet: 'style.css', body: '<main>\n  <h1>Radar</h1>\n</main>', script: 'script.js' });
    expect(html).toBe(
      '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
        '    <title>Radar</title>\n    <link rel="stylesheet" href="style.css" />\n  </head>\n  <body>\n    <main>\n      <h1>Radar</h1>\n    </main>\n' +
        '    <script src="script.js"></script>\n  </body>\n</html>\n',
    );
  });

  it('a React page has the root element and the module entry, in the given language', () => {
    const html = reactPage('Centre', 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n');
    expect(html).not.toContain('stylesheet');
  });
});
