#!/usr/bin/env node
// Offline AI generation (DESIGN section 9: ≤ 50 ms per request through HTTP, credits included; measured, not asserted).
// 1. In process: bundles the AI module with esbuild, then times POST /api/functions/sentinel-ai-agent through the
//    module's Hono sub-app (validation, credit check and charge on an in-memory port, generation, JSON
//    serialisation) for every prompt of the corpus; reports median and p95, and the same for a GovAdvisor answer.
// 2. Through HTTP (decision 241): the built server (apps/server/dist/main.js) on PGlite and on PostgreSQL, a signed-in
//    user (Bearer token), the web app's request (Accept: text/event-stream) read until its `done` event, i.e. until
//    the project is saved and delivered: credits checked and charged in the database, project and version rows
//    written. Median and p95 per request, the server's CPU per request (from /proc), and a check that each success
//    was charged exactly once. BENCH_AI_HTTP=0 skips it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, removeBundle } from './bundle-server.mjs';
import { grantCredits, startServer, stopServer, treeCpuSeconds, withSchema as withSchemaOf } from './load.mjs';

const withSchema = (fn) => withSchemaOf('bench', fn);

const { createAiRoutes, PROMPT_CORPUS, Hono } = await bundleServer('ai', `export { createAiRoutes } from './apps/server/src/modules/ai/index.ts';
export { PROMPT_CORPUS } from './apps/server/src/modules/ai/offline/corpus.ts';
export { Hono } from 'hono';`);

const credits = { getBalance: async () => ({ amount: 1e9 }), spend: async ({ amount }) => ({ ok: true, amount }) };
const app = new Hono();
app.use('*', async (c, next) => {
  c.set('user', { id: 'bench', email: 'bench@example.test', roles: ['developer'] });
  await next();
});
app.route('/api/functions', createAiRoutes({ config: { provider: 'offline' }, credits }));

async function time(name, body) {
  const t0 = performance.now();
  const res = await app.request(`/api/functions/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.text();
  if (res.status !== 200) throw new Error(`${name} ${res.status}`);
  return performance.now() - t0;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ROUNDS = 5;
// warm-up: JIT and the knowledge index
for (const p of PROMPT_CORPUS) await time('sentinel-ai-agent', { prompt: p });
await time('gov-advisor', { message: 'RGPD' });

const gen = [];
const chat = [];
const questions = ['Quelles obligations RGPD pour une administration ?', 'What does ISO 27001 Annex A contain?', 'Comment répondre à un appel d’offres ?', 'How do I meet RGAA for forms?'];
for (let r = 0; r < ROUNDS; r++) {
  for (const p of PROMPT_CORPUS) gen.push(await time('sentinel-ai-agent', { prompt: p }));
  for (const q of questions) chat.push(await time('gov-advisor', { message: q }));
}
const f = (x) => x.toFixed(1);
console.log(`offline app generation, ${PROMPT_CORPUS.length} prompts x ${ROUNDS}: median ${f(pct(gen, 50))} ms, p95 ${f(pct(gen, 95))} ms, max ${f(Math.max(...gen))} ms (target ≤ 50 ms per request through HTTP, DESIGN §9; this is in process)`);
console.log(`offline GovAdvisor answer, ${questions.length} questions x ${ROUNDS}: median ${f(pct(chat, 50))} ms, p95 ${f(pct(chat, 95))} ms`);
removeBundle('ai');

if (process.env.BENCH_AI_HTTP !== '0') {
  await httpGeneration('PGlite', async (run) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ov-bench-ai-'));
    try {
      return await run({ DATA_DIR: dataDir }, null);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  try {
    await httpGeneration('PostgreSQL', (run) => withSchema(({ admin, schema, url }) => run({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' }, { admin, schema })));
  } catch (err) {
    console.log(`offline app generation through HTTP on PostgreSQL skipped: ${err.message}`);
  }
}

/**
 * Times the corpus through the built server: one warm-up pass, then ROUNDS passes, one request at a time (what one
 * user waits for). On PGlite each pass has its own user (the 100 sign-up credits pay for 50 apps at 2 credits); on
 * PostgreSQL one user is granted credits in SQL.
 */
async function httpGeneration(engine, withServerEnv) {
  await withServerEnv(async (env, sql) => {
    const { child, base, background } = await startServer({ ...env, STORE_SEED: '0' });
    try {
      await background();
      const post = (path, body, token, accept) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(accept ? { accept } : {}) },
          body: JSON.stringify(body),
        });
      const balance = async (token) => (await (await fetch(`${base}/api/credits`, { headers: { authorization: `Bearer ${token}` } })).json()).amount;
      const newUser = async (i) => {
        const email = `gen${i}@bench.test`;
        await post('/api/auth/sign-up', { email, password: 'Bench-User-Pass-1', full_name: 'Bench' });
        const { session } = await (await post('/api/auth/sign-in', { email, password: 'Bench-User-Pass-1' })).json();
        if (!session?.access_token) throw new Error(`sign-in failed for ${email}`);
        if (sql) await grantCredits(sql.admin, sql.schema, session.user.id, 100_000);
        return session.access_token;
      };
      /** One generation as the web app asks for it; resolves with the time until the `done` event. */
      const generate = async (token, prompt) => {
        const t0 = performance.now();
        const res = await post('/api/functions/sentinel-ai-agent', { prompt }, token, 'text/event-stream');
        if (res.status !== 200) throw new Error(`generation answered ${res.status}: ${await res.text()}`);
        const decoder = new TextDecoder();
        let text = '';
        let elapsed = null;
        for await (const chunk of res.body) {
          text += decoder.decode(chunk, { stream: true });
          if (elapsed === null && /(^|\n)event: done\n/.test(text)) elapsed = performance.now() - t0;
        }
        const done = /event: done\ndata: (.*)\n/.exec(text);
        if (!done || elapsed === null) throw new Error(`no done event for "${prompt}": ${text.slice(-300)}`);
        const answer = JSON.parse(done[1]);
        if (!answer.project_id && !answer.proposals?.length) throw new Error(`no project delivered for "${prompt}"`);
        return { elapsed, charged: answer.creditsUsed ?? 0 };
      };
      const pass = async (token) => {
        const times = [];
        let charged = 0;
        for (const p of PROMPT_CORPUS) {
          const r = await generate(token, p);
          times.push(r.elapsed);
          charged += r.charged;
        }
        return { times, charged };
      };

      await pass(await newUser('warm'));
      const times = [];
      let charged = 0;
      let dropped = 0;
      let cpuSeconds = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const token = await newUser(r);
        const before = await balance(token);
        const cpu0 = treeCpuSeconds(child.pid);
        const res = await pass(token);
        cpuSeconds += treeCpuSeconds(child.pid) - cpu0;
        const after = await balance(token);
        times.push(...res.times);
        charged += res.charged;
        dropped += before - after - res.charged;
      }
      const cpuMs = (cpuSeconds * 1000) / times.length;
      console.log(
        `offline app generation through HTTP (${engine}, built server, SSE until done, credits charged in the database), ${PROMPT_CORPUS.length} prompts x ${ROUNDS}: ` +
          `median ${f(pct(times, 50))} ms, p95 ${f(pct(times, 95))} ms, max ${f(Math.max(...times))} ms; server CPU ${f(cpuMs)} ms per request; ` +
          `${charged} credits charged, balances ${dropped === 0 ? 'match' : `OFF BY ${dropped}`}`,
      );
    } finally {
      await stopServer(child);
    }
  });
}
