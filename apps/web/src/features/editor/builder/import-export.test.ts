import { describe, expect, it } from 'vitest';
import { exportFileName, LIMITS, parseImport, serialiseExport, toExported } from './import-export';

const project = { name: 'p', files: [{ path: 'index.html', content: '<h1>a</h1>' }, { path: 'a.ts', content: 'x' }, { path: 'b.css', content: '' }] };

describe('import and export', () => {
  it('export: name, files map, metadata; 2-space JSON; dated file name; round trip', () => {
    const now = new Date('2026-08-30T10:00:00Z');
    expect(toExported(project, now)).toEqual({
      name: 'p',
      files: { 'index.html': '<h1>a</h1>', 'a.ts': 'x', 'b.css': '' },
      metadata: { created: '2026-08-30T10:00:00.000Z', generator: 'OV Sentinel Builder', version: '1.0.0' },
    });
    const text = serialiseExport(project, now);
    expect(text.split('\n')[1]).toBe('  "name": "p",');
    expect(exportFileName(now)).toBe('sentinel-project-2026-08-30.json');
    const back = parseImport(exportFileName(now), text);
    expect(back).toEqual({ ok: true, project });
  });

  it('rejects anything but a .json with a valid files object', () => {
    const good = JSON.stringify({ files: { 'a.js': '1' } });
    expect(parseImport('p.json', good).ok).toBe(true);
    expect(parseImport('p.txt', good)).toEqual({ ok: false, reason: 'extension' });
    expect(parseImport('p.json', '{not json')).toEqual({ ok: false, reason: 'json' });
    expect(parseImport('p.json', '[]').ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: [] })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: {} })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: { '../evil.js': 'x' } }))).toEqual({ ok: false, reason: 'path' });
    expect(parseImport('p.json', JSON.stringify({ files: { '/abs.js': 'x' } })).ok).toBe(false);
    expect(parseImport('p.json', JSON.stringify({ files: { 'a.js': 1 } }))).toEqual({ ok: false, reason: 'content' });
    expect(parseImport('p.json', JSON.stringify({ files: { 'a.js': 'x'.repeat(LIMITS.fileBytes + 1) } }))).toEqual({ ok: false, reason: 'file-size' });
    expect(parseImport('p.json', JSON.stringify({ files: { 'a\\b.js': 'x' } }))).toEqual({ ok: false, reason: 'path' });
    expect(parseImport('p.json', JSON.stringify({ files: { ['x'.repeat(LIMITS.pathLength + 1)]: 'x' } }))).toEqual({ ok: false, reason: 'path' });
    const many = Object.fromEntries(Array.from({ length: LIMITS.files + 1 }, (_, i) => [`f${i}.js`, '']));
    expect(parseImport('p.json', JSON.stringify({ files: many }))).toEqual({ ok: false, reason: 'count' });
  });
});
