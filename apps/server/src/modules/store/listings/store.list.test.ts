import { STORE_PAGE_SIZE } from '@ov/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/types';
import { client } from '../../../test/http';
import { ENGINES } from '../../../test/test-app';
import { CLEAN_FILES, project, storeTestApp, submission, submitted, user, type StoreTest } from '../../../test/store';

type Row = { slug: string; title: string; description?: string; category?: string; tech?: string[]; price?: number; rating?: number; downloads?: number; status?: string; ministry?: boolean };

async function insert(db: Db, authorId: string, rows: Row[]) {
  for (const r of rows) {
    await db.query(
      `INSERT INTO store_apps (slug, author_id, title, description, category, tech_stack, price, target_buyers, classification, status, rating, downloads, ministry_only)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, 'both', 'non_protege', $8, $9, $10, $11)`,
      [r.slug, authorId, r.title, r.description ?? 'Description', r.category ?? 'other', JSON.stringify(r.tech ?? ['React']), r.price ?? 1000, r.status ?? 'approved', r.rating ?? 0, r.downloads ?? 0, r.ministry ?? false],
    );
  }
}

for (const engine of ENGINES) {
  describe(`store list [${engine}]`, () => {
    let t: StoreTest;
    const slugs = (r: { json: { items: { slug: string }[] } }) => r.json.items.map((i) => i.slug);
    beforeAll(async () => {
      t = await storeTestApp(engine);
      const author = await user(t);
      await insert(t.db, author.id, [
        { slug: 'defense-radar', title: 'Radar de Défense', description: 'Surveillance aérienne', category: 'defense', tech: ['React', 'Leaflet'], price: 50000, rating: 4.5, downloads: 10 },
        { slug: 'securite-soc', title: 'SOC Sécurité', description: 'Corrélation des événements', category: 'security', tech: ['TypeScript'], price: 20000, rating: 4.9, downloads: 300 },
        { slug: 'energie', title: 'Suivi énergie', description: 'Consommation des bâtiments ÉLÉVÉE', category: 'analytics', tech: ['Recharts'], price: 30000, rating: 3.2, downloads: 5000 },
        { slug: 'pending-one', title: 'Défense en attente', status: 'pending' },
        { slug: 'audited-one', title: 'Défense auditée', status: 'audited' },
        { slug: 'rejected-one', title: 'Défense refusée', status: 'rejected' },
        { slug: 'ministry-one', title: 'Défense ministère', category: 'defense', ministry: true, rating: 1 },
        { slug: 'featured-one', title: 'Vitrine', status: 'featured', rating: 5, description: '100% sûr_e' },
      ]);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });
    const c = () => client(t.app);

    it('lists approved and featured only, sorted by rating by default, with the summary fields', async () => {
      const r = await c().get('/api/store/apps');
      expect(r.status).toBe(200);
      expect(slugs(r)).toEqual(['featured-one', 'securite-soc', 'defense-radar', 'energie']);
      expect(r.json).toMatchObject({ total: 4, page: 1, page_size: STORE_PAGE_SIZE });
      expect(Object.keys(r.json.items[0]).sort()).toEqual(
        ['audit_score', 'author', 'baseline', 'category', 'classification', 'description', 'downloads', 'ministry_only', 'price', 'rating', 'ratings_count', 'screenshots', 'slug', 'status', 'submitted_at', 'target_buyers', 'tech_stack', 'title', 'translations'].sort(),
      );
    });

    it('search is accent- and case-insensitive over title, description and tech stack, in the database', async () => {
      expect(slugs(await c().get('/api/store/apps?q=defense'))).toEqual(['defense-radar']);
      expect(slugs(await c().get('/api/store/apps?q=DÉFENSE'))).toEqual(['defense-radar']);
      expect(slugs(await c().get('/api/store/apps?q=securite'))).toEqual(['securite-soc']);
      expect(slugs(await c().get('/api/store/apps?q=elevee'))).toEqual(['energie']);
      expect(slugs(await c().get('/api/store/apps?q=Énergie%20BÂTIMENTS'))).toEqual(['energie']);
      expect(slugs(await c().get('/api/store/apps?q=leaflet'))).toEqual(['defense-radar']);
      expect(slugs(await c().get('/api/store/apps?q=recharts&sort=price'))).toEqual(['energie']);
      expect(slugs(await c().get('/api/store/apps?q=correlation'))).toEqual(['securite-soc']);
      // LIKE wildcards are literal.
      expect(slugs(await c().get('/api/store/apps?q=%25'))).toEqual(['featured-one']);
      expect(slugs(await c().get('/api/store/apps?q=r_e'))).toEqual(['featured-one']);
      const none = await c().get('/api/store/apps?q=introuvable');
      expect(none.json).toMatchObject({ items: [], total: 0 });
    });

    it('category filter and each sort (rating, price descending, downloads)', async () => {
      expect(slugs(await c().get('/api/store/apps?category=defense'))).toEqual(['defense-radar']);
      expect(slugs(await c().get('/api/store/apps?category=ecommerce'))).toEqual([]);
      expect(slugs(await c().get('/api/store/apps?sort=rating'))).toEqual(['featured-one', 'securite-soc', 'defense-radar', 'energie']);
      expect(slugs(await c().get('/api/store/apps?sort=price'))).toEqual(['defense-radar', 'energie', 'securite-soc', 'featured-one']);
      expect(slugs(await c().get('/api/store/apps?sort=downloads'))).toEqual(['energie', 'securite-soc', 'defense-radar', 'featured-one']);
    });

    it('ministry_only listings: listed for ministry roles and admins only', async () => {
      const ministry = await user(t, 'ministry_defense');
      const admin = await user(t, 'admin');
      const dev = await user(t);
      expect(slugs(await c().get('/api/store/apps?category=defense', { token: ministry.token }))).toEqual(['defense-radar', 'ministry-one']);
      expect(slugs(await c().get('/api/store/apps?category=defense', { token: admin.token }))).toEqual(['defense-radar', 'ministry-one']);
      expect(slugs(await c().get('/api/store/apps?category=defense', { token: dev.token }))).toEqual(['defense-radar']);
    });

    it('pages of 24, stable past the first page', async () => {
      const author = await user(t);
      await insert(
        t.db,
        author.id,
        Array.from({ length: 30 }, (_, i) => ({ slug: `page-${String(i).padStart(2, '0')}`, title: `Paginé ${i}`, category: 'ecommerce', rating: 2, price: 1000 * (i + 1) })),
      );
      const p1 = await c().get('/api/store/apps?category=ecommerce&sort=rating');
      const p2 = await c().get('/api/store/apps?category=ecommerce&sort=rating&page=2');
      const p3 = await c().get('/api/store/apps?category=ecommerce&sort=rating&page=3');
      expect(p1.json.items).toHaveLength(24);
      expect(p2.json.items).toHaveLength(6);
      expect(p3.json).toMatchObject({ items: [], total: 30, page: 3 });
      expect(new Set([...slugs(p1), ...slugs(p2)]).size).toBe(30);
      const byPrice = await c().get('/api/store/apps?category=ecommerce&sort=price&page=2');
      expect(slugs(byPrice)).toEqual(['page-05', 'page-04', 'page-03', 'page-02', 'page-01', 'page-00']);
    });

    it('bad queries are 400 validation_failed', async () => {
      for (const q of ['sort=name', 'category=weapons', 'page=0', 'page=abc', 'foo=1', `q=${'x'.repeat(101)}`]) {
        const r = await c().get(`/api/store/apps?${q}`);
        expect(r.status, q).toBe(400);
        expect(r.json.error.code, q).toBe('validation_failed');
      }
    });

    it('/mine lists the author’s listings in every status; anonymous is 401', async () => {
      const author = await user(t);
      const { slug } = await submitted(t, author.token);
      const r = await c().get('/api/store/apps/mine', { token: author.token });
      expect(r.json).toMatchObject({ total: 1, items: [{ slug, status: 'audited', baseline: 'pass' }] });
      expect(typeof r.json.items[0].audit_score).toBe('number');
      expect((await c().get('/api/store/apps/mine')).status).toBe(401);
    });

    it('access matrix on a listing in each status (anonymous, other user, author, ministry, admin); denied reads are 404', async () => {
      const author = await user(t);
      const admin = await user(t, 'admin');
      const ministry = await user(t, 'ministry_interior');
      const other = await user(t, 'investor');
      const { slug } = await submitted(t, author.token, CLEAN_FILES, { title: 'Matrice', ministry_only: true });
      const who = { anonymous: undefined, other: other.token, author: author.token, ministry: ministry.token, admin: admin.token } as const;
      const read = async () => {
        const out: Record<string, number> = {};
        for (const [k, token] of Object.entries(who)) {
          out[k] = (await c().get(`/api/store/apps/${slug}`, token ? { token } : {})).status;
          for (const sub of ['sbom', 'source']) expect((await c().get(`/api/store/apps/${slug}/${sub}`, token ? { token } : {})).status, `${k} ${sub}`).toBe(out[k]);
        }
        return out;
      };
      // audited, ministry_only: author and admin only.
      expect(await read()).toEqual({ anonymous: 404, other: 404, author: 200, ministry: 404, admin: 200 });
      await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token });
      // approved, ministry_only: ministry roles too.
      expect(await read()).toEqual({ anonymous: 404, other: 404, author: 200, ministry: 200, admin: 200 });
      // approved and public once the author drops ministry_only in a new version (pending again: hidden until reviewed).
      await c().post(`/api/store/apps/${slug}/versions`, { ministry_only: false }, { token: author.token });
      await t.store.idle();
      await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token });
      expect(await read()).toEqual({ anonymous: 200, other: 200, author: 200, ministry: 200, admin: 200 });
      // Only the author writes: others get 404 where they cannot see, 403 where they can.
      expect((await c().post(`/api/store/apps/${slug}/versions`, {}, { token: other.token })).status).toBe(403);
      expect((await c().post(`/api/store/apps/${slug}/versions`, {}, { token: admin.token })).status).toBe(403);
      expect((await c().post(`/api/store/apps/${slug}/versions`, {})).status).toBe(401);
      expect((await c().get('/api/store/apps/does-not-exist')).status).toBe(404);
      expect((await c().get('/api/store/apps/NOT_A_SLUG')).status).toBe(404);
    });

    it('bad input: each gets a clear translated error and changes nothing', async () => {
      const author = await user(t);
      const other = await user(t);
      const pid = await project(t.app, author.token);
      const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_apps')).rows[0]!.n;
      const post = (body: unknown, token = author.token) => c().post('/api/store/apps', body, { token });
      const cases: [string, () => Promise<{ status: number; json: { error: { code: string } } }>, number, string][] = [
        ['project of another user', () => post(submission(pid), other.token), 404, 'not_found'],
        ['unknown project', () => post(submission('00000000-0000-4000-8000-000000000000')), 404, 'not_found'],
        ['price off the step', () => post(submission(pid, { price: 10500 })), 400, 'store_invalid_price'],
        ['price under the minimum', () => post(submission(pid, { price: 0 })), 400, 'store_invalid_price'],
        ['price not a number', () => post(submission(pid, { price: '10000' })), 400, 'store_invalid_price'],
        ['missing title', () => post(submission(pid, { title: '  ' })), 400, 'validation_failed'],
        ['missing description', () => post(submission(pid, { description: '' })), 400, 'validation_failed'],
        ['unknown category', () => post(submission(pid, { category: 'weapons' })), 400, 'validation_failed'],
        ['unknown field', () => post(submission(pid, { status: 'approved' })), 400, 'validation_failed'],
        ['client-chosen author', () => post(submission(pid, { author_id: other.id })), 400, 'validation_failed'],
        ['anonymous', () => c().post('/api/store/apps', submission(pid)), 401, 'unauthorized'],
        ['not JSON', () => c().call('POST', '/api/store/apps', { token: author.token, raw: '{', headers: { 'content-type': 'application/json' } }), 400, 'invalid_json'],
      ];
      for (const [name, run, status, code] of cases) {
        const r = await run();
        expect(r.status, name).toBe(status);
        expect(r.json.error.code, name).toBe(code);
      }
      // Files the store cannot pin: oversized, binary, a path outside the project, an empty project.
      const bad: [string, unknown][] = [
        ['binary', [{ path: 'logo.png', content: '\ufffdPNG\r\n\u001a\n' }]],
        ['control characters', [{ path: 'data.bin', content: 'ab\u0001\u0002cd' }]],
        ['outside', [{ path: '../etc/passwd', content: 'x' }]],
        ['absolute', [{ path: '/etc/passwd', content: 'x' }]],
        ['oversized', [{ path: 'big.js', content: 'x'.repeat(1_000_001) }]],
        ['empty', []],
      ];
      for (const [name, files] of bad) {
        // Projects saved before today's path rules (or written by hand in the database) may still hold such files.
        const p = await project(t.app, author.token, CLEAN_FILES, name);
        await t.db.query(`UPDATE projects SET code_content = $2::jsonb WHERE id = $1`, [p, JSON.stringify(files)]);
        const r = await post(submission(p));
        expect(r.status, name).toBe(422);
        expect(r.json.error.code, name).toBe(name === 'empty' ? 'store_project_empty' : 'store_file_invalid');
      }
      const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_apps')).rows[0]!.n;
      expect(after).toBe(before);
      // Resubmit with a bad price changes nothing either.
      const { slug } = await submitted(t, author.token);
      const r = await c().post(`/api/store/apps/${slug}/versions`, { price: 999 }, { token: author.token });
      expect(r.json.error.code).toBe('store_invalid_price');
      expect((await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app).toMatchObject({ price: 10000, status: 'audited', version: { number: 1 } });
    });
  });
}
