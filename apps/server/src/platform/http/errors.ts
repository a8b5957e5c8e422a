import type { ErrorCode } from '@ov/shared';

/**
 * The only error type handlers throw on purpose. The error middleware turns it into
 * `{"error":{"code","message"}}` with `status`; anything else becomes a 500 `internal` with no detail.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}
