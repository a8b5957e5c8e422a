import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address of the TCP connection (proxies' X-Forwarded-For is not trusted). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

export const userAgent = (c: Context): string | null => c.req.header('user-agent')?.slice(0, 300) ?? null;
