import { Hono } from 'hono';
import { z } from 'zod';
import { emailSchema } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { clientIp, userAgent } from '../../platform/http/request-meta';
import { isUuid, readJson } from '../../platform/http/validate';
import { currentUser, requireRole } from '../../platform/security/guards';
import type { PasswordService } from './password.service';

const byEmailSchema = z.object({ email: emailSchema }).strict();

/**
 * Admin-issued one-time reset links, the "forgotten password" path of an air-gapped server (decision 032):
 * POST /api/admin/users/:id/password-reset-link and POST /api/admin/password-reset-links {email}.
 */
export function createPasswordAdminRoutes(passwords: PasswordService) {
  const r = new Hono<AppEnv>();
  const origin = (url: string) => new URL(url).origin;
  const meta = (c: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(c), userAgent: userAgent(c) });

  r.post('/users/:id/password-reset-link', requireRole('admin'), async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'User not found');
    const link = await passwords.issueResetLink(currentUser(c), { id }, meta(c), origin(c.req.url));
    return c.json(link, 201);
  });

  r.post('/password-reset-links', requireRole('admin'), async (c) => {
    const body = await readJson(c, byEmailSchema);
    const link = await passwords.issueResetLink(currentUser(c), { email: body.email }, meta(c), origin(c.req.url));
    return c.json(link, 201);
  });
  return r;
}
