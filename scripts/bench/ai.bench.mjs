#!/usr/bin/env node
// Offline AI generation (DESIGN section 9: ≤ 150 ms server time per prompt, measured, not asserted).
// Bundles the AI module with esbuild, then times POST /api/functions/sentinel-ai-agent through the
// module's Hono sub-app (validation, credit check and charge on an in-memory port, generation,
// JSON serialisation) for every prompt of the corpus; reports median and p95, and the same for
// a GovAdvisor chat answer.
import { bundleServer, removeBundle } from './bundle-server.mjs';

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
