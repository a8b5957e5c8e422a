import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver } from 'react-hook-form';
import { changePasswordSchema, newPasswordSchema, signUpSchema } from '@ov/shared';
import { errorKey, issueKind, withConfirmation, zodFormResolver } from './form';

const resolve = async <In extends FieldValues, Out extends FieldValues>(resolver: Resolver<In, unknown, Out>, values: In) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('form helpers (decision 145)', () => {
  it('names what went wrong from the zod code and the value', () => {
    expect(issueKind('too_small', '')).toBe('required');
    expect(issueKind('invalid_format', '   ')).toBe('required');
    expect(issueKind('too_small', '12345')).toBe('tooShort');
    expect(issueKind('too_big', 'x'.repeat(300))).toBe('tooLong');
    expect(issueKind('invalid_format', 'nope')).toBe('invalid');
    expect(issueKind('custom', 'other')).toBe('invalid');
  });

  it('refuses on the client exactly what the server refuses, field by field, and passes on the parsed input', async () => {
    const resolver = zodFormResolver(signUpSchema);
    const bad = await resolve(resolver, { full_name: ' ', email: 'ada@', password: '12345', account_type: 'developer' });
    // the server's own schema refuses the same password
    expect(newPasswordSchema.safeParse('12345').success).toBe(false);
    expect(Object.fromEntries(Object.entries(bad.errors).map(([k, e]) => [k, e?.type]))).toEqual({
      full_name: 'required',
      email: 'invalid',
      password: 'tooShort',
    });
    const good = await resolve(resolver, { full_name: ' Ada ', email: ' Ada@Example.com ', password: 'secret', account_type: 'investor' });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ full_name: 'Ada', email: 'ada@example.com', password: 'secret', account_type: 'investor' });
  });

  it('checks the confirmation once the password is typed, alongside the other issues', async () => {
    const resolver = zodFormResolver(withConfirmation(changePasswordSchema, 'new_password'));
    const r = await resolve(resolver, { current_password: '', new_password: 'secret-2', confirm: 'secret-3' });
    expect(r.errors.current_password?.type).toBe('required');
    expect(r.errors.confirm?.type).toBe('invalid');
    const ok = await resolve(resolver, { current_password: 'a', new_password: 'secret-2', confirm: 'secret-2' });
    expect(ok.errors).toEqual({});
    const empty = await resolve(resolver, { current_password: 'a', new_password: '', confirm: '' });
    expect(Object.keys(empty.errors)).toEqual(['new_password']);
  });

  it('picks the words for a kind, falling back to the field’s invalid words', () => {
    const words = { required: 'r', invalid: 'i' } as const;
    expect(errorKey(undefined, words)).toBeUndefined();
    expect(errorKey({ type: 'required' }, words)).toBe('r');
    expect(errorKey({ type: 'tooLong' }, words)).toBe('i');
  });
});
