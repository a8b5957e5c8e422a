import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth';
import { useCreditsSchema } from './credits';
import { createProjectSchema, updateProjectSchema } from './projects';
import { updateProfileSchema } from './profile';
import { contactSchema } from './contact';

// These schemas are the contract: the web validates forms with them and the server refuses what they refuse.
describe('shared schemas', () => {
  it('sign-up: normalises the email, requires 6+ characters with the weak_password message, refuses extra fields', () => {
    expect(signUpSchema.parse({ email: '  Awa@Example.CI ', password: 'abcdef', full_name: ' Awa ' })).toEqual({
      email: 'awa@example.ci',
      password: 'abcdef',
      full_name: 'Awa',
    });
    const short = signUpSchema.safeParse({ email: 'a@b.co', password: '12345', full_name: 'A' });
    expect(short.success).toBe(false);
    expect(short.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe('weak_password');
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', full_name: 'A', role: 'admin' }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', full_name: 'A', account_type: 'admin' }).success).toBe(false);
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'abcdef', full_name: 'A', account_type: 'investor' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
  });

  it('credits, projects, profile and contact refuse wrong types and unknown fields', () => {
    expect(useCreditsSchema.safeParse({ credits_to_use: 1, transaction_description: 'Utilisation IA' }).success).toBe(true);
    expect(useCreditsSchema.safeParse({ credits_to_use: 0 }).success).toBe(false);
    expect(useCreditsSchema.safeParse({ credits_to_use: 1, user_id: 'x' }).success).toBe(false);
    expect(createProjectSchema.safeParse({ title: 'x', visibility: 'ministry_only', is_featured: false }).success).toBe(true);
    expect(createProjectSchema.safeParse({ title: 'x', is_verified: true }).success).toBe(false);
    expect(updateProjectSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.safeParse({ plan: 'pro' }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ avatar_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(contactSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', subject: 's', message: 'm' }).success).toBe(true);
    expect(contactSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', subject: 's', message: 'm', phone: '<script>' }).success).toBe(false);
  });
});
