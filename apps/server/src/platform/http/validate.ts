import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** Field-level details of a zod failure: path and message only, never the rejected value. */
export function zodDetails(error: z.ZodError): { path: string; code: string; message: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
}

export class ValidationError extends AppError {
  constructor(
    readonly details: ReturnType<typeof zodDetails>,
    code: 'validation_failed' | 'weak_password' = 'validation_failed',
  ) {
    super(400, code, code === 'weak_password' ? 'Password too short' : 'The request is not valid');
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const details = zodDetails(r.error);
    // The spec's password rule has its own code so the web can show 'Minimum 6 caractères'.
    const weak = details.some((d) => d.path === 'password' && d.message === 'weak_password');
    throw new ValidationError(details, weak ? 'weak_password' : 'validation_failed');
  }
  return r.data;
}

/**
 * Reads the body as JSON and validates it with a shared zod schema (unknown fields are rejected by
 * `.strict()` schemas). A JSON content type is required, which also blocks form-based CSRF.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, opts: { optional?: boolean } = {}): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === '' && opts.optional) return parseWith(schema, {});
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Content-Type must be application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  return parseWith(schema, value);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string | undefined): v is string => !!v && UUID_RE.test(v);
