import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const tmp = () => mkdtempSync(join(tmpdir(), 'ov-env-'));

describe('config', () => {
  it('has documented defaults: port 3000, loopback host, ./.data, offline AI', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: dir, ai: { provider: 'offline' }, rateLimitDisabled: false });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('generates a JWT secret once, stores it 0600 in DATA_DIR, and reuses it', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(a);
  });

  it('refuses a short JWT_SECRET in production, and half an admin pair', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development', JWT_SECRET: 'short' }).jwtSecret).toBe('short');
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('runs one process unless WEB_CONCURRENCY asks for more, which needs DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY.*DATABASE_URL/);
    expect(loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('trusts no proxy unless TRUST_PROXY gives a hop count from 0 to 10', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('honours RATE_LIMIT_DISABLED only when NODE_ENV=test', () => {
    expect(loadConfig({ DATA_DIR: tmp(), RATE_LIMIT_DISABLED: '1' }).rateLimitDisabled).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), RATE_LIMIT_DISABLED: '1', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).rateLimitDisabled).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), RATE_LIMIT_DISABLED: '1', NODE_ENV: 'test' }).rateLimitDisabled).toBe(true);
  });

  it('reads SMTP_URL only with PUBLIC_URL (links in e-mails never come from a request), MAIL_FROM defaulting to it', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).smtp).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtp://mail.example:587' })).toThrow(/PUBLIC_URL/);
    const c = loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://sentinel.example/' });
    expect(c.publicUrl).toBe('https://sentinel.example');
    expect(c.smtp).toEqual({ url: 'smtp://mail.example:587', from: 'OV Sentinel <no-reply@sentinel.example>' });
    expect(loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtp://m:25', PUBLIC_URL: 'https://s.example', MAIL_FROM: 'a@b.c' }).smtp?.from).toBe('a@b.c');
  });

  it('parses the AI settings, with the provider key fallbacks', () => {
    const d = tmp();
    expect(loadConfig({ DATA_DIR: d, AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k1', AI_MODEL: 'm' }).ai).toEqual({
      provider: 'anthropic',
      model: 'm',
      apiKey: 'k1',
      timeoutMs: 60_000,
    });
    expect(loadConfig({ DATA_DIR: d, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k2', AI_API_KEY: 'k3' }).ai.apiKey).toBe('k3');
    expect(
      loadConfig({ DATA_DIR: d, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai,
    ).toEqual({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', timeoutMs: 60_000 });
    expect(loadConfig({ DATA_DIR: d, AI_TIMEOUT_MS: '15000' }).ai.timeoutMs).toBe(15_000);
    expect(() => loadConfig({ DATA_DIR: d, AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: d, AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ DATA_DIR: d, AI_PROVIDER: 'skynet' })).toThrow();
    expect(loadConfig({ DATA_DIR: d, CORS_ORIGINS: 'https://a.example, null ,' }).corsOrigins).toEqual(['https://a.example']);
  });
});
