import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every literal key passed to t('...') in our source exists in the French catalog (English is kept equal by catalogs.test.ts).
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'locales' || f === 'test' ? [] : walk(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

const catalogs = new Map<string, Record<string, unknown>>();
const catalog = (ns: string) => {
  if (!catalogs.has(ns)) {
    try {
      catalogs.set(ns, JSON.parse(readFileSync(join(here, 'fr', `${ns}.json`), 'utf8')));
    } catch {
      catalogs.set(ns, {});
    }
  }
  return catalogs.get(ns)!;
};
const has = (ns: string, key: string) => {
  const lookup = (k: string) => k.split('.').reduce<unknown>((o, p) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[p] : undefined), catalog(ns));
  const found = lookup(key);
  // an array is read whole with { returnObjects: true } (lists of steps, examples…)
  if (Array.isArray(found)) return found.every((v) => typeof v === 'string');
  return typeof found === 'string' || typeof lookup(`${key}_one`) === 'string' || typeof lookup(`${key}_other`) === 'string';
};

describe('translation keys used in the code', () => {
  it('all exist in the catalogs', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of walk(src)) {
      const code = readFileSync(file, 'utf8');
      // useTranslation('ns') or useTranslation(['ns', 'common']): plain keys belong to the first namespace
      const ns = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(code)?.[1] ?? 'common';
      for (const m of code.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const raw = m[1]!;
        const [n, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [ns, raw];
        checked++;
        if (!has(n, key)) missing.push(`${relative(src, file)}: ${n}:${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});
