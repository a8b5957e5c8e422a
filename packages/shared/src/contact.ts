import { z } from 'zod';

/** The /contact form (spec section 2, info pages): stored server-side, rate-limited per IP. */
export const contactSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    phone: z.string().trim().max(40).regex(/^[0-9+().\s-]*$/).optional(),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(5000),
  })
  .strict();
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactResponse = { id: string };
