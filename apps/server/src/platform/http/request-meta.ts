import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address of the TCP connection. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * The client's address given `trustedHops` reverse proxies in front of the server (TRUST_PROXY,
 * docs/decisions/018-client-address-behind-proxies.md). The chain is X-Forwarded-For's entries followed by
 * the TCP peer; the trusted proxies are the last `trustedHops` of it, so the client is the entry just before
 * them. With no trusted hop, or anything malformed in the part that decides, the TCP peer is the answer: a
 * client cannot choose the address its rate limits and audit entries are keyed on.
 */
export function resolveClientIp(peer: string, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const forwarded = forwardedFor.split(',').map((s) => s.trim());
  const chain = [...forwarded, peer];
  const index = Math.max(0, chain.length - 1 - trustedHops);
  // every address from the chosen one to the peer was written by a trusted proxy, so must be well formed
  for (let i = index; i < chain.length - 1; i++) if (!isIP(stripPort(chain[i]!))) return peer;
  return stripPort(chain[index]!);
}

/** `1.2.3.4:5678` and `[::1]:5678` come from some proxies; a bare IPv6 address is left alone. */
function stripPort(addr: string): string {
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(addr);
  if (v6) return v6[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(addr);
  return v4 ? v4[1]! : addr;
}

/** Computes the client's address once per request (see resolveClientIp). */
export function clientIpMiddleware(trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    setClientIp(c, trustedHops);
    await next();
  };
}

/** What clientIpMiddleware does, for a middleware that does several things in one step (app.ts). */
export function setClientIp(c: Context, trustedHops: number): void {
  c.set('clientIp', resolveClientIp(peerAddress(c), c.req.header('x-forwarded-for'), trustedHops));
}

/** The client's address as decided by clientIpMiddleware (the TCP peer when it did not run). */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? peerAddress(c);
}

export const userAgent = (c: Context): string | null => c.req.header('user-agent')?.slice(0, 300) ?? null;
