/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
import { GENERATION_STEPS } from '@ov/shared';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { createErrorHandler } from '../../platform/http/error-handler';
import { silentLogger } from '../../platform/logger';
import { describeEachDb, type TestContext } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createCreditsService } from '../credits';
import { createProjectsService } from '../projects';
import { createAiRoutes, createAppDelivery } from './index';
import { createOfflineProvider, type Provider } from './providers';
import { projectTitle } from './delivery';
import { stepOfFile } from './progress';

const balance = async (ctx: TestContext, userId: string) =>
  (await ctx.db.query<{ amount: number }>('SELECT amount FROM credits WHERE user_id = $1', [userId])).rows[0]!.amount;
const projectsOf = async (ctx: TestContext, userId: string) =>
  (await ctx.db.query<{ id: string; title: string; app_spec: unknown; generated_files: unknown; code_content: unknown; visibility: string }>(
    'SELECT id, title, app_spec, generated_files, code_content, visibility FROM projects WHERE user_id = $1 ORDER BY created_at',
    [userId],
  )).rows;

/** The AI routes on the test database, with a chosen provider and the real credits, projects and delivery. */
function aiApp(ctx: TestContext, userId: string, provider: Provider, opts: { failProject?: boolean; drainBefore?: number } = {}) {
  const credits = createCreditsService(ctx.db);
  const projects = createProjectsService(ctx.db);
  const delivery = createAppDelivery({
    transaction: async (fn) => {
      // a concurrent spend between the precheck and the delivery: the balance is short when the charge runs
      if (opts.drainBefore !== undefined) await ctx.db.query('UPDATE credits SET amount = $2 WHERE user_id = $1', [userId, opts.drainBefore]);
      return credits.transaction(fn);
    },
    spend: (input, tx) => credits.spend(input, tx),
    createGenerated: async (uid, p, tx) => {
      if (opts.failProject) {
        // a real failure inside the transaction, after the charge: a constraint the insert breaks
        await tx.query("INSERT INTO projects (user_id, title, visibility) VALUES ($1, 'x', 'nope')", [uid]);
      }
      return projects.createGenerated(uid, p, tx);
    },
  });
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(silentLogger));
  app.use('*', async (c, next) => {
    c.set('user', { id: userId, email: 'x@example.test', roles: ['developer'] });
    await next();
  });
  app.route('/api/functions', createAiRoutes({ config: { provider: 'offline' }, credits, provider, delivery }));
  return app;
}

const post = (app: Hono<AppEnv>, body: unknown, sse = false) =>
  app.request('/api/functions/sentinel-ai-agent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sse ? { accept: 'text/event-stream' } : {}) },
    body: JSON.stringify(body),
  });

const vague: Provider = {
  ...createOfflineProvider(),
  async generateApp() {
    return {
      files: [],
      description: '',
      techStack: [],
      features: [],
      appType: 'web-application',
      response: 'Trop vague',
      proposals: ['Registre des visiteurs avec badge', 'Suivi des incidents avec gravité', 'Inventaire du matériel avec seuils'],
      chargeable: false,
    };
  },
};

describeEachDb('sentinel-ai-agent keeps every delivered app as a private project (issue 12)', (ctx) => {
  it('creates the project on delivery, named after the app, listed in the owner\'s projects, with app_spec and generated_files', async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const c = client(ctx.app);
    const otherBefore = await c.get('/api/projects', { token: other.token });

    const gen = await c.post('/api/functions/sentinel-ai-agent', { prompt: 'Registre des visiteurs du ministère avec nom, badge et heure d’entrée' }, { token: owner.token });
    expect(gen.status).toBe(200);
    expect(gen.json.creditsUsed).toBe(2);
    expect(gen.json.project_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof gen.json.project_title).toBe('string');

    const list = await c.get('/api/projects', { token: owner.token });
    expect(list.json.projects.map((p: any) => p.id)).toEqual([gen.json.project_id]);
    expect(list.json.projects[0]).toMatchObject({ title: gen.json.project_title, visibility: 'private' });

    const project = await c.get(`/api/projects/${gen.json.project_id}`, { token: owner.token });
    expect(project.status).toBe(200);
    expect(project.json.project.code_content).toEqual(gen.json.files);
    const rows = await projectsOf(ctx, owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.generated_files).toEqual(gen.json.files);
    expect(rows[0]!.visibility).toBe('private');
    // a private project: another user cannot read it, and their own list is unchanged
    expect((await c.get(`/api/projects/${gen.json.project_id}`, { token: other.token })).status).toBe(404);
    expect((await c.get('/api/projects', { token: other.token })).json).toEqual(otherBefore.json);
    expect(await balance(ctx, other.id)).toBe(100);
    expect(await balance(ctx, owner.id)).toBe(98);

    // a second generation is a second project, the first is untouched
    const again = await c.post('/api/functions/sentinel-ai-agent', { prompt: 'Build an incident tracker with severity and status' }, { token: owner.token });
    expect(again.json.project_id).not.toBe(gen.json.project_id);
    const after = await projectsOf(ctx, owner.id);
    expect(after.map((r) => r.id)).toEqual([gen.json.project_id, again.json.project_id]);
    expect(after[0]!.code_content).toEqual(gen.json.files);
  });

  it('keeps what the provider understood (app_spec) when it gives one', async () => {
    const user = await newUser(ctx.app);
    const offline = createOfflineProvider();
    const spec = { title: 'Registre des visiteurs', lang: 'fr' };
    const withSpec: Provider = { ...offline, generateApp: async (req, sink) => ({ ...(await offline.generateApp(req, sink)), spec: spec as any }) };
    const res = await post(aiApp(ctx, user.id, withSpec), { prompt: 'registre des visiteurs' });
    const json = (await res.json()) as any;
    expect(json.project_title).toBe('Registre des visiteurs');
    const rows = await projectsOf(ctx, user.id);
    expect(rows.map((r) => [r.title, r.app_spec])).toEqual([['Registre des visiteurs', spec]]);
  });

  it('not charged → no project: a balance drained between the precheck and the delivery answers 402 and writes nothing', async () => {
    const user = await newUser(ctx.app);
    const res = await post(aiApp(ctx, user.id, createOfflineProvider(), { drainBefore: 1 }), { prompt: 'Inventaire du matériel avec seuils' });
    expect(res.status).toBe(402);
    expect(((await res.json()) as any).error.code).toBe('insufficient_credits_app');
    expect(await projectsOf(ctx, user.id)).toEqual([]);
    expect(await balance(ctx, user.id)).toBe(1);
  });

  it('no project → not charged: a failure writing the project rolls the charge back', async () => {
    const user = await newUser(ctx.app);
    const res = await post(aiApp(ctx, user.id, createOfflineProvider(), { failProject: true }), { prompt: 'Inventaire du matériel avec seuils' });
    expect(res.status).toBe(500);
    expect(await projectsOf(ctx, user.id)).toEqual([]);
    expect(await balance(ctx, user.id)).toBe(100);
    const ledger = await ctx.db.query("SELECT 1 FROM credit_transactions WHERE user_id = $1 AND kind = 'usage'", [user.id]);
    expect(ledger.rows).toEqual([]);
  });

  it('a vague request answers proposals: no files, no project, nothing charged', async () => {
    const user = await newUser(ctx.app);
    const res = await post(aiApp(ctx, user.id, vague), { prompt: 'fais un truc cool' });
    expect(res.status).toBe(200);
    const json = (await res.json()) as any;
    expect(json).toMatchObject({ files: [], creditsUsed: 0, proposals: expect.any(Array) });
    expect(json.proposals).toHaveLength(3);
    expect(json.project_id).toBeUndefined();
    expect(await projectsOf(ctx, user.id)).toEqual([]);
    expect(await balance(ctx, user.id)).toBe(100);
  });

  it('streams progress from the first event, files after, and project_id in done', async () => {
    const user = await newUser(ctx.app);
    const res = await post(aiApp(ctx, user.id, createOfflineProvider()), { prompt: 'Suivi des incidents de sécurité avec gravité et statut' }, true);
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({ event: m[1]!, data: JSON.parse(m[2]!) }));
    expect(events[0]).toEqual({ event: 'progress', data: { step: 'request', label_fr: expect.any(String), label_en: expect.any(String) } });
    const steps = events.filter((e) => e.event === 'progress').map((e) => e.data.step);
    expect(new Set(steps).size).toBe(steps.length);
    for (const s of steps) expect(GENERATION_STEPS).toContain(s);
    expect(steps).toEqual(expect.arrayContaining(['request', 'understood', 'files', 'screens', 'saving']));
    const firstFile = events.findIndex((e) => e.event === 'file');
    expect(firstFile).toBeGreaterThan(0);
    expect(events.findIndex((e) => e.event === 'progress' && e.data.step === 'files')).toBeLessThan(firstFile);
    const saving = events.findIndex((e) => e.event === 'progress' && e.data.step === 'saving');
    expect(saving).toBeGreaterThan(events.map((e) => e.event).lastIndexOf('file'));
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.project_id).toBe((await projectsOf(ctx, user.id))[0]!.id);
  });
});

it('names a project after the app, or the first words of the request, never cut mid-word', () => {
  expect(projectTitle('Registre des visiteurs du ministère', 'x')).toBe('Registre des visiteurs du ministère');
  expect(projectTitle(undefined, 'tableau de bord des alertes')).toBe('Tableau de bord des alertes');
  expect(projectTitle(undefined, 'Crée une application de suivi des incidents de cybersécurité pour un SOC ministériel avec export')).toBe(
    'Crée une application de suivi des incidents de…',
  );
  expect(projectTitle('  ', 'Build a chess clock.')).toBe('Build a chess clock');
});

it('reads which step a file shows', () => {
  expect(stepOfFile('src/types.ts')).toBe('data-model');
  expect(stepOfFile('src/data/visitors.ts')).toBe('data-model');
  expect(stepOfFile('schema.sql')).toBe('data-model');
  expect(stepOfFile('src/components/VisitorTable.tsx')).toBe('screens');
  expect(stepOfFile('src/main.tsx')).toBe('files');
  expect(stepOfFile('package.json')).toBe('files');
});

describeEachDb('GET /api/functions/model', (ctx) => {
  it('names the configured model (offline here), for the badges before any answer', async () => {
    const r = await client(ctx.app).get('/api/functions/model');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ model: 'sentinel-offline' });
  });
});
