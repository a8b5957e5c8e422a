import { MARKETPLACE_SEED } from '@ov/shared';
import { describe, expect, it } from 'vitest';
import { generateApp } from '../../ai';
import { createProjectsService } from '../../projects';
import { client } from '../../../test/http';
import { ENGINES } from '../../../test/test-app';
import { CLEAN_FILES, storeTestApp, submitted, user, type StoreTest } from '../../../test/store';
import { analyseProject } from '../audit/index';
import { seedStore, STORE_SAMPLES } from './store.seed';
import { createStoreService } from './store.service';

const seedDeps = (t: StoreTest) => {
  const projects = createProjectsService(t.db);
  return {
    db: t.db,
    store: t.store,
    generate: (prompt: string) => {
      const g = generateApp(prompt);
      return { title: '', description: g.description, files: g.files, techStack: g.techStack, spec: g.spec ?? null };
    },
    createProject: (userId: string, g: Parameters<typeof projects.createGenerated>[1], tx: Parameters<typeof projects.createGenerated>[2]) => projects.createGenerated(userId, g, tx),
  };
};

for (const engine of ENGINES) {
  describe(`store samples [${engine}]`, () => {
    it('stops after the sample in progress when the server is stopping; the next start seeds the rest', async () => {
      const t = await storeTestApp(engine);
      try {
        let asked = 0;
        const first = await seedStore({ ...seedDeps(t), stopping: () => asked++ > 0 });
        expect(first.created).toEqual([STORE_SAMPLES[0]!.slug]);
        const rest = await seedStore(seedDeps(t));
        expect(rest.created).toEqual(STORE_SAMPLES.slice(1).map((s) => s.slug));
        await t.store.idle();
      } finally {
        await t.close();
      }
    });

    it('seeds the 3 sample listings as real generated apps, audited, then set to their status by the system actor; idempotent, also when run in parallel', async () => {
      const t = await storeTestApp(engine);
      try {
        // Two instances starting together: the advisory lock and the unique slug make one set.
        const [a, b] = await Promise.all([seedStore(seedDeps(t)), seedStore(seedDeps(t))]);
        expect([...a.created, ...b.created].sort()).toEqual(STORE_SAMPLES.map((s) => s.slug).sort());
        await t.store.idle();
        const list = await client(t.app).get('/api/store/apps');
        expect(list.json.total).toBe(3);
        for (const s of STORE_SAMPLES) {
          const d = (await client(t.app).get(`/api/store/apps/${s.slug}`)).json.app;
          expect(d).toMatchObject({ title: s.title, status: s.status, category: s.category, price: s.price, baseline: 'pass', author: { name: s.vendor.name } });
          expect(d.version.files_count).toBeGreaterThan(5);
          expect(d.audit.complete).toBe(true);
          expect(d.price_suggestion.amount).toBeGreaterThanOrEqual(1000);
          const src = (await client(t.app).get(`/api/store/apps/${s.slug}/source`)).json;
          expect(src.files.some((f: { path: string }) => f.path === 'src/App.tsx')).toBe(true);
        }
        const log = await t.db.query<{ event: string; actor_id: string | null; actor: string | null }>(
          `SELECT event, actor_id, details->>'actor' AS actor FROM audit_log WHERE event LIKE 'store.%' AND details->>'app_id' = (SELECT id::text FROM store_apps WHERE slug = 'govvault') ORDER BY id`,
        );
        expect(log.rows).toEqual([
          { event: 'store.submitted', actor_id: null, actor: 'system' },
          { event: 'store.audited', actor_id: null, actor: 'system' },
          { event: 'store.approved', actor_id: null, actor: 'system' },
        ]);
        // A restart changes nothing.
        const again = await seedStore(seedDeps(t));
        expect(again).toEqual({ created: [], reviewed: [] });
        expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_apps')).rows[0]!.n).toBe(3);
        expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@samples.store.invalid'")).rows[0]!.n).toBe(3);
        // Nobody signs in as a sample vendor.
        const signIn = await client(t.app).post('/api/auth/sign-in', { email: STORE_SAMPLES[0]!.vendor.email, password: '!sample-vendor' });
        expect(signIn.status).toBe(401);
      } finally {
        await t.close();
      }
    }, 120_000);

    it('a sample has its French and English texts (the marketplace seed\'s), found by English words; a user\'s listing has none; an older install gets them at the next start', async () => {
      const t = await storeTestApp(engine);
      try {
        const govvault = STORE_SAMPLES.filter((s) => s.slug === 'govvault');
        const texts = MARKETPLACE_SEED.find((m) => m.slug === 'gov-vault')!.translations;
        expect(govvault[0]).toMatchObject({ title: texts.fr.title, description: texts.fr.description });
        await seedStore({ ...seedDeps(t), samples: govvault });
        await t.store.idle();
        // A user's listing (submitted, audited, then approved): its text stays as its author wrote it.
        const author = await user(t);
        const mine = await submitted(t, author.token, CLEAN_FILES, { title: 'Mon appli', description: 'Un coffre-fort à moi' });
        await t.db.query(`UPDATE store_apps SET status = 'approved' WHERE slug = $1`, [mine.slug]);
        const list = (await client(t.app).get('/api/store/apps')).json.items as { slug: string; translations: unknown }[];
        expect(Object.fromEntries(list.map((i) => [i.slug, i.translations]))).toEqual({ govvault: texts, [mine.slug]: null });
        expect((await client(t.app).get('/api/store/apps/govvault')).json.app).toMatchObject({ title: 'GovVault', description: texts.fr.description, translations: texts });
        expect((await client(t.app).get(`/api/store/apps/${mine.slug}`)).json.app).toMatchObject({ title: 'Mon appli', translations: null });
        // Search, accent- and case-insensitive, in either language.
        const found = async (q: string) => ((await client(t.app).get(`/api/store/apps?q=${encodeURIComponent(q)}`)).json.items as { slug: string }[]).map((i) => i.slug);
        expect(await found('ENCRYPTED document')).toEqual(['govvault']);
        expect(await found('access log')).toEqual(['govvault']);
        expect(await found('chiffré')).toEqual(['govvault']);
        expect(await found('coffre-fort')).toEqual(['govvault', mine.slug]);
        // The keys of the stored JSON are no search words.
        expect(await found('description')).toEqual([]);
        // A database seeded before the column existed: the next start fills the sample, never the user's listing.
        await t.db.query('UPDATE store_apps SET translations = NULL');
        expect(await seedStore({ ...seedDeps(t), samples: govvault })).toEqual({ created: [], reviewed: [] });
        const rows = await t.db.query<{ slug: string; translations: unknown }>('SELECT slug, translations FROM store_apps');
        expect(Object.fromEntries(rows.rows.map((r) => [r.slug, r.translations]))).toEqual({ govvault: texts, [mine.slug]: null });
        expect(await found('encrypted')).toEqual(['govvault']);
      } finally {
        await t.close();
      }
    }, 120_000);

    it('a sample left pending by a stopped server is audited and reviewed once at the next start (or by another instance)', async () => {
      const t = await storeTestApp(engine);
      try {
        const govvault = STORE_SAMPLES.filter((s) => s.slug === 'govvault');
        const release = t.hold();
        const first = seedStore({ ...seedDeps(t), samples: govvault });
        await release.reached; // created and committed; its audit is stuck
        expect((await t.db.query<{ status: string }>(`SELECT status FROM store_apps WHERE slug = 'govvault'`)).rows[0]!.status).toBe('pending');
        // Another start (a second instance, or this one restarted) on the same database.
        const second = createStoreService({ db: t.db, analyse: async (input) => analyseProject(input.files, { ms: input.budgetMs, now: () => 0 }) });
        const r = await seedStore({ ...seedDeps(t), store: second, samples: govvault });
        expect(r).toEqual({ created: [], reviewed: ['govvault'] });
        release();
        expect(await first).toEqual({ created: ['govvault'], reviewed: [] });
        await t.store.idle();
        const events = await t.db.query<{ event: string }>(`SELECT event FROM audit_log WHERE event LIKE 'store.%' ORDER BY id`);
        expect(events.rows.map((e) => e.event)).toEqual(['store.submitted', 'store.audited', 'store.approved']);
        // resume() finds nothing left.
        await t.store.resume();
        expect(t.store.runningJobs()).toBe(0);
      } finally {
        await t.close();
      }
    }, 120_000);
  });
}
