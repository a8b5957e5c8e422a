import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), { message: 'invalid_url' })
  .pipe(z.url());

/** Only full_name and avatar_url are editable (spec: email and plan are read-only). Empty avatar_url clears it. */
export const updateProfileSchema = z
  .object({
    full_name: z.string().trim().min(1).max(120).optional(),
    avatar_url: z.union([httpUrl, z.literal(''), z.null()]).optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export type Profile = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  email: string;
  plan: string;
};
export type ProfileResponse = { profile: Profile };
export type RolesResponse = { roles: string[] };
