import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@ov/shared';

const dir = dirname(fileURLToPath(import.meta.url));
const load = (lang: string, ns: string) => JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(obj: unknown): unknown[] {
  if (typeof obj !== 'object' || obj === null) return [obj];
  return Object.values(obj).flatMap(values);
}

const namespaces = (lang: string) => readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();

describe('translation catalogs', () => {
  it('fr and en hold the same namespaces', () => {
    expect(namespaces('en')).toEqual(namespaces('fr'));
  });

  for (const ns of namespaces('fr')) {
    it(`${ns}: fr and en have the same keys and no empty text`, () => {
      const fr = load('fr', ns);
      const en = load('en', ns);
      expect(keys(en).sort()).toEqual(keys(fr).sort());
      for (const v of [...values(fr), ...values(en)]) {
        expect(typeof v).toBe('string');
        expect((v as string).trim()).not.toBe('');
      }
    });
  }

  it('every error code of @ov/shared has French and English text', () => {
    const fr = load('fr', 'errors');
    const en = load('en', 'errors');
    const missing = ERROR_CODES.filter((c) => !fr[c] || !en[c]);
    expect(missing).toEqual([]);
  });
});
