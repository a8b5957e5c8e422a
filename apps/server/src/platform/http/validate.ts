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

// PostgreSQL text and jsonb cannot hold U+0000: a string carrying it is bad input (400), not a database failure (500).
const NUL = '\u0000';
const nulDetail = (path: string) => [{ path, code: 'invalid_string', message: 'nul_character' }];

/** The path of the first string (or key) holding U+0000 in a parsed JSON value, else null; iterative, for deep values. */
function nulPath(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes(NUL)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

/** Throws the validation error when the request's decoded path holds U+0000 (a slug or id that reaches SQL). */
export function rejectNulPath(c: Context): void {
  if (c.req.path.includes(NUL)) throw new ValidationError(nulDetail('url'));
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
  // JSON spells U+0000 only as an escape, so bodies without one skip the walk.
  if (text.includes('\\u0000')) {
    const at = nulPath(value);
    if (at !== null) throw new ValidationError(nulDetail(at));
  }
  return parseWith(schema, value);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  for (const [k, v] of Object.entries(query)) if (k.includes(NUL) || v.includes(NUL)) throw new ValidationError(nulDetail(k));
  return parseWith(schema, query);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string | undefined): v is string => !!v && UUID_RE.test(v);
