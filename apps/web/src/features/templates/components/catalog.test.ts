import { describe, expect, it } from 'vitest';
import { TEMPLATES, templatesOf } from './catalog';

describe('starter templates', () => {
  it.each(TEMPLATES.flatMap((t) => (['fr', 'en'] as const).map((lang) => [t.id, lang, t] as const)))(
    '%s (%s) ships a page titled like its heading, the shared style and a script or a README',
    (_id, lang, template) => {
      const files = template.files(lang);
      const html = files.find((f) => f.path === 'index.html')?.content ?? '';
      const title = /<title>(.*)<\/title>/.exec(html)?.[1];
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(files.map((f) => f.path)).toContain('style.css');
      const script = files.some((f) => f.path === 'script.js');
      expect(html.includes('<script src="script.js"></script>')).toBe(script);
      if (!script) expect(files.find((f) => f.path === 'README.md')?.content).toBe(`# ${title}\n`);
      expect(files).toHaveLength(3);
    },
  );

  it('translates the texts and sorts the starters by kind', () => {
    const [incident] = templatesOf('security');
    expect(incident?.files('fr')[0]?.content).toContain('<h1>Signalement d’incident</h1>');
    expect(incident?.files('en')[0]?.content).toContain('<h1>Incident report</h1>');
    expect(templatesOf('defense').map((t) => t.id)).toEqual(['ops-dashboard', 'alert-monitor']);
    expect(templatesOf('docs').map((t) => t.id)).toEqual(['user-guide', 'api-reference']);
  });
});
