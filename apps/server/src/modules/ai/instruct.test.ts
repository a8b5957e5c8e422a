/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */
import { randomUUID } from 'node:crypto';
import type { AppSpec, GeneratedFile } from '@ov/shared';
import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createCreditsService } from '../credits';
import { createProjectsService } from '../projects';
import { createAiRouter } from './ai.routes';
import { createAiService } from './ai.service';
import { createOfflineProvider } from './providers';
import { createInstructor, type ApplyInstruction, type GenerateFromSpec } from './instruct';
import { VISITORS } from './offline/generate/fixtures';

/*
 * Change by instruction through the HTTP route, on a real database (projects, credits), with a small hand-made
 * understanding and generator injected in place of the offline ones (contracts 4 and 5), so that the merge and
 * charging rules are tested on files whose every line is known.
 */

/** The visitor register of the generator's fixtures (contract 5's tests use the same app description). */
const spec: AppSpec = VISITORS;

const camel = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join('');

/** Understands "ajoute un champ X", "renomme l'application en X" and "ne change rien". */
const fakeApply: ApplyInstruction = (s, instruction) => {
  const add = /^ajoute un champ (.+)$/i.exec(instruction.trim());
  if (add) {
    const label = add[1]!.trim();
    const label1 = label[0]!.toUpperCase() + label.slice(1);
    const e = s.entities[0]!;
    const next = { ...s, entities: [{ ...e, fields: [...e.fields, { key: camel(label), label: label1, type: 'text' as const, required: false }] }] };
    return { ok: true, spec: next, changes: [`Champ « ${label1} » ajouté aux ${e.plural}`] };
  }
  const rename = /^renomme l'application en (.+)$/i.exec(instruction.trim());
  if (rename) return { ok: true, spec: { ...s, title: rename[1]! }, changes: [`Titre : « ${rename[1]} »`] };
  if (/ne change rien/i.test(instruction)) return { ok: true, spec: s, changes: [] };
  return { ok: false, reason: "Je n'ai pas compris cette instruction : essayez « ajoute un champ … »." };
};

/** One line per field in three files, as the real generator's table, form and CSV would have them. */
const fakeGenerate: GenerateFromSpec = (s) => {
  const e = s.entities[0]!;
  const app = [
    "import { headers } from './csv';",
    '',
    `export const title = ${JSON.stringify(s.title)};`,
    '',
    'export const columns = [',
    ...e.fields.map((f) => `  { key: '${f.key}', label: ${JSON.stringify(f.label)} },`),
    '];',
    '',
    'export function Footer() {',
    "  return 'Sentinel';",
    '}',
    '',
  ].join('\n');
  const form = ['export const inputs = [', ...e.fields.map((f) => `  { name: '${f.key}', type: '${f.type}' },`), '];', ''].join('\n');
  const csv = ['export const headers = [', ...e.fields.map((f) => `  ${JSON.stringify(f.label)},`), '];', ''].join('\n');
  return { files: [{ path: 'src/App.tsx', content: app }, { path: 'src/form.ts', content: form }, { path: 'src/csv.ts', content: csv }] };
};

const detect = (text: string, tie?: 'fr' | 'en') => (/\b(add|the|field)\b/i.test(text) ? 'en' : /\b(ajoute|le|la|un)\b/i.test(text) ? 'fr' : (tie ?? 'fr'));

describeEachDb('AI: change a project by instruction', (ctx) => {
  let fnApp: Hono<AppEnv>;
  let credits: ReturnType<typeof createCreditsService>;
  beforeAll(() => {
    credits = createCreditsService(ctx.db);
    const projects = createProjectsService(ctx.db);
    const instruct = createInstructor({
      source: { load: (userId, id) => projects.instructionSource(userId, id) },
      applyInstruction: fakeApply,
      generate: fakeGenerate,
      detectLanguage: detect,
    });
    fnApp = new Hono<AppEnv>();
    fnApp.onError((err, c) => (err instanceof AppError ? c.json({ error: { code: err.code, message: err.message } }, err.status) : c.json({ error: { code: 'internal' } }, 500)));
    fnApp.use('*', async (c, next) => {
      c.set('user', { id: c.req.header('x-user')!, email: 'x@example.test', roles: ['developer'] });
      await next();
    });
    fnApp.route('/api/functions', createAiRouter(createAiService({ provider: createOfflineProvider(), credits, instruct })));
  });

  const instruct = async (userId: string, projectId: string, prompt: string, headers: Record<string, string> = {}) => {
    const res = await fnApp.request('/api/functions/sentinel-ai-agent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user': userId, ...headers },
      body: JSON.stringify({ prompt, project_id: projectId }),
    });
    return { status: res.status, text: await res.clone().text(), json: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as any) : undefined };
  };
  const balance = async (userId: string) => (await credits.getBalance(userId)).amount;

  /** A generated project as genflow stores it: files, app description and the files as generated. */
  async function generatedProject(token: string, s: AppSpec = spec): Promise<{ id: string; files: GeneratedFile[] }> {
    const c = client(ctx.app);
    const files = fakeGenerate(s).files;
    const id = (await c.post('/api/projects', { title: s.title, code_content: files }, { token })).json.id as string;
    const stored = await c.patch(`/api/projects/${id}`, { app_spec: s, generated_files: files }, { token });
    expect(stored.status).toBe(200);
    return { id, files };
  }

  it('adds the field to the table, the form and the CSV, keeps a hand edit, answers without saving, costs 2 credits', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const { id, files } = await generatedProject(u.token);
    // The user edits a generated file by hand and saves.
    const edited = files.map((f) => (f.path === 'src/App.tsx' ? { ...f, content: f.content.replace("  return 'Sentinel';", "  return 'Accueil du ministère, poste 4021';") } : f));
    expect((await c.patch(`/api/projects/${id}`, { code_content: edited }, { token: u.token })).status).toBe(200);
    const before = (await c.get(`/api/projects/${id}`, { token: u.token })).json.project;
    const start = await balance(u.id);

    const r = await instruct(u.id, id, 'ajoute un champ service visité');
    expect(r.status).toBe(200);
    expect(r.json.creditsUsed).toBe(2);
    expect(r.json.model).toBe('sentinel-offline');
    expect(await balance(u.id)).toBe(start - 2);
    const out = r.json.instruction;
    expect(out).toMatchObject({ project_id: id, applied: true, changes: ['Champ « Service visité » ajouté aux visiteurs'], conflicts: 0, base_version: before.version });
    expect(out.file_changes.map((f: any) => [f.path, f.status]).sort()).toEqual([
      ['src/App.tsx', 'changed'],
      ['src/csv.ts', 'changed'],
      ['src/form.ts', 'changed'],
    ]);
    const app = out.files.find((f: any) => f.path === 'src/App.tsx').content as string;
    expect(app).toContain("{ key: 'serviceVisite', label: \"Service visité\" }");
    expect(app).toContain('Accueil du ministère, poste 4021');
    expect(out.files.find((f: any) => f.path === 'src/csv.ts').content).toContain('"Service visité",');
    expect(out.files.find((f: any) => f.path === 'src/form.ts').content).toContain("{ name: 'serviceVisite', type: 'text' }");
    expect(out.app_spec.entities[0].fields.map((f: any) => f.key)).toContain('serviceVisite');
    expect(out.generated_files).toEqual(fakeGenerate(out.app_spec).files);
    expect(r.json.response).toContain('Service visité');

    // Nothing was saved.
    const after = (await c.get(`/api/projects/${id}`, { token: u.token })).json.project;
    expect(after.version).toBe(before.version);
    expect(after.code_content).toEqual(before.code_content);

    // "Appliquer": the client saves the merged files, the new description and the new base.
    const applied = await c.patch(`/api/projects/${id}`, { code_content: out.files, app_spec: out.app_spec, generated_files: out.generated_files }, { token: u.token });
    expect(applied.status).toBe(200);
    const row = (await ctx.db.query<any>('SELECT app_spec, generated_files, code_content FROM projects WHERE id = $1', [id])).rows[0];
    expect(row.app_spec.entities[0].fields.at(-1)).toMatchObject({ key: 'serviceVisite', label: 'Service visité' });
    expect(row.generated_files).toEqual(out.generated_files);
    expect(row.code_content).toEqual(out.files);

    // The next instruction merges against the new base: the hand edit is still kept, the earlier field stays.
    const r2 = await instruct(u.id, id, 'ajoute un champ motif');
    const app2 = r2.json.instruction.files.find((f: any) => f.path === 'src/App.tsx').content as string;
    expect(app2).toContain('Accueil du ministère, poste 4021');
    expect(app2).toContain("'serviceVisite'");
    expect(app2).toContain("'motif'");
    expect(r2.json.instruction.conflicts).toBe(0);
  });

  it('reports a conflict with both versions marked, never dropping the user edit, and still charges the work done', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const { id, files } = await generatedProject(u.token);
    const edited = files.map((f) => (f.path === 'src/App.tsx' ? { ...f, content: f.content.replace('Registre des visiteurs du ministère', 'Mon registre à moi') } : f));
    await c.patch(`/api/projects/${id}`, { code_content: edited }, { token: u.token });
    const start = await balance(u.id);
    const r = await instruct(u.id, id, "renomme l'application en Registre des entrées");
    expect(r.status).toBe(200);
    const out = r.json.instruction;
    expect(out.applied).toBe(true);
    expect(out.conflicts).toBe(1);
    const app = out.file_changes.find((f: any) => f.path === 'src/App.tsx');
    expect(app).toMatchObject({ status: 'conflict', conflicts: 1 });
    expect(app.after).toContain('<<<<<<< vos modifications\nexport const title = "Mon registre à moi";\n=======\nexport const title = "Registre des entrées";\n>>>>>>> version de l\'IA');
    expect(await balance(u.id)).toBe(start - 2);
  });

  it("answers 404 for another user's project or an unknown one, and charges nothing", async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const { id } = await generatedProject(owner.token);
    await client(ctx.app).patch(`/api/projects/${id}`, { visibility: 'public' }, { token: owner.token });
    const start = await balance(other.id);
    const r = await instruct(other.id, id, 'ajoute un champ service visité');
    expect(r.status).toBe(404);
    expect(r.json.error.code).toBe('not_found');
    expect((await instruct(other.id, randomUUID(), 'ajoute un champ service visité')).status).toBe(404);
    expect(await balance(other.id)).toBe(start);
    // A malformed id is refused by the body schema.
    expect((await instruct(other.id, 'nope', 'ajoute un champ x')).status).toBe(400);
  });

  it('costs nothing and says why: a project written by hand, an instruction not understood, an instruction that changes nothing', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const start = await balance(u.id);
    const hand = (await c.post('/api/projects', { title: 'À la main', code_content: [{ path: 'index.html', content: '<h1>x</h1>' }] }, { token: u.token })).json.id;
    const r1 = await instruct(u.id, hand, 'ajoute un champ service visité');
    expect(r1.status).toBe(200);
    expect(r1.json).toMatchObject({ creditsUsed: 0, files: [], instruction: { applied: false, reason_code: 'no_spec', file_changes: [], app_spec: null } });
    expect(r1.json.response).toMatch(/description d'application/);

    const { id } = await generatedProject(u.token);
    const r2 = await instruct(u.id, id, 'fais le café');
    expect(r2.json).toMatchObject({ creditsUsed: 0, instruction: { applied: false, reason_code: 'not_understood' } });
    expect(r2.json.instruction.reason).toMatch(/^Je n'ai pas compris.*Rien n'a été facturé\.$/);

    const r3 = await instruct(u.id, id, 'ne change rien');
    expect(r3.json).toMatchObject({ creditsUsed: 0, instruction: { applied: false, reason_code: 'no_change' } });
    expect(await balance(u.id)).toBe(start);
  });

  it('streams the same answer as a done event', async () => {
    const u = await newUser(ctx.app);
    const { id } = await generatedProject(u.token);
    const r = await instruct(u.id, id, 'ajoute un champ service visité', { accept: 'text/event-stream' });
    expect(r.status).toBe(200);
    const done = /event: done\ndata: (.*)\n/.exec(r.text);
    expect(JSON.parse(done![1]!)).toMatchObject({ creditsUsed: 2, instruction: { applied: true } });
  });
});

describeEachDb('projects: storing an applied instruction', (ctx) => {
  it('validates the app description, and only the owner stores it', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const id = (await c.post('/api/projects', { title: 'P', visibility: 'public' }, { token: u.token })).json.id;
    const bad = await c.patch(`/api/projects/${id}`, { app_spec: { ...spec, kind: 'spaceship' } }, { token: u.token });
    expect(bad.status).toBe(400);
    const notMine = await c.patch(`/api/projects/${id}`, { app_spec: spec, generated_files: [] }, { token: other.token });
    expect(notMine.status).toBe(403);
    const row = (await ctx.db.query<any>('SELECT app_spec, generated_files FROM projects WHERE id = $1', [id])).rows[0];
    expect(row).toEqual({ app_spec: null, generated_files: null });
  });
});
