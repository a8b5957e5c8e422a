import { z } from 'zod';
import { ROLES } from './roles';

export const roleChangeSchema = z
  .object({ role: z.enum(ROLES), action: z.enum(['grant', 'revoke']).default('grant') })
  .strict();
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;
