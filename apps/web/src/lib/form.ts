import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * Forms (decision 145): react-hook-form validates with the same zod schema the server parses the request with, and
 * each issue becomes one of these kinds, which a form maps to its own translated words (never zod's text).
 */
export type IssueKind = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/** Per field, the translation key shown for each kind of issue; `invalid` is the fallback. */
export type FieldMessages<K extends string = string> = Partial<Record<IssueKind, K>> & { invalid: K };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What went wrong with a value, from the zod issue code and the value itself. */
export function issueKind(code: string | undefined, value: unknown): IssueKind {
  if (value === undefined || value === null || value === '') return 'required';
  if (code === 'too_small') return blank(value) ? 'required' : 'tooShort';
  if (blank(value)) return 'required';
  if (code === 'too_big') return 'tooLong';
  return 'invalid';
}

/**
 * zodResolver with each field's error `type` set to its IssueKind. The submit handler receives the schema's output
 * (trimmed, lower-cased email…): exactly what the server will accept.
 */
export function zodFormResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  const resolve = zodResolver(schema) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      const e = error as FieldError | undefined;
      if (e) e.type = issueKind(e.type, (values as Record<string, unknown>)[name]);
    }
    return result;
  };
}

/** The translation key for a field's error, or undefined when the field is valid. */
export function errorKey<K extends string>(error: FieldErrors[string] | undefined, messages: FieldMessages<K>): K | undefined {
  if (!error) return undefined;
  const kind = error.type as IssueKind;
  return messages[kind] ?? messages.invalid;
}

/**
 * The form's schema plus a `confirm` field that must equal `field` (a client-only check: the server never sees it).
 * Checked once both are strings, even when other fields have issues, so every error shows at once.
 */
export function withConfirmation<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
  field: keyof Shape & string,
) {
  const filled = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  return schema.extend({ confirm: z.string() }).refine((v) => {
    const values: Record<string, unknown> = v;
    return !values[field] || values.confirm === values[field];
  }, {
    path: ['confirm'],
    message: 'mismatch',
    when: ({ value }) => filled(value) && typeof value[field] === 'string' && typeof value.confirm === 'string',
  });
}
