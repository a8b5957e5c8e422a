import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-page';

const ok = { first_name: 'Awa', last_name: 'Koné', email: 'awa@example.test', phone: '', subject: 'Démo', message: 'Bonjour' };

describe('contact validation (shared zod schema)', () => {
  it('accepts a complete message and drops an empty phone', () => {
    const r = validateContact(ok);
    expect(r.errors).toEqual({});
    expect(r.data).toMatchObject({ email: 'awa@example.test' });
    expect(r.data).not.toHaveProperty('phone', '');
  });
  it('says required for empty fields and invalid for bad values', () => {
    const r = validateContact({ ...ok, first_name: ' ', email: 'nope', phone: 'abc' });
    expect(r.data).toBeNull();
    expect(r.errors).toEqual({ first_name: 'required', email: 'invalid', phone: 'invalid' });
  });
});
