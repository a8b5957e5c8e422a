import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CachedRouter, MATCH_CACHE_SIZE } from './cached-router';

// A remembered match must never answer for another path: params, 404s and middleware lists stay per path.
function app() {
  const a = new Hono({ router: new CachedRouter() });
  a.use('/api/*', async (c, next) => {
    await next();
    c.header('x-api', '1');
  });
  a.get('/api/projects', (c) => c.text('list'));
  a.get('/api/projects/stats', (c) => c.text('stats'));
  a.get('/api/projects/:id', (c) => c.text(`project ${c.req.param('id')}`));
  a.get('/api/store/apps/:slug', (c) => c.text(`app ${c.req.param('slug')}`));
  a.post('/api/projects', (c) => c.text('created'));
  return a;
}

describe('CachedRouter', () => {
  it('answers each path with its own route and params, the second time as the first', async () => {
    const a = app();
    for (let round = 0; round < 2; round++) {
      expect(await (await a.request('/api/projects')).text()).toBe('list');
      expect(await (await a.request('/api/projects/stats')).text()).toBe('stats');
      expect(await (await a.request('/api/projects/one')).text()).toBe('project one');
      expect(await (await a.request('/api/projects/two')).text()).toBe('project two');
      expect(await (await a.request('/api/store/apps/x%20y')).text()).toBe('app x y');
      expect(await (await a.request('/api/projects', { method: 'POST' })).text()).toBe('created');
      const missing = await a.request('/api/nothing');
      expect(missing.status).toBe(404);
      expect((await a.request('/api/projects/one')).headers.get('x-api')).toBe('1');
    }
  });

  it('keeps matching correctly once its cache is full', async () => {
    const a = app();
    for (let i = 0; i < MATCH_CACHE_SIZE + 5; i++) await a.request(`/api/projects/p${i}`);
    expect(await (await a.request('/api/projects/late')).text()).toBe('project late');
    expect(await (await a.request('/api/projects/p3')).text()).toBe('project p3');
  });
});
