import { afterAll, beforeAll, describe } from 'vitest';
import type { ProjectFile, Role } from '@ov/shared';
import { createApp, type App } from '../app';
import { analyseProject, createStoreService, type StoreDeps, type StoreService } from '../modules/store';
import type { Db } from '../platform/db/types';
import { silentLogger } from '../platform/logger';
import { client, newUser } from './http';
import { grantRole } from './roles';
import { createTestDb, ENGINES, testConfig, type Engine } from './test-app';

/** A clean app and one with a high finding (eval), for justifications and the baseline. */
export const CLEAN_FILES: ProjectFile[] = [
  { path: 'index.html', content: '<!doctype html><html lang="fr"><head><title>App</title></head><body><div id="root"></div><script type="module" src="src/main.tsx"></script></body></html>' },
  { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n" },
  { path: 'src/App.tsx', content: 'export function App() {\n  return <main><h1>Bonjour</h1></main>;\n}\n' },
];
export const RISKY_FILES: ProjectFile[] = [...CLEAN_FILES, { path: 'src/calc.ts', content: 'export function calc(expr: string) {\n  return eval(expr);\n}\n' }];

export type StoreTest = {
  app: App;
  db: Db;
  store: StoreService;
  engine: Engine;
  close(): Promise<void>;
  ticks: { n: number };
  /** Holds every audit job before it analyses, until the returned function is called (to observe `pending`); `reached` resolves when a job waits. */
  hold(): (() => void) & { reached: Promise<void> };
};

/**
 * The app with a store whose audit runs in-process on an injected clock: each reading of the clock advances it by
 * `msPerRead` (0: the budget never runs out). No wall-clock time anywhere; tests await `store.idle()`.
 */
export async function storeTestApp(engine: Engine, opts: { msPerRead?: number; budgetMs?: number } & Partial<StoreDeps> = {}): Promise<StoreTest> {
  const t = await createTestDb(engine);
  const ticks = { n: 0 };
  const clock = () => (ticks.n += opts.msPerRead ?? 0);
  let held: Promise<void> | null = null;
  let arrive = () => {};
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((r) => (release = r));
    const reached = new Promise<void>((r) => (arrive = r));
    return Object.assign(
      () => {
        held = null;
        release();
      },
      { reached },
    );
  };
  const analyse: StoreDeps['analyse'] = opts.analyse ?? (async (input) => analyseProject(input.files, { ms: input.budgetMs, now: clock }));
  const store = createStoreService({
    db: t.db,
    analyse: async (input) => {
      if (held) {
        arrive();
        await held;
      }
      return analyse(input);
    },
    compliance: opts.compliance ?? (async () => ({ controls: [], accessibility_engine: 'none', limits: [] })),
    auditBudgetMs: opts.budgetMs ?? 1_000,
    clock,
    now: () => new Date('2026-11-25T10:00:00Z'),
  });
  const app = createApp({ config: testConfig(), db: t.db, logger: silentLogger, store });
  return { app, db: t.db, store, engine, close: t.close, ticks, hold };
}


export async function project(app: App, token: string, files: ProjectFile[] = CLEAN_FILES, title = 'Projet'): Promise<string> {
  const r = await client(app).post('/api/projects', { title, code_content: files, tech_stack: ['React', 'TypeScript', 'CSS', 'Vite'] }, { token });
  if (r.status !== 201) throw new Error(`project: ${r.status} ${r.text}`);
  return r.json.id as string;
}

export const submission = (projectId: string, over: Record<string, unknown> = {}) => ({
  project_id: projectId,
  title: 'Veille Sécurité',
  description: 'Détection des menaces pour les préfectures',
  category: 'security',
  price: 10000,
  target_buyers: 'government',
  classification: 'diffusion_restreinte',
  ...over,
});

/** Signs up a user, optionally with roles. */
export async function user(t: StoreTest, ...roles: Role[]) {
  const u = await newUser(t.app);
  // Admin and ministry roles require 2FA (decision 211): grantRole enrols it so the token keeps working.
  for (const r of roles) await grantRole(t, u, r);
  return u;
}

/** Submits and waits for the audit: the listing is `audited`. */
export async function submitted(t: StoreTest, token: string, files: ProjectFile[] = CLEAN_FILES, over: Record<string, unknown> = {}) {
  const pid = await project(t.app, token, files);
  const r = await client(t.app).post('/api/store/apps', submission(pid, over), { token });
  if (r.status !== 201) throw new Error(`submit: ${r.status} ${r.text}`);
  await t.store.idle();
  return { slug: r.json.app.slug as string, projectId: pid };
}

/**
 * One `describe` per engine around a fresh store app, created before its tests and closed after them. `t` stands for
 * that app: a view that reads the one of the engine being run, so the body can hand it to `user(t)` or read `t.app`.
 */
export function describeEachStore(name: string, body: (t: StoreTest, engine: Engine) => void): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let current: StoreTest | undefined;
      beforeAll(async () => {
        current = await storeTestApp(engine);
      }, 60_000);
      afterAll(async () => {
        await current?.close();
      });
      const t = new Proxy({} as StoreTest, { get: (_, key) => (current ? Reflect.get(current, key) : undefined) });
      body(t, engine);
    });
  }
}
