import { beforeAll, expect, it } from 'vitest';
import { MARKETPLACE_AMOUNT_MAX, MARKETPLACE_CATEGORIES, MARKETPLACE_SEED, type Role } from '@ov/shared';
import { describeEachDb, type TestContext } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { grantRole } from '../../test/roles';
import { seedMarketplace } from './index';

type Kind = 'anonymous' | 'user' | 'developer' | 'investor' | 'ministry' | 'admin';

/**
 * The one place this file gives accounts their roles. Ministry and admin roles require 2FA (decision 211):
 * grantRole() inserts the role and enrols the account so its token keeps working.
 */
async function accountOf(ctx: TestContext, kind: Exclude<Kind, 'anonymous'>): Promise<{ id: string; token: string }> {
  const u = await newUser(ctx.app, kind === 'investor' ? { account_type: 'investor' } : {});
  const extra: Record<typeof kind, Role | null> = { user: 'user', developer: null, investor: null, ministry: 'ministry_defense', admin: 'admin' };
  const role = extra[kind];
  if (kind === 'user') await ctx.db.query(`DELETE FROM user_roles WHERE user_id = $1`, [u.id]);
  if (role) await grantRole(ctx, u, role);
  return u;
}

async function fundingState(ctx: TestContext, id: string) {
  const { rows } = await ctx.db.query<{ current: number; base: number; pledges: number; grants: number; count: number }>(
    `SELECT s.current_funding::float8 AS current, s.base_funding::float8 AS base,
       (SELECT coalesce(sum(amount), 0)::float8 FROM marketplace_pledges p WHERE p.solution_id = s.id AND p.status = 'completed') AS pledges,
       (SELECT coalesce(sum(amount), 0)::float8 FROM marketplace_grants g WHERE g.solution_id = s.id) AS grants,
       (SELECT count(*)::int FROM marketplace_pledges p WHERE p.solution_id = s.id) AS count
     FROM marketplace_solutions s WHERE s.id = $1`,
    [id],
  );
  return rows[0]!;
}

describeEachDb(
  'marketplace',
  (ctx) => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      expect(await seedMarketplace(ctx.db)).toBe(MARKETPLACE_SEED.length);
      expect(await seedMarketplace(ctx.db)).toBe(0);
      const r = await client(ctx.app).get('/api/marketplace/solutions');
      for (const s of r.json.items) ids[s.slug] = s.id;
    });

    it('lists the seeded solutions for anyone, with the spec fields and funding figures', async () => {
      const r = await client(ctx.app).get('/api/marketplace/solutions');
      expect(r.status).toBe(200);
      expect(r.json.total).toBe(MARKETPLACE_SEED.length);
      const shield = r.json.items.find((s: { slug: string }) => s.slug === 'cyber-shield');
      expect(shield).toMatchObject({
        title: 'CyberShield SOC',
        category: 'cybersecurity',
        classification: 'confidential',
        startup: 'Akwaba Cyber',
        certified: true,
        featured: true,
        tags: ['SOC', 'SIEM', 'ANSSI'],
        rating: 4.9,
        downloads: 2400,
        funding_goal: 500_000,
        translations: { en: { title: 'CyberShield SOC' } },
      });
      expect(typeof shield.current_funding).toBe('number');
      // featured first
      expect(r.json.items[0].featured).toBe(true);
    });

    it('filters by category and by an accent- and case-insensitive q; refuses unknown filters', async () => {
      const c = client(ctx.app);
      const cat = await c.get('/api/marketplace/solutions?category=drones');
      expect(cat.json.items.map((s: { slug: string }) => s.slug)).toEqual(['sky-sentinel']);
      const q = await c.get(`/api/marketplace/solutions?q=${encodeURIComponent('BIOMETRIE')}`);
      expect(q.json.items.map((s: { slug: string }) => s.slug)).toEqual(['id-trust']);
      const en = await c.get('/api/marketplace/solutions?q=vault');
      expect(en.json.items.map((s: { slug: string }) => s.slug)).toEqual(['gov-vault']);
      const none = await c.get('/api/marketplace/solutions?q=%25');
      expect(none.json.total).toBe(0);
      const featured = await c.get('/api/marketplace/solutions?featured=true');
      expect(featured.json.items.every((s: { featured: boolean }) => s.featured)).toBe(true);
      for (const bad of ['category=weapons', 'sort=price', `q=${'x'.repeat(101)}`]) {
        const r = await c.get(`/api/marketplace/solutions?${bad}`);
        expect(r.status, bad).toBe(400);
        expect(r.json.error.code).toBe('validation_failed');
      }
      expect(MARKETPLACE_CATEGORIES).toHaveLength(8);
    });

    it('an investor pledges: a pledge row, current funding up by the amount, an audit row, listed in their pledges', async () => {
      const inv = await accountOf(ctx, 'investor');
      const c = client(ctx.app);
      const id = ids['flow-trace']!;
      const before = await fundingState(ctx, id);
      const r = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 25_000 }, { token: inv.token });
      expect(r.status).toBe(201);
      expect(r.json.pledge).toMatchObject({ solution_id: id, amount: 25_000, status: 'completed', provider: 'demo', demo: true });
      expect(r.json.solution.current_funding).toBe(before.current + 25_000);
      const after = await fundingState(ctx, id);
      expect(after.current).toBe(after.base + after.pledges + after.grants);
      const audit = await ctx.db.query<{ actor_id: string; details: { amount: number } }>(`SELECT actor_id, details FROM audit_log WHERE event = 'marketplace.pledge' AND actor_id = $1`, [inv.id]);
      expect(audit.rows).toHaveLength(1);
      expect(audit.rows[0]!.details.amount).toBe(25_000);
      const mine = await c.get('/api/marketplace/pledges', { token: inv.token });
      expect(mine.json.total).toBe(1);
      expect(mine.json.items[0]).toMatchObject({ amount: 25_000, solution: { id, current_funding: after.current, funding_goal: 600_000 } });
      const one = await c.get(`/api/marketplace/solutions/${id}`);
      expect(one.json.solution).toMatchObject({ pledges_count: 1, current_funding: after.current });
    });

    it('role matrix: who may pledge, evaluate, grant and list their pledges', async () => {
      const c = client(ctx.app);
      const id = ids['id-trust']!;
      const expected: Record<Kind, { pledge: number; evaluate: number; grant: number; mine: number }> = {
        anonymous: { pledge: 401, evaluate: 401, grant: 401, mine: 401 },
        user: { pledge: 403, evaluate: 403, grant: 403, mine: 200 },
        developer: { pledge: 403, evaluate: 403, grant: 403, mine: 200 },
        investor: { pledge: 201, evaluate: 403, grant: 403, mine: 200 },
        ministry: { pledge: 403, evaluate: 201, grant: 201, mine: 200 },
        admin: { pledge: 403, evaluate: 403, grant: 403, mine: 200 },
      };
      for (const kind of Object.keys(expected) as Kind[]) {
        const token = kind === 'anonymous' ? undefined : (await accountOf(ctx, kind)).token;
        const o = token ? { token } : {};
        const p = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 10 }, o);
        const e = await c.post(`/api/marketplace/solutions/${id}/evaluations`, { grade: 4, text: 'Solide, conforme RGPD.' }, o);
        const g = await c.post(`/api/marketplace/solutions/${id}/grants`, { amount: 1000 }, o);
        const m = await c.get('/api/marketplace/pledges', o);
        expect({ pledge: p.status, evaluate: e.status, grant: g.status, mine: m.status }, kind).toEqual(expected[kind]);
        if (p.status === 403) expect(p.json.error.code, kind).toBe('investor_role_required');
        if (e.status === 403) expect(e.json.error.code, kind).toBe('ministry_role_required');
        if (g.status === 403) expect(g.json.error.code, kind).toBe('ministry_role_required');
      }
      const s = await fundingState(ctx, id);
      expect(s.count).toBe(1);
      expect(s.current).toBe(s.base + 10 + 1000);
    });

    it('a ministry account evaluates and grants: recorded, audited, reflected on the solution', async () => {
      const min = await accountOf(ctx, 'ministry');
      const c = client(ctx.app);
      const id = ids['sky-sentinel']!;
      const e = await c.post(`/api/marketplace/solutions/${id}/evaluations`, { grade: 5, text: 'Démonstration convaincante sur site.' }, { token: min.token });
      expect(e.status).toBe(201);
      expect(e.json.evaluation).toMatchObject({ grade: 5, text: 'Démonstration convaincante sur site.' });
      expect(e.json.solution).toMatchObject({ evaluations_count: 1, average_grade: 5 });
      const before = await fundingState(ctx, id);
      const g = await c.post(`/api/marketplace/solutions/${id}/grants`, { amount: 150_000 }, { token: min.token });
      expect(g.status).toBe(201);
      expect(g.json.solution).toMatchObject({ grants_total: 150_000, current_funding: before.current + 150_000 });
      const events = await ctx.db.query<{ event: string }>(`SELECT event FROM audit_log WHERE actor_id = $1 AND event LIKE 'marketplace.%' ORDER BY id`, [min.id]);
      expect(events.rows.map((r) => r.event)).toEqual(['marketplace.evaluation', 'marketplace.grant']);
    });

    it('bad input: a clear 4xx and nothing changed', async () => {
      const inv = await accountOf(ctx, 'investor');
      const min = await accountOf(ctx, 'ministry');
      const c = client(ctx.app);
      const id = ids['border-watch']!;
      const before = await fundingState(ctx, id);
      const amounts: unknown[] = [0, -5, 12.5, 0.01, MARKETPLACE_AMOUNT_MAX + 1, 1e20, '100', null, true, [], {}, Number.NaN];
      for (const amount of amounts) {
        const p = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount }, { token: inv.token });
        expect(p.status, `pledge ${String(amount)}`).toBe(400);
        expect(p.json.error.code).toBe('validation_failed');
        const g = await c.post(`/api/marketplace/solutions/${id}/grants`, { amount }, { token: min.token });
        expect(g.status, `grant ${String(amount)}`).toBe(400);
      }
      const cases: [string, unknown, number, string][] = [
        ['pledges', {}, 400, 'validation_failed'],
        ['pledges', { amount: 10, extra: 1 }, 400, 'validation_failed'],
        ['pledges', { amount: 10, idempotency_key: 'bad key!' }, 400, 'validation_failed'],
        ['evaluations', { grade: 6, text: 'Trop généreux comme note.' }, 400, 'validation_failed'],
        ['evaluations', { grade: 0, text: 'Trop sévère comme note.' }, 400, 'validation_failed'],
        ['evaluations', { grade: 3.5, text: 'Note fractionnaire refusée.' }, 400, 'validation_failed'],
        ['evaluations', { grade: 3, text: 'court' }, 400, 'validation_failed'],
        ['evaluations', { grade: 3, text: 'x'.repeat(2001) }, 400, 'validation_failed'],
      ];
      for (const [kind, body, status, code] of cases) {
        const r = await c.post(`/api/marketplace/solutions/${id}/${kind}`, body, { token: kind === 'pledges' ? inv.token : min.token });
        expect(r.status, JSON.stringify(body)).toBe(status);
        expect(r.json.error.code).toBe(code);
      }
      const raw = await c.call('POST', `/api/marketplace/solutions/${id}/pledges`, { raw: '{"amount":', token: inv.token });
      expect(raw.status).toBe(400);
      expect(raw.json.error.code).toBe('invalid_json');
      const form = await c.call('POST', `/api/marketplace/solutions/${id}/pledges`, { raw: 'amount=10', token: inv.token, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.status).toBe(415);
      // unknown solutions: 404, for a well-formed id and a malformed one
      for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const p = await c.post(`/api/marketplace/solutions/${missing}/pledges`, { amount: 10 }, { token: inv.token });
        expect(p.status).toBe(404);
        expect(p.json.error.code).toBe('not_found');
        expect((await c.post(`/api/marketplace/solutions/${missing}/grants`, { amount: 10 }, { token: min.token })).status).toBe(404);
        expect((await c.post(`/api/marketplace/solutions/${missing}/evaluations`, { grade: 3, text: 'Solution inconnue ici.' }, { token: min.token })).status).toBe(404);
        expect((await c.get(`/api/marketplace/solutions/${missing}`)).status).toBe(404);
      }
      expect(await fundingState(ctx, id)).toEqual(before);
      const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM marketplace_pledges WHERE investor_id = $1`, [inv.id]);
      expect(rows[0]!.n).toBe(0);
      const audit = await ctx.db.query(`SELECT 1 FROM audit_log WHERE actor_id = ANY($1::uuid[]) AND event LIKE 'marketplace.%'`, [[inv.id, min.id]]);
      expect(audit.rows).toHaveLength(0);
    });

    it('accepts the bounds: 1 € and 100 M€', async () => {
      const inv = await accountOf(ctx, 'investor');
      const c = client(ctx.app);
      const id = ids['gov-vault']!;
      expect((await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 1 }, { token: inv.token })).status).toBe(201);
      const big = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: MARKETPLACE_AMOUNT_MAX }, { token: inv.token });
      expect(big.status).toBe(201);
      const s = await fundingState(ctx, id);
      expect(s.current).toBe(s.base + 1 + MARKETPLACE_AMOUNT_MAX);
    });

    it('an idempotency key replays the first answer; twenty identical parallel requests make one pledge', async () => {
      const inv = await accountOf(ctx, 'investor');
      const c = client(ctx.app);
      const id = ids['cyber-shield']!;
      const before = await fundingState(ctx, id);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 700, idempotency_key: 'pledge-twenty' }, { token: inv.token })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 200)).toHaveLength(19);
      expect(new Set(results.map((r) => r.json.pledge.id)).size).toBe(1);
      const after = await fundingState(ctx, id);
      expect(after.count).toBe(before.count + 1);
      expect(after.current).toBe(before.current + 700);
      // the header works as the body field; the same key for another amount is a conflict
      const h = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 700 }, { token: inv.token, headers: { 'idempotency-key': 'pledge-twenty' } });
      expect(h.status).toBe(200);
      const other = await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 800, idempotency_key: 'pledge-twenty' }, { token: inv.token });
      expect(other.status).toBe(409);
      // keys are per investor: another investor's same key is a new pledge
      const inv2 = await accountOf(ctx, 'investor');
      expect((await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 700, idempotency_key: 'pledge-twenty' }, { token: inv2.token })).status).toBe(201);
      const min = await accountOf(ctx, 'ministry');
      const grants = await Promise.all(
        Array.from({ length: 5 }, () => c.post(`/api/marketplace/solutions/${id}/grants`, { amount: 50, idempotency_key: 'grant-once' }, { token: min.token })),
      );
      expect(new Set(grants.map((r) => r.json.grant.id)).size).toBe(1);
      const evals = await Promise.all(
        Array.from({ length: 5 }, () => c.post(`/api/marketplace/solutions/${id}/evaluations`, { grade: 4, text: 'Évaluation envoyée une fois.', idempotency_key: 'eval-once' }, { token: min.token })),
      );
      expect(new Set(evals.map((r) => r.json.evaluation.id)).size).toBe(1);
      const final = await fundingState(ctx, id);
      expect(final.current).toBe(final.base + final.pledges + final.grants);
    });

    it('50 parallel pledges on one solution: current funding equals base plus the sum of the pledge rows', async () => {
      const investors = await Promise.all(Array.from({ length: 5 }, () => accountOf(ctx, 'investor')));
      const c = client(ctx.app);
      const id = ids['border-watch']!;
      const before = await fundingState(ctx, id);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 1000 + i }, { token: investors[i % 5]!.token })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
      const after = await fundingState(ctx, id);
      expect(after.count).toBe(before.count + 50);
      const added = Array.from({ length: 50 }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0);
      expect(after.current).toBe(before.current + added);
      expect(after.current).toBe(after.base + after.pledges + after.grants);
    });

    it('a startup publishes a solution linked to its own project, then sees pledges, evaluations and grants received', async () => {
      const dev = await accountOf(ctx, 'developer');
      const c = client(ctx.app);
      const project = await c.post('/api/projects', { title: 'Veille frontière', description: 'Carte des points de passage' }, { token: dev.token });
      expect(project.status).toBe(201);
      const projectId = project.json.id as string;
      const body = {
        project_id: projectId,
        title: 'Veille Frontière',
        description: 'Suivi des points de passage et alertes.',
        startup: 'Akwaba Labs',
        category: 'surveillance',
        price: 12_000,
        funding_goal: 200_000,
        tags: ['GIS', 'GIS', 'Alertes'],
        idempotency_key: 'publish-1',
      };
      const created = await c.post('/api/marketplace/solutions', body, { token: dev.token });
      expect(created.status).toBe(201);
      expect(created.json.solution).toMatchObject({ title: 'Veille Frontière', project_id: projectId, current_funding: 0, funding_goal: 200_000, tags: ['GIS', 'Alertes'], startup: 'Akwaba Labs' });
      expect(created.json.solution.slug).toMatch(/^veille-frontiere-[0-9a-f]{8}$/);
      const again = await c.post('/api/marketplace/solutions', body, { token: dev.token });
      expect(again.status).toBe(200);
      expect(again.json.solution.id).toBe(created.json.solution.id);
      const id = created.json.solution.id as string;
      // found by an accent-free search, listed for anyone
      const found = await c.get('/api/marketplace/solutions?q=frontiere');
      expect(found.json.items.map((s: { id: string }) => s.id)).toContain(id);

      const inv = await accountOf(ctx, 'investor');
      const min = await accountOf(ctx, 'ministry');
      expect((await c.post(`/api/marketplace/solutions/${id}/pledges`, { amount: 5000 }, { token: inv.token })).status).toBe(201);
      expect((await c.post(`/api/marketplace/solutions/${id}/evaluations`, { grade: 4, text: 'Utile pour nos postes frontières.' }, { token: min.token })).status).toBe(201);
      expect((await c.post(`/api/marketplace/solutions/${id}/grants`, { amount: 20_000 }, { token: min.token })).status).toBe(201);
      const received = await c.get('/api/marketplace/received', { token: dev.token });
      expect(received.status).toBe(200);
      expect(received.json.total).toBe(1);
      expect(received.json.items[0]).toMatchObject({
        id,
        current_funding: 25_000,
        pledges: [{ amount: 5000 }],
        evaluations: [{ grade: 4, text: 'Utile pour nos postes frontières.' }],
        grants: [{ amount: 20_000 }],
      });
      // the Analyser panel: the linked project's activity, no content
      const detail = await c.get(`/api/marketplace/solutions/${id}`);
      expect(detail.json.project_activity).toMatchObject({ versions: 1, star_count: 0, view_count: 0, remix_count: 0 });
      expect(detail.json.project_activity.updated_at).toMatch(/^\d{4}-/);
      expect(JSON.stringify(detail.json)).not.toContain('code_content');
      expect((await c.get(`/api/marketplace/solutions/${ids['cyber-shield']}`)).json.project_activity).toBeNull();
      // nobody else receives it
      expect((await c.get('/api/marketplace/received', { token: inv.token })).json.total).toBe(0);
      const audit = await ctx.db.query(`SELECT 1 FROM audit_log WHERE event = 'marketplace.solution_created' AND actor_id = $1`, [dev.id]);
      expect(audit.rows).toHaveLength(1);
    });

    it('publishing: only a startup, only on its own project, only valid fields', async () => {
      const dev = await accountOf(ctx, 'developer');
      const other = await accountOf(ctx, 'developer');
      const inv = await accountOf(ctx, 'investor');
      const c = client(ctx.app);
      const mine = (await c.post('/api/projects', { title: 'Projet A' }, { token: dev.token })).json.id as string;
      const theirs = (await c.post('/api/projects', { title: 'Projet B', visibility: 'public' }, { token: other.token })).json.id as string;
      const good = { project_id: mine, title: 'Solution A', description: 'Une description suffisante.', startup: 'Akwaba', category: 'drones', price: 0, funding_goal: 1000 };
      expect((await c.post('/api/marketplace/solutions', good)).status).toBe(401);
      const refused = await c.post('/api/marketplace/solutions', good, { token: inv.token });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('startup_role_required');
      // someone else's project (even public) and an unknown one: 404, so ids do not leak
      expect((await c.post('/api/marketplace/solutions', { ...good, project_id: theirs }, { token: dev.token })).status).toBe(404);
      expect((await c.post('/api/marketplace/solutions', { ...good, project_id: '00000000-0000-4000-8000-000000000000' }, { token: dev.token })).status).toBe(404);
      const bad: Record<string, unknown>[] = [
        { category: 'weapons' },
        { funding_goal: 0 },
        { funding_goal: 1.5 },
        { price: -1 },
        { title: 'x' },
        { tags: Array(11).fill('t') },
        { demo_url: 'javascript:alert(1)' },
        { demo_url: 'http://insecure.example' },
        { project_id: 'nope' },
        { owner_id: dev.id },
      ];
      for (const patch of bad) {
        const r = await c.post('/api/marketplace/solutions', { ...good, ...patch }, { token: dev.token });
        expect(r.status, JSON.stringify(patch)).toBe(400);
      }
      expect((await c.post('/api/marketplace/solutions', { ...good, demo_url: 'https://demo.example/app' }, { token: dev.token })).status).toBe(201);
      expect((await c.get('/api/marketplace/received', { token: dev.token })).json.total).toBe(1);
    });

    it('evaluations and grants are append-only', async () => {
      await expect(ctx.db.query(`UPDATE marketplace_grants SET amount = amount + 1`)).rejects.toThrow(/append-only/);
      await expect(ctx.db.query(`UPDATE marketplace_evaluations SET grade = 1`)).rejects.toThrow(/append-only/);
    });
  },
  { poolSize: 20 },
);
