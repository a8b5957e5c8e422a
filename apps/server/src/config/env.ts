import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS, PASSWORD_MIN_LENGTH, type AiProviderName } from '@ov/shared';

// The only reader of process.env (CONVENTIONS.md). Everything else receives a Config.

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v?.toLowerCase() === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JWT_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_DISABLED: flag,
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('offline'),
  AI_MODEL: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  /** Idle timeout of a real model's stream: no chunk for this long is a failure ("timeout"), nothing charged. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  ANTHROPIC_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Sample store listings on first start (decision 174); 0 turns them off (test processes set it). */
  STORE_SEED: z.enum(['0', '1', 'true', 'false']).default('1'),
  STORE_AUDIT_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  STORE_COMPLIANCE_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  CHROMIUM_PATH: z.string().optional(),
});

/** The AI provider's settings (AI_*), as modules/ai/providers takes them. */
export type AiConfig = {
  provider: AiProviderName;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  /** Idle timeout between two chunks of a real model's stream (AI_TIMEOUT_MS). */
  timeoutMs?: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  webConcurrency: number;
  jwtSecret: string;
  admin?: { email: string; password: string };
  redisUrl?: string;
  rateLimitDisabled: boolean;
  corsOrigins: string[];
  /** Reverse proxies in front of the server whose X-Forwarded-For entry is believed (decision 018). */
  trustProxy: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  ai: AiConfig;
  /** Outgoing mail for password-reset links (decision 032); without it, only an admin can issue a link. */
  smtp?: { url: string; from: string };
  /** The address users reach the app at; the base of links sent by e-mail (never taken from a request). */
  publicUrl?: string;
  /** The store (issue 16): sample listings, audit and compliance budgets, headless Chromium for axe-core. */
  store: { seed: boolean; auditBudgetMs: number; complianceBudgetMs: number; chromiumPath: string | null };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_SECRET_LENGTH = 32;

/** Reads JWT_SECRET, or generates one and keeps it in DATA_DIR (0600) so sessions survive restarts. */
function resolveJwtSecret(given: string | undefined, dataDir: string, env: Config['env']): string {
  if (given) {
    if (given.length < MIN_SECRET_LENGTH && env === 'production') {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production`);
    }
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' .env habits.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // The embedded database lives in this one process; several processes need a real PostgreSQL.
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database is opened by one process only)');
  }
  const fallbackKey =
    e.AI_PROVIDER === 'anthropic' ? e.ANTHROPIC_API_KEY : e.AI_PROVIDER === 'openai' ? e.OPENAI_API_KEY : undefined;
  const ai: AiConfig = { provider: e.AI_PROVIDER, timeoutMs: e.AI_TIMEOUT_MS };
  if (e.AI_MODEL) ai.model = e.AI_MODEL;
  if (e.AI_BASE_URL) ai.baseUrl = e.AI_BASE_URL;
  const apiKey = e.AI_API_KEY ?? fallbackKey;
  if (apiKey) ai.apiKey = apiKey;

  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, dataDir, e.NODE_ENV),
    // Only honoured in tests: a production server can never switch its brute-force protection off.
    rateLimitDisabled: e.NODE_ENV === 'test' && e.RATE_LIMIT_DISABLED,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && s !== 'null'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    ai,
    store: {
      seed: e.STORE_SEED === '1' || e.STORE_SEED === 'true',
      auditBudgetMs: e.STORE_AUDIT_BUDGET_MS,
      complianceBudgetMs: e.STORE_COMPLIANCE_BUDGET_MS,
      chromiumPath: e.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null),
    },
  };
  if (e.DATABASE_URL) config.databaseUrl = e.DATABASE_URL;
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD) config.admin = { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
  if (e.REDIS_URL) config.redisUrl = e.REDIS_URL;
  if (e.PUBLIC_URL) config.publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  if (e.SMTP_URL) {
    // A link in an e-mail must not be built from the request's Host header (anyone can forge it).
    if (!config.publicUrl) throw new ConfigError('SMTP_URL needs PUBLIC_URL (the address put in password-reset e-mails)');
    config.smtp = { url: e.SMTP_URL, from: e.MAIL_FROM ?? `OV Sentinel <no-reply@${new URL(config.publicUrl).hostname}>` };
  }
  return config;
}
