import { Writable } from 'node:stream';
import pino, { type DestinationStream } from 'pino';

/**
 * Structured one-line JSON logs (pino): `{"level":"info","time":"…","msg":"…",…fields}`; debug and info on stdout,
 * warn and error on stderr. Secrets are redacted by path (authorization and cookie headers, passwords, tokens),
 * but the rule stays: never pass a secret to a log call. See docs/decisions/155-server-logs-with-pino.md.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  isLevelEnabled(level: Exclude<LogLevel, 'silent'>): boolean;
};

const SECRET_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'accessToken', 'refreshToken', 'access_token', 'refresh_token', 'authorization', 'cookie', 'set-cookie'];

/** What pino censors, at the top level and one object down (`headers.cookie`, `body.password`, …). */
export const REDACT_PATHS = [...SECRET_KEYS.map((k) => `["${k}"]`), ...SECRET_KEYS.map((k) => `*["${k}"]`), 'req.headers.authorization', 'req.headers.cookie'];

/** `destination` defaults to stdout plus stderr for warn and error; tests pass a stream to read the lines back. */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    );
  const log = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    stream,
  );
  return {
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    isLevelEnabled: (l) => log.isLevelEnabled(l),
  };
}

export const silentLogger: Logger = createLogger('silent', new Writable({ write: (_chunk, _enc, done) => done() }));

/** Reduces an unknown error to loggable fields, without SQL parameters. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { err: err.message, name: err.name, ...(code ? { code } : {}), stack: err.stack };
  }
  return { err: String(err) };
}
