import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApp } from './index';
import { defaultRepair, createRepairRunner, type RepairRunner } from './repair-runner';
import { repairFile, type RepairInput } from './repair';

const APP = generateApp('Tableau de bord des incidents de cybersécurité avec alertes').files.find((f) => f.path === 'src/App.tsx')!.content;
const lines = APP.split('\n');
const at = lines.findIndex((l) => l.includes('useState(SECTIONS'));
lines[at] = lines[at]!.replace('useState(SECTIONS', 'useStat(SECTIONS');
const typo: RepairInput = { path: 'src/App.tsx', content: lines.join('\n'), error: { kind: 'runtime', message: 'useStat is not defined', line: at + 1 }, lang: 'fr' };

// The worker as the server build makes it (apps/server/build.mjs), written where it resolves `typescript`.
const serverRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const outDir = join(serverRoot, 'node_modules', '.repair-worker-test');
const workerFile = join(outDir, 'repair-worker.js');

describe('repairs in a worker thread', () => {
  const runners: RepairRunner[] = [];
  const runner = (o: { timeoutMs?: number; idleMs?: number } = {}) => {
    const r = createRepairRunner({ workerFile, ...o });
    runners.push(r);
    return r;
  };
  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: [fileURLToPath(new URL('./repair-worker.ts', import.meta.url))],
      outfile: workerFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['typescript'],
      logLevel: 'error',
    });
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.close()));
    rmSync(outDir, { recursive: true, force: true });
  });

  it('answers what the in-process repair answers, one request after another', async () => {
    const r = runner();
    const inProcess = await repairFile(typo);
    expect(inProcess.changed).toBe(true);
    const [a, b] = await Promise.all([r.repair(typo), r.repair({ ...typo, lang: 'en' })]);
    expect(a).toEqual(inProcess);
    expect(b.content).toBe(APP);
    expect(b.explanation).toContain('"useStat" replaced by "useState"');
  });

  it('a repair over its time limit gets the unchanged file and why; the next one gets a new worker', async () => {
    const r = runner({ timeoutMs: 1 });
    const slow = await r.repair(typo);
    expect(slow.changed).toBe(false);
    expect(slow.content).toBe(typo.content);
    expect(slow.explanation).toContain('l’analyse a pris trop de temps');
    const patient = runner({ timeoutMs: 60_000 });
    expect((await patient.repair(typo)).changed).toBe(true);
  });

  it('an idle worker ends and a later repair starts another', async () => {
    const r = runner({ idleMs: 1 });
    expect((await r.repair(typo)).changed).toBe(true);
    await new Promise((res) => setTimeout(res, 200));
    expect((await r.repair(typo)).changed).toBe(true);
  });

  it('from the TypeScript sources (no compiled worker) repairs run in-process', () => {
    expect(defaultRepair(import.meta.url)).toBe(repairFile);
  });
});
