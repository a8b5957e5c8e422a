import { describe, expect, it } from 'vitest';
import { resolveClientIp } from './request-meta';
import { createTestApp } from '../../test/test-app';
import type { RateLimiter, RateRule } from '../security/rate-limit';

describe('resolveClientIp', () => {
  // [case, the peer the server sees, X-Forwarded-For, trusted proxy hops, the client address]
  it.each([
    ['no trusted proxy: X-Forwarded-For is ignored, a client cannot pick its own address', '203.0.113.7', '198.51.100.1', 0, '203.0.113.7'],
    ['no trusted proxy and no X-Forwarded-For: the peer', '203.0.113.7', undefined, 0, '203.0.113.7'],
    // client 198.51.100.1 → proxy 10.0.0.2 (writes XFF) → server sees peer 10.0.0.2
    ['one trusted proxy: the address it saw', '10.0.0.2', '198.51.100.1', 1, '198.51.100.1'],
    ['a client that forges XFF: the proxy appends the real address, the forged entries stay on the left', '10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.1', 1, '198.51.100.1'],
    ['two trusted proxies (CDN 10.0.0.3 then load balancer 10.0.0.2): the address the outermost saw', '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.3', 2, '198.51.100.1'],
    ['a chain shorter than the trusted hops: its leftmost entry', '10.0.0.2', '198.51.100.1', 3, '198.51.100.1'],
    ['a malformed trusted entry: the peer', '10.0.0.2', 'not-an-ip', 1, '10.0.0.2'],
    ['a malformed entry inside the trusted part of the chain: the peer', '10.0.0.2', '198.51.100.1, garbage', 2, '10.0.0.2'],
    ['an empty X-Forwarded-For: the peer', '10.0.0.2', '', 1, '10.0.0.2'],
    ['IPv6', '::1', '2001:db8::1', 1, '2001:db8::1'],
    ['IPv6 with the port some proxies add', '::1', '[2001:db8::1]:4711', 1, '2001:db8::1'],
    ['IPv4 with the port some proxies add', '::1', '198.51.100.1:4711', 1, '198.51.100.1'],
  ] as const)('%s', (_case, peer, forwardedFor, trustedHops, client) => {
    expect(resolveClientIp(peer, forwardedFor, trustedHops)).toBe(client);
  });
});

describe('client address in the app (TRUST_PROXY)', () => {
  const recorder = () => {
    const subjects: string[] = [];
    const limiter: RateLimiter = {
      hit: async (rule: RateRule, subject: string) => {
        if (rule.name === 'contact:ip') subjects.push(subject);
      },
    };
    return { subjects, limiter };
  };
  const contact = (app: Awaited<ReturnType<typeof createTestApp>>['app'], xff: string) =>
    app.request(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
        body: JSON.stringify({ first_name: 'Camille', last_name: 'Martin', email: 'camille@example.test', subject: 'Question', message: 'Bonjour, une question sur la plateforme.' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.2', remotePort: 50000, remoteFamily: 'IPv4' } } },
    );

  // [case, the app's config, the X-Forwarded-For of two requests from peer 10.0.0.2, the addresses rate limits are keyed on]
  it.each([
    ['keys rate limits on the TCP peer by default, whatever X-Forwarded-For says', {}, ['198.51.100.1', '198.51.100.2'], ['10.0.0.2', '10.0.0.2']],
    ['keys them on the forwarded client address behind one trusted proxy', { trustProxy: 1 }, ['198.51.100.1', '6.6.6.6, 198.51.100.2'], ['198.51.100.1', '198.51.100.2']],
  ] as const)('%s', async (_case, config, forwardedFor, keyedOn) => {
    const { subjects, limiter } = recorder();
    const t = await createTestApp('pglite', { rateLimiter: limiter, config });
    try {
      for (const xff of forwardedFor) await contact(t.app, xff);
      expect(subjects).toEqual(keyedOn);
    } finally {
      await t.close();
    }
  });
});
