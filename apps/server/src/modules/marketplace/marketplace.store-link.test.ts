import { expect, it } from 'vitest';
import { client } from '../../test/http';
import { grantRole } from '../../test/roles';
import { describeEachStore, project, RISKY_FILES, submitted, user } from '../../test/store';
import { linkMarketplaceSamples, seedMarketplace } from './index';

// Decisions 195–196: a startup links its solution to one of its own store listings; Analyser shows the label.
const solution = (projectId: string, over: Record<string, unknown> = {}) => ({
  project_id: projectId,
  title: 'Veille liée au store',
  description: 'Une solution reliée à sa fiche du store.',
  startup: 'Veille SAS',
  category: 'cybersecurity',
  price: 0,
  funding_goal: 100_000,
  ...over,
});

describeEachStore('marketplace ↔ store link', (t) => {
  const c = () => client(t.app);
  const solutionsCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM marketplace_solutions`)).rows[0]!.n;
  const createdAudits = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE event = 'marketplace.solution_created'`)).rows[0]!.n;

  it('links the caller’s own listing; someone else’s or an unknown one is refused (404 store_listing_not_owned), nothing changed', async () => {
    const author = await user(t);
    const { slug } = await submitted(t, author.token, RISKY_FILES, { title: 'Calculatrice' });
    const appId = (await t.db.query<{ id: string }>(`SELECT id FROM store_apps WHERE slug = $1`, [slug])).rows[0]!.id;

    const other = await user(t);
    const otherProject = await project(t.app, other.token);
    const before = { n: await solutionsCount(), audits: await createdAudits() };
    for (const id of [appId, '00000000-0000-4000-8000-000000000000']) {
      const r = await c().post('/api/marketplace/solutions', solution(otherProject, { store_app_id: id }), { token: other.token });
      expect(r.status).toBe(404);
      expect(r.json.error.code).toBe('store_listing_not_owned');
    }
    const bad = await c().post('/api/marketplace/solutions', solution(otherProject, { store_app_id: 'not-a-uuid' }), { token: other.token });
    expect(bad.status).toBe(400);
    expect({ n: await solutionsCount(), audits: await createdAudits() }).toEqual(before);

    // The caller's own listings, to choose one; a stranger's list does not show it.
    expect((await c().get('/api/marketplace/linkable-listings', { token: author.token })).json.items).toEqual([{ id: appId, slug, title: 'Calculatrice', status: 'audited' }]);
    expect((await c().get('/api/marketplace/linkable-listings', { token: other.token })).json.total).toBe(0);
    expect((await c().get('/api/marketplace/linkable-listings')).status).toBe(401);
    const own = await c().post('/api/marketplace/solutions', solution(await project(t.app, author.token), { store_app_id: appId }), { token: author.token });
    expect(own.status).toBe(201);
    expect(own.json.solution.store_listing).toEqual({ slug, title: 'Calculatrice' });
    expect(await solutionsCount()).toBe(before.n + 1);
    const log = await t.db.query<{ details: { store_app_id: string } }>(`SELECT details FROM audit_log WHERE event = 'marketplace.solution_created' AND actor_id = $1`, [author.id]);
    expect(log.rows[0]!.details.store_app_id).toBe(appId);
  });

  it('Analyser: the linked listing’s score, baseline and verified % once the listing is public; none before, none when unlinked', async () => {
    const author = await user(t);
    const admin = await user(t);
    await grantRole(t, admin, 'admin');
    const { slug } = await submitted(t, author.token, RISKY_FILES, { title: 'Calculatrice' });
    const appId = (await t.db.query<{ id: string }>(`SELECT id FROM store_apps WHERE slug = $1`, [slug])).rows[0]!.id;
    // Justify the high finding so the baseline passes (verified % is 0 until an admin verifies).
    const listing = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
    const high = listing.audit.findings.find((f: { rule: string }) => f.rule === 'ov/no-eval');
    const j = await c().post(`/api/store/apps/${slug}/findings/${high.id}/justification`, { text: 'Expression saisie par un administrateur, jamais par le public.' }, { token: author.token });
    expect(j.status).toBe(200);

    const created = await c().post('/api/marketplace/solutions', solution(await project(t.app, author.token), { store_app_id: appId }), { token: author.token });
    const id = created.json.solution.id as string;
    // Not approved yet: the author sees the link, the public does not (the listing is not public).
    expect((await c().get(`/api/marketplace/solutions/${id}`)).json).toMatchObject({ solution: { store_listing: null }, store_audit: null });
    const mine = (await c().get(`/api/marketplace/solutions/${id}`, { token: author.token })).json;
    expect(mine.store_audit).toMatchObject({ slug, baseline: 'pass', verified_percent: 0 });

    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token })).status).toBe(200);
    const store = (await c().get(`/api/store/apps/${slug}`)).json.app;
    const d = (await c().get(`/api/marketplace/solutions/${id}`)).json;
    expect(d.solution.store_listing).toEqual({ slug, title: 'Calculatrice' });
    expect(d.store_audit).toEqual({ slug, title: 'Calculatrice', score: store.audit.score, baseline: 'pass', verified_percent: 0 });
    expect(typeof d.store_audit.score).toBe('number');
    // The list says the same link.
    const listed = (await c().get('/api/marketplace/solutions')).json.items.find((s: { id: string }) => s.id === id);
    expect(listed.store_listing).toEqual({ slug, title: 'Calculatrice' });

    // An admin verifies the justification: verified % follows the store.
    const jid = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app.audit.findings.find((f: { id: string }) => f.id === high.id).justification_id;
    expect((await c().post(`/api/admin/store/findings/${jid}/verify`, { verified: true }, { token: admin.token })).status).toBe(200);
    const after = (await c().get(`/api/store/apps/${slug}`)).json.app.audit;
    const d2 = (await c().get(`/api/marketplace/solutions/${id}`)).json;
    expect(d2.store_audit).toMatchObject({ score: after.score, verified_percent: after.verified_percent });
    expect(d2.store_audit.verified_percent).toBeGreaterThan(0);

    // A solution without a link: no audit.
    const plain = await c().post('/api/marketplace/solutions', solution(await project(t.app, author.token)), { token: author.token });
    expect(plain.json.solution.store_listing).toBeNull();
    expect((await c().get(`/api/marketplace/solutions/${plain.json.solution.id}`)).json.store_audit).toBeNull();
  });

  it('sample solutions link to the sample store listings of the same app once those are public, once (decision 198)', async () => {
    await seedMarketplace(t.db);
    const author = await user(t);
    const { slug } = await submitted(t, author.token);
    await t.db.query(`UPDATE store_apps SET slug = 'cybershield-soc' WHERE slug = $1`, [slug]);
    const sample = (await t.db.query<{ id: string }>(`SELECT id FROM marketplace_solutions WHERE slug = 'cyber-shield'`)).rows[0]!.id;
    // Not public yet (audited): nothing is linked.
    expect(await linkMarketplaceSamples(t.db)).toBe(0);
    expect((await c().get(`/api/marketplace/solutions/${sample}`)).json.solution.store_listing).toBeNull();
    await t.db.query(`UPDATE store_apps SET status = 'featured' WHERE slug = 'cybershield-soc'`);
    expect(await linkMarketplaceSamples(t.db)).toBe(1);
    expect((await c().get(`/api/marketplace/solutions/${sample}`)).json.solution.store_listing).toMatchObject({ slug: 'cybershield-soc' });
    // Idempotent; the other samples have no listing here and stay unlinked.
    expect(await linkMarketplaceSamples(t.db)).toBe(0);
    const unlinked = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM marketplace_solutions WHERE owner_id IS NULL AND store_app_id IS NULL`);
    expect(unlinked.rows[0]!.n).toBeGreaterThan(0);
  });
});
