import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../test/test-app';
import type { Db } from './db';
import { createLogger, errorFields } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('logger (pino)', () => {
  it('writes one JSON line per call: level as a word, ISO time, msg, the fields, no pid or hostname', () => {
    const { lines, stream } = capture();
    createLogger('info', stream).info('listening', { url: 'http://127.0.0.1:1', pid: 7 });
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', msg: 'listening', url: 'http://127.0.0.1:1', pid: 7 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
    expect(line).not.toHaveProperty('hostname');
  });

  it('drops what is below the level, and logs nothing when silent', () => {
    const info = capture();
    const logger = createLogger('warn', info.stream);
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d', errorFields(new Error('boom')));
    expect(info.lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'c'],
      ['error', 'd'],
    ]);
    expect(info.lines[1]).toMatchObject({ err: 'boom', name: 'Error' });
    expect(logger.isLevelEnabled('info')).toBe(false);
    const silent = capture();
    createLogger('silent', silent.stream).error('never');
    expect(silent.lines).toEqual([]);
  });

  it('redacts passwords, tokens, authorization and cookie headers', () => {
    const { lines, stream } = capture();
    createLogger('debug', stream).warn('oops', {
      password: 'hunter2',
      refresh_token: 'r',
      headers: { authorization: 'Bearer abc', cookie: 'ov_refresh=x', accept: 'text/html' },
      body: { email: 'a@b.co', newPassword: 'n', token: 't' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['hunter2', '"r"', 'Bearer abc', 'ov_refresh=x', '"n"', '"t"']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ headers: { accept: 'text/html', authorization: '[redacted]' }, body: { email: 'a@b.co' } });
  });
});

describe('the access log', () => {
  it('at debug, one line per request with its id, method, path, status and duration; none at info', async () => {
    const debug = capture();
    // No route below touches the database.
    const app = createApp({ config: testConfig(), db: {} as Db, logger: createLogger('debug', debug.stream) });
    await app.request('/api/nope');
    expect(debug.lines).toHaveLength(1);
    expect(debug.lines[0]).toMatchObject({ level: 'debug', msg: 'request', method: 'GET', path: '/api/nope', status: 404 });
    expect(debug.lines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof debug.lines[0]!.durationMs).toBe('number');
    const info = capture();
    await createApp({ config: testConfig(), db: {} as Db, logger: createLogger('info', info.stream) }).request('/api/nope');
    expect(info.lines).toEqual([]);
  });
});
