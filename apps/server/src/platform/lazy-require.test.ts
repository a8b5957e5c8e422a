import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Faker } from '@faker-js/faker';
import type * as Franc from 'franc-min';
import type * as Otplib from 'otplib';
import type * as Parse5 from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyRequire } from './lazy-require';

describe('lazyRequire', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ov-lazy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the module on the first call, not before, and only once', () => {
    const file = join(dir, 'counted.cjs');
    writeFileSync(file, 'globalThis.__ovLoads = (globalThis.__ovLoads ?? 0) + 1; module.exports = { answer: 42 };');
    const g = globalThis as { __ovLoads?: number };
    const mod = lazyRequire<{ answer: number }>('./counted.cjs', pathToFileURL(join(dir, 'here.js')).href);
    expect(g.__ovLoads).toBeUndefined();
    expect(mod().answer).toBe(42);
    expect(mod()).toBe(mod());
    expect(g.__ovLoads).toBe(1);
  });

  // The ES-only dependencies the server loads on first use (decision 267): Node ≥ 20.19 requires them synchronously,
  // so their first use (a sample row, a long prompt, an HTML page, a TOTP code) needs no await and cannot fail for it.
  it('loads the ES-module dependencies synchronously, ready to use on the first call', () => {
    const faker = lazyRequire<{ faker: Faker }>('@faker-js/faker/locale/fr', import.meta.url)().faker;
    faker.seed(1);
    expect(faker.person.lastName()).toMatch(/^\p{L}/u);
    const { franc } = lazyRequire<typeof Franc>('franc-min', import.meta.url)();
    expect(franc('Je voudrais une application pour suivre les visites du site', { only: ['fra', 'eng'] })).toBe('fra');
    const { parse } = lazyRequire<typeof Parse5>('parse5', import.meta.url)();
    expect(parse('<p>ok</p>').childNodes.length).toBeGreaterThan(0);
    const otp = lazyRequire<typeof Otplib>('otplib', import.meta.url)();
    expect(otp.generateSecret()).toMatch(/^[A-Z2-7]+=*$/);
  });
});
