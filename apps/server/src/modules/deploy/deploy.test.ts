import { expect, it } from 'vitest';
import { client, newUser } from '../../test/http';
import { describeEachDb, type TestContext } from '../../test/test-app';
import { approveNewVersion, SAMPLE_APP_FILES, seedListing } from '../../test/store-orders';

const key = () => `k-${Math.random().toString(36).slice(2)}`;
const count = async (ctx: TestContext, sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

describeEachDb('store deployments', (ctx) => {
  const c = () => client(ctx.app);
  const setup = async () => {
    const author = await newUser(ctx.app);
    const buyer = await newUser(ctx.app);
    const app = await seedListing(ctx.db, { authorId: author.id, status: 'approved' });
    expect((await c().post(`/api/store/apps/${app.slug}/orders`, { idempotency_key: key() }, { token: buyer.token })).status).toBe(201);
    return { author, buyer, app };
  };

  it('a buyer deploys the approved version: built once, served at /apps/<slug>/<version>/ with the sandbox CSP', async () => {
    const { author, buyer, app } = await setup();
    const r = await c().post(`/api/store/apps/${app.slug}/deployments`, undefined, { token: buyer.token });
    expect(r.status).toBe(201);
    expect(r.json.deployment).toMatchObject({ url: `/apps/${app.slug}/1/`, state: 'active', version: { number: 1, hash: app.hash }, role: 'buyer', newer_version: null });
    const page = await ctx.app.request(`/apps/${app.slug}/1/`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("form-action 'none'");
    // scripts and styles by path (the app's folder and /runtime/), images inline only: nothing can point at /api
    expect(csp).toMatch(new RegExp(`script-src http://localhost/apps/${app.slug}/1/ http://localhost/runtime/ 'sha256-`));
    expect(csp).toContain('img-src data: blob:');
    expect(csp).not.toContain("'self' ");
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('allow-top-navigation');
    const html = await page.text();
    expect(html).toContain('<script type="importmap">');
    expect(html).toContain('/runtime/');
    expect(html).not.toMatch(/https?:\/\//);
    const js = await ctx.app.request(`/apps/${app.slug}/1/app.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    expect(await js.text()).toContain('Registre des incidents');
    expect((await ctx.app.request(`/apps/${app.slug}/1`)).status).toBe(301);
    expect((await ctx.app.request(`/apps/${app.slug}/1/secret.txt`)).status).toBe(404);
    expect((await ctx.app.request(`/apps/${app.slug}/2/`)).status).toBe(404);
    // the author deploys the same version: the build is reused (cached by the pinned files' hash)
    expect((await c().post(`/api/store/apps/${app.slug}/deployments`, {}, { token: author.token })).json.deployment.role).toBe('author');
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_builds WHERE source_hash = $1', [app.hash])).toBe(1);
    expect(await count(ctx, `SELECT count(*) AS n FROM audit_log WHERE event = 'store.deployed' AND details->>'app_id' = $1`, [app.id])).toBe(2);
  });

  it('refuses strangers, hidden listings, unapproved and failed-baseline versions, broken builds; nothing changes', async () => {
    const { author, buyer, app } = await setup();
    const stranger = await newUser(ctx.app);
    const deploy = (slug: string, token: string, body?: unknown) => c().post(`/api/store/apps/${slug}/deployments`, body, { token });
    const no = await deploy(app.slug, stranger.token);
    expect([no.status, no.json.error.code]).toEqual([403, 'store_not_buyer']);
    const hidden = await seedListing(ctx.db, { authorId: author.id, status: 'pending' });
    expect((await deploy(hidden.slug, buyer.token)).status).toBe(404);
    const unapproved = await deploy(hidden.slug, author.token);
    expect([unapproved.status, unapproved.json.error.code]).toEqual([409, 'store_version_not_approved']);
    await approveNewVersion(ctx.db, app.id, 2, [...SAMPLE_APP_FILES, { path: 'README.md', content: 'v2' }], 'fail');
    const failed = await deploy(app.slug, buyer.token, { version: 2 });
    expect([failed.status, failed.json.error.code]).toEqual([409, 'store_deploy_baseline_failed']);
    expect((await deploy(app.slug, buyer.token, { version: 9 })).status).toBe(404);
    expect((await deploy(app.slug, buyer.token, { version: 'x' })).status).toBe(400);
    const broken = await seedListing(ctx.db, { authorId: author.id, status: 'approved', files: [{ path: 'src/App.tsx', content: 'export default function App() { return <main> }' }] });
    const b = await deploy(broken.slug, author.token);
    expect([b.status, b.json.error.code]).toEqual([422, 'store_build_failed']);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_deployments WHERE user_id IN ($1, $2, $3)', [author.id, buyer.id, stranger.id])).toBe(0);
    expect(await count(ctx, 'SELECT count(*) AS n FROM store_builds WHERE source_hash = $1', [broken.hash])).toBe(0);
  });

  it('lists deployments with a newer approved version, redeploys it, and undeploys (the URL stops answering)', async () => {
    const { buyer, app } = await setup();
    const other = await newUser(ctx.app);
    const first = (await c().post(`/api/store/apps/${app.slug}/deployments`, {}, { token: buyer.token })).json.deployment;
    await approveNewVersion(ctx.db, app.id, 2, [...SAMPLE_APP_FILES, { path: 'src/App.tsx', content: 'export default function App() { return <main><h1>Registre v2</h1></main>; }\n' }]);
    const list = await c().get('/api/store/deployments', { token: buyer.token });
    expect(list.json.total).toBe(1);
    expect(list.json.items[0]).toMatchObject({ id: first.id, version: { number: 1 }, newer_version: 2 });
    const re = await c().post(`/api/store/apps/${app.slug}/deployments`, { version: 2 }, { token: buyer.token });
    expect(re.json.deployment).toMatchObject({ id: first.id, url: `/apps/${app.slug}/2/`, newer_version: null });
    expect((await ctx.app.request(`/apps/${app.slug}/2/`)).status).toBe(200);
    expect((await ctx.app.request(`/apps/${app.slug}/1/`)).status).toBe(404);
    expect((await c().del(`/api/store/deployments/${first.id}`, { token: other.token })).status).toBe(404);
    expect((await c().del(`/api/store/deployments/not-a-uuid`, { token: buyer.token })).status).toBe(404);
    const gone = await c().del(`/api/store/deployments/${first.id}`, { token: buyer.token });
    expect(gone.json.deployment.state).toBe('removed');
    expect((await ctx.app.request(`/apps/${app.slug}/2/`)).status).toBe(404);
    expect(await count(ctx, `SELECT count(*) AS n FROM audit_log WHERE event = 'store.undeployed' AND actor_id = $1`, [buyer.id])).toBe(1);
  });
});
