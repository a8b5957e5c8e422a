import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorCode, ErrorEnvelope } from '@ov/shared';
import { isDbUnavailableError } from '../db/types';
import type { Logger } from '../logger';
import { errorFields } from '../logger';
import type { AppEnv } from './app-env';
import { AppError } from './errors';
import { ValidationError } from './validate';

export function errorJson(c: Context, status: number, code: ErrorCode, message: string, details?: unknown, headers?: Record<string, string>) {
  const body: ErrorEnvelope = { error: { code, message, ...(details !== undefined ? { details } : {}) } };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Turns every thrown thing into the error envelope; never leaks a stack, SQL or driver message. */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof ValidationError) return errorJson(c, 400, err.code, err.message, err.details);
    if (err instanceof AppError) return errorJson(c, err.status, err.code, err.message, undefined, err.headers);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return errorJson(c, 413, 'payload_too_large', 'The request body is too large');
      if (status >= 400 && status < 500) return errorJson(c, status, 'bad_request', 'Bad request');
    }
    if (isDbUnavailableError(err)) {
      logger.warn('database unavailable', { requestId: c.get('requestId'), ...errorFields(err), stack: undefined });
      return errorJson(c, 503, 'db_unavailable', 'The database is unavailable, try again shortly', undefined, { 'retry-after': '5' });
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, ...errorFields(err) });
    return errorJson(c, 500, 'internal', `Internal error (request ${c.get('requestId') ?? 'unknown'})`);
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => errorJson(c, 404, 'not_found', 'Not found');
