import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { createGenerationsStore } from './generations';

// Decision 043: the first automatic fix of a file exactly as the AI wrote it for this user is free, decided by
// the server from the content it hashes itself; every other fix costs the normal price (2 credits).
// Issue 13: a fix that changes nothing ("Correction automatique impossible") costs nothing and leaves the free fix.

/** A file with an error the repair fixes (a misspelled hook), as a real model might have written it. */
const BROKEN = "import { useState } from 'react';\nexport function App() {\n  const [n] = useStat(1);\n  return <p>{n}</p>;\n}\n";
const FIXED = BROKEN.replace('useStat(', 'useState(');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describeEachDb('AI fixes: the free first fix of what the AI wrote', (ctx) => {
  const fixBody = (content: string, message = 'useStat is not defined', line = 3) => ({
    prompt: 'Corrige cette erreur',
    language: 'typescript',
    target: 'web',
    preview_fix: { kind: 'runtime', message, file: 'src/App.tsx', line, content, locale: 'fr' },
  });

  async function generated(token: string, prompt: string): Promise<string> {
    const gen = await client(ctx.app).post('/api/functions/sentinel-ai-agent', { prompt }, { token });
    expect(gen.status).toBe(200);
    return (gen.json.files as { path: string; content: string }[]).find((f) => f.path === 'src/App.tsx')!.content;
  }
  /** What a real model wrote for this user (the offline generator writes no broken file). */
  const aiWrote = (userId: string, content: string) =>
    createGenerationsStore(ctx.db, { noteFree: async () => undefined }).record(userId, 'sentinel-ai-agent', [{ path: 'src/App.tsx', content }]);
  const balance = async (token: string) => (await client(ctx.app).get('/api/credits', { token })).json.amount as number;
  const ledger = async (token: string) => ((await client(ctx.app).get('/api/credits/transactions', { token })).json.transactions as Json[]).map((t) => [t.delta, t.description]);

  it('the AI’s own file: first fix free (0 credits, ledger row of 0), the same fix again costs 2', async () => {
    const user = await newUser(ctx.app);
    await aiWrote(user.id, BROKEN);

    const first = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: user.token });
    expect(first.status).toBe(200);
    expect(first.json.creditsUsed).toBe(0);
    expect(first.json.freeFix).toBe(true);
    expect(first.json.repaired).toBe(true);
    expect(first.json.generatedCode).toBe(FIXED);
    expect(await balance(user.token)).toBe(100);

    const again = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: user.token });
    expect(again.json.creditsUsed).toBe(2);
    expect(again.json.freeFix).toBe(false);
    expect(await balance(user.token)).toBe(98);
    expect((await ledger(user.token)).slice(0, 2)).toEqual([
      [-2, 'Utilisation IA'],
      [0, 'Correction automatique offerte'],
    ]);
  });

  it('a fix that changes nothing costs nothing, writes no ledger row and keeps the free fix for later', async () => {
    const user = await newUser(ctx.app);
    const app = await generated(user.token, 'Tableau de bord des incidents avec alertes');
    expect(await balance(user.token)).toBe(98);
    const before = await ledger(user.token);
    // an error the repair cannot fix in this file: the whole file comes back unchanged, and why
    const none = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(app, 'SECTIONS is not iterable', 16), { token: user.token });
    expect(none.status).toBe(200);
    expect(none.json.repaired).toBe(false);
    expect(none.json.generatedCode).toBe(app);
    expect(none.json.creditsUsed).toBe(0);
    expect(none.json.freeFix).toBe(false);
    expect(none.json.explanation.length).toBeGreaterThan(0);
    expect(await balance(user.token)).toBe(98);
    expect(await ledger(user.token)).toEqual(before);
    // the same on a file that is not the AI's (it would have been paid)
    const other = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody('export const x = 1;\n', 'SECTIONS is not iterable', 1), { token: user.token });
    expect(other.json.creditsUsed).toBe(0);
    expect(await balance(user.token)).toBe(98);
    // the free first fix of an AI file was not used up
    await aiWrote(user.id, BROKEN);
    const free = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: user.token });
    expect(free.json.freeFix).toBe(true);
    expect(free.json.repaired).toBe(true);
  });

  it('a file the user changed is not the AI’s: the fix is paid; its repaired output is the AI’s, so an error in it gets one free fix', async () => {
    const user = await newUser(ctx.app);
    const app = await generated(user.token, 'Registre des véhicules avec recherche');
    const lines = app.split('\n');
    const at = lines.findIndex((l) => /\buseState\(/.test(l));
    expect(at).toBeGreaterThanOrEqual(0);
    lines[at] = lines[at]!.replace('useState(', 'useStat(');
    const broken = lines.join('\n');

    const paid = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(broken, 'useStat is not defined', at + 1), { token: user.token });
    expect(paid.json.creditsUsed).toBe(2);
    expect(paid.json.freeFix).toBe(false);
    expect(paid.json.repaired).toBe(true);
    expect(paid.json.generatedCode).toBe(app);
    expect(paid.json.explanation).toContain('« useStat » remplacé par « useState »');

    // the repaired file is what the paid fix wrote (and also the original generation): one free fix is available
    const store = createGenerationsStore(ctx.db, { noteFree: async () => undefined });
    expect(await store.freeFixAvailable(user.id, paid.json.generatedCode)).toBe(true);
    expect(await store.freeFixAvailable(user.id, broken)).toBe(false);
  });

  it('another user’s generation gives no free fix, even with the very same content', async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    await aiWrote(owner.id, BROKEN);
    const r = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: other.token });
    expect(r.status).toBe(200);
    expect(r.json.freeFix).toBe(false);
    expect(r.json.creditsUsed).toBe(2);
    expect(await balance(other.token)).toBe(98);
    // the owner's free fix is still there
    const mine = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: owner.token });
    expect(mine.json.freeFix).toBe(true);
  });

  it('client fields cannot make a fix free (unknown fields are refused; a client hash is not a field)', async () => {
    const user = await newUser(ctx.app);
    const body = fixBody(BROKEN);
    const forged = await client(ctx.app).post('/api/functions/sentinel-codegen', { ...body, preview_fix: { ...body.preview_fix, free: true } }, { token: user.token });
    expect(forged.status).toBe(400);
    const withHash = await client(ctx.app).post('/api/functions/sentinel-codegen', { ...body, preview_fix: { ...body.preview_fix, content_sha256: 'a'.repeat(64) } }, { token: user.token });
    expect(withHash.status).toBe(400);
    const plain = await client(ctx.app).post('/api/functions/sentinel-codegen', body, { token: user.token });
    expect(plain.json.freeFix).toBe(false);
    expect(plain.json.creditsUsed).toBe(2);
  });

  it('concurrent identical fix requests: exactly one is free', async () => {
    const user = await newUser(ctx.app);
    await aiWrote(user.id, BROKEN);
    const results = await Promise.all(Array.from({ length: 4 }, () => client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: user.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.json.freeFix === true)).toHaveLength(1);
    expect(results.map((r) => r.json.creditsUsed).sort()).toEqual([0, 2, 2, 2]);
    expect(await balance(user.token)).toBe(100 - 3 * 2);
    expect((await ledger(user.token)).filter(([d]) => d === 0)).toHaveLength(1);
  });

  it('a fix that will be free is allowed without credits; a paid one is refused with 402', async () => {
    const user = await newUser(ctx.app);
    await aiWrote(user.id, BROKEN);
    // an empty balance (set directly: spending 100 credits through the API would take 50 generations)
    const spent = await ctx.db.query(`UPDATE credits SET amount = 0 WHERE user_id = $1`, [user.id]);
    expect(spent.rowCount).toBe(1);
    const paid = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN.replace('App()', 'Other()')), { token: user.token });
    expect(paid.status).toBe(402);
    const free = await client(ctx.app).post('/api/functions/sentinel-codegen', fixBody(BROKEN), { token: user.token });
    expect(free.status).toBe(200);
    expect(free.json.freeFix).toBe(true);
  });

  it('an older client that sends the file fenced in the prompt (no content field) still gets the whole file repaired', async () => {
    const user = await newUser(ctx.app);
    const file = "import { useState } from 'react';\nexport function C() {\n  const [n] = useStat(1);\n  return <p>{n}</p>;\n}";
    const r = await client(ctx.app).post(
      '/api/functions/sentinel-codegen',
      {
        prompt: `Corrige l'erreur suivante dans le fichier src/C.tsx et renvoie le fichier complet corrigé.\n\nFichier src/C.tsx :\n\`\`\`\n${file}\n\`\`\``,
        language: 'typescript',
        target: 'web',
        preview_fix: { kind: 'runtime', message: 'useStat is not defined', file: 'src/C.tsx', line: 3 },
      },
      { token: user.token },
    );
    expect(r.status).toBe(200);
    expect(r.json.generatedCode).toBe(file.replace('useStat(', 'useState('));
    expect(r.json.repaired).toBe(true);
    expect(r.json.explanation).toContain('« useStat » remplacé par « useState »');
  });
});
