#!/usr/bin/env node
// `npm run bench`: runs every scripts/bench/*.bench.mjs in turn (or those named on the command
// line), shows their output, then prints one table with every row of DESIGN §9, its target and the
// figure read from the benchmarks' output (or why it was not measured). Benchmarks measure; tests
// never assert on time, and this script never fails because a figure misses its target.
//
// Writing the table (decision 226): a full run (`npm run bench`, no benchmark named) also writes it into
// docs/performance.md between <!-- bench:table --> and <!-- /bench:table -->, with the date, the machine and the load
// average. A partial run (`npm run bench -- nginx soak`) only prints it unless given `--write`: then the rows it
// measured replace theirs and the others keep their previous figure and date. `--no-write` never writes.
// The full run includes the 10-minute soak (SOAK_MS shortens it; its row then says how long it ran).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import os from 'node:os';

const dir = new URL('./bench/', import.meta.url).pathname;
const perfDoc = new URL('../docs/performance.md', import.meta.url).pathname;
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const write = !flags.includes('--no-write') && (wanted.length === 0 || flags.includes('--write'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

/**
 * DESIGN §9, row by row: `bench` is the file that measures it, `pick` reads the figure from that file's output
 * (null when the line is missing), `none` says why no benchmark measures the row yet.
 */
const grab = (re) => (out) => re.exec(out)?.[1] ?? null;
const ROWS = [
  { what: 'landing JS, gzip, first load', target: '≤ 120 KB; no Monaco/editor', bench: 'landing', pick: (o) => join2(grab(/landing JS \(gzip -9\): ([\d.]+ KB)/)(o), grab(/editor\/preview code on the landing: (.+)/)(o), 'editor code: ') },
  { what: 'Lighthouse landing (mobile)', target: 'perf 100 (median of 5), TBT ≤ 50 ms; a11y 100', bench: 'landing', pick: (o) => join2(grab(/performance [^(]*\((median \d+)/)(o), grab(/(TBT \d+ ms)/)(o)) },
  { what: 'sign-in click → editor ready', target: '≤ 1.5 s, headless Chromium', bench: 'editor', pick: (o) => join2(grab(/sign-in → editor ready \(median of \d+\): ([\d.]+ ms)/)(o), grab(/ phases \(median, from the click\): [^\n]*?(Monaco ready [\d.]+ ms, preview rendered [\d.]+ ms)/)(o)) },
  { what: 'cold first preview, default sample', target: '≤ 400 ms', bench: 'preview', pick: grab(/cold first preview, default sample\s+([\d.]+ ms)/) },
  { what: 'edit → preview, 10 files', target: '≤ 16 ms median', bench: 'preview', pick: grab(/edit → preview updated, 10 files\s+([\d.]+ ms)/) },
  { what: 'edit → preview, 200 files', target: '≤ 40 ms median', bench: 'preview', pick: grab(/edit → preview updated, 200 files\s+([\d.]+ ms)/) },
  { what: 'offline generation', target: '≤ 50 ms/request via HTTP, credits included', bench: 'ai', pick: (o) => [...o.matchAll(/offline app generation through HTTP \((\w+)[^:]*: (median [\d.]+ ms, p95 [\d.]+ ms)/g)].map((m) => `${m[1]} ${m[2]}`).join('; ') || join2(grab(/offline app generation[^:]*: (median [\d.]+ ms)/)(o), 'in process only (BENCH_AI_HTTP=0)') },
  { what: 'GET /api/projects, PostgreSQL', target: '≥ 5,000 req/s, p99 ≤ 20 ms (idle)', bench: 'api', pick: (o) => join2(grab(/GET \/api\/projects \(PostgreSQL[^)]*\): ([\d,.]+ req\/s, p50 [\d.]+ ms, p99 [\d.]+ ms)/)(o), grab(/our server \/ floor: ([\d.]+ of its \d+ req\/s)/)(o), 'vs the measured floor (plain node:http + pg, same minute): ') },
  { what: 'GET /api/projects, PostgreSQL, nginx + 1 instance', target: '≥ 5,000 req/s, p99 ≤ 20 ms (idle)', bench: 'nginx', pick: (o) => listVia(o, '1 instance') },
  { what: 'GET /api/projects, PostgreSQL, nginx + 3 instances', target: '≥ 5,000 req/s, p99 ≤ 20 ms (idle)', bench: 'nginx', pick: (o) => listVia(o, '3 instances') },
  { what: 'concurrent use_credits', target: '0 double spends; ≥ 1,500/s', bench: 'api', pick: (o) => join2(grab(/use_credits \(PostgreSQL[^)]*\): ([\d,.]+ spends\/s)/)(o), grab(/ledger sum -?\d+: ([^\n]+)/)(o)) },
  { what: 'concurrent use_credits, nginx + 1 instance', target: '0 double spends; ≥ 1,500/s', bench: 'nginx', pick: (o) => spendsVia(o, '1 instance') },
  { what: 'concurrent use_credits, nginx + 3 instances', target: '0 double spends; ≥ 1,500/s', bench: 'nginx', pick: (o) => spendsVia(o, '3 instances') },
  { what: 'RSS at rest, PGlite', target: '≤ 150 MB', bench: 'api', pick: (o) => join2(join2(grab(/PGlite: RSS at rest ([\d.]+ MB)/)(o), grab(/PGlite restart:.*settled after (\d+ s idle [\d.]+ MB)/)(o), 'restart, 3 s after ready; settled after '), grab(/PGlite first start:.*RSS at rest ([\d.]+ MB)/)(o), 'after the first start\'s seed ') },
  { what: 'store audit, largest sample app', target: '≤ 1 s', bench: 'store-audit', pick: grab(/store audit[^:]*: wall cold [\d.]+ ms, (median [\d.]+ ms)/) },
  { what: 'GET /api/store/apps, 10,000 listings', target: 'p99 ≤ 50 ms', bench: 'store-list', pick: (o) => [...o.matchAll(/\[(\w+)\] GET \/api\/store\/apps[^:]*:.*?(p99 [\d.]+ ms)/g)].map((m) => `${m[1]} ${m[2]}`).join('; ') || null },
  { what: 'quantum simulator, 20 qubits depth 20', target: '< 1 s in Node', bench: 'qsim', pick: grab(/20 qubits, depth \d+[^:]*: ours cold [\d.]+ ms, (median of 5 [\d.]+ ms)/) },
  { what: 'quantum simulator vs quantum-circuit, 16 q', target: '≥ 10× faster', bench: 'qsim', pick: grab(/16 qubits[^\n]*?(quantum-circuit [^;\n]*)/) },
  { what: 'rolling restart, 3 instances + nginx', target: '0 failed requests', bench: 'nginx', pick: (o) => join2(grab(/rolling restart through nginx \(3 instances[^\n]*?: (\d+ requests, \d+ failed)/)(o), grab(/rolling restart through nginx[^\n]*; (ledger (?:exact|MISMATCH))/)(o)) },
  { what: 'soak, 3 instances + nginx, PostgreSQL', target: '10 min: RSS, handles, p99 steady; 0 errors', bench: 'soak', pick: soakCell },
];
/** The nginx rows of GET /api/projects: ours, and the ratio to the measured floor through the same nginx (decision 289). */
function listVia(o, label) {
  const ours = grab(new RegExp(`GET \\/api\\/projects through nginx \\(PostgreSQL, ${label}[^)]*\\): ([\\d,.]+ req\\/s, p50 [\\d.]+ ms, p99 [\\d.]+ ms)`))(o);
  const floor = grab(new RegExp(`ours \\/ floor through nginx \\(${label}\\): ([\\d.]+ of its \\d+ req\\/s)`))(o);
  const cpu = grab(new RegExp(`ours \\/ floor through nginx \\(${label}\\):[^\\n]*; all four per request: (ours [\\d.]+ ms, floor [\\d.]+ ms \\(\\d+ cores ÷ that: ≈ \\d+ and ≈ \\d+ req\\/s\\))`))(o);
  return join2(ours, join2(floor, cpu, 'CPU per request, servers + nginx + PostgreSQL + generator: '), 'vs the measured floor through nginx (same minute): ');
}
function spendsVia(o, label) {
  const m = new RegExp(`use_credits through nginx \\(PostgreSQL, ${label}[^)]*\\): ([\\d,.]+ spends\\/s)[^\\n]*: (no double spend|MISMATCH)`).exec(o);
  return m ? `${m[1]}; ${m[2]}` : null;
}
function soakCell(o) {
  const m = /soak \(([\d.]+ min)[^)]*\): \d+ requests, (\d+ errors); RSS [\d.]+ → ([\d.]+ MB) \(×[\d.]+, (\w+)\), handles \d+ → (\d+) \(×[\d.]+, (\w+)\), p99 last ([\d.]+ ms) vs median [\d.]+ ms \(×[\d.]+, (\w+)\)/.exec(o);
  return m ? `${m[1]}: ${m[2]}; RSS ${m[3]} (3 instances) ${m[4]}, handles ${m[5]} ${m[6]}, p99 ${m[7]} ${m[8]}` : null;
}
function join2(a, b, prefix = '') {
  if (a === null) return null;
  return b ? `${a}; ${prefix}${b}` : a;
}

const load0 = os.loadavg();
console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; load average ${load0.map((l) => l.toFixed(1)).join(' ')}`);
const outputs = new Map();
let failed = 0;
for (const f of files) {
  console.log(`\n== ${f} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const startedAt = { date: new Date(), load: os.loadavg()[0] };
  const child = spawn(process.execPath, [join(dir, f)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    process.stdout.write(d);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  outputs.set(f, { out, status, startedAt });
  if (status !== 0) failed++;
}

console.log(`\n== DESIGN §9 (load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, at the start ${load0.map((l) => l.toFixed(1)).join(' ')}; figures under load are not the targets' idle-machine figures)`);
const stamp = (d) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const runs = [];
const table = ROWS.map((r) => {
  let measured;
  let run = null;
  if (r.none) measured = r.none;
  else {
    const ran = [...outputs].find(([f]) => f.startsWith(`${r.bench}.`));
    if (!ran) measured = `not run (npm run bench -- ${r.bench})`;
    else {
      measured = r.pick(ran[1].out) ?? (ran[1].status === 0 ? 'skipped by the benchmark (see its output)' : `benchmark failed (exit ${ran[1].status})`);
      run = `${stamp(ran[1].startedAt.date)}, load ${ran[1].startedAt.load.toFixed(1)}`;
    }
  }
  runs.push(run);
  return [r.what, r.target, measured];
});
const w0 = Math.max(...table.map((r) => r[0].length));
const w1 = Math.max(...table.map((r) => r[1].length));
console.log(`${'what'.padEnd(w0)} | ${'target'.padEnd(w1)} | measured`);
console.log(`${'-'.repeat(w0)}-|-${'-'.repeat(w1)}-|-${'-'.repeat(8)}`);
for (const [a, b, c] of table) console.log(`${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c}`);

if (write) writeTable();
process.exit(failed ? 1 : 0);

/** Writes the table between the markers of docs/performance.md (decision 226); rows not run keep their old cells. */
function writeTable() {
  const START = '<!-- bench:table -->';
  const END = '<!-- /bench:table -->';
  const doc = existsSync(perfDoc) ? readFileSync(perfDoc, 'utf8') : '# Performance\n';
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  const cell = (t) => t.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const previous = new Map();
  if (a >= 0 && b > a) {
    for (const line of doc.slice(a, b).split('\n')) {
      const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
      if (cells.length === 4 && cells[3] && cells[3] !== 'run') previous.set(cells[0], cells);
    }
  }
  const rows = table.map(([what, target, measured], i) => {
    const old = previous.get(cell(what));
    if (runs[i] === null && !ROWS[i].none && old) return [cell(what), cell(target), old[2], old[3]];
    return [cell(what), cell(target), cell(measured), runs[i] ?? '—'];
  });
  const loads = (l) => l.map((x) => x.toFixed(1)).join(' ');
  const block = [
    START,
    `_Written by \`npm run bench\`${wanted.length ? ` (${wanted.join(' ')}, --write)` : ''} on ${stamp(new Date())}; machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${os.platform()} ${os.release()}; load average at the start ${loads(load0)}, at the end ${loads(os.loadavg())}. ` +
      `Each row says when its benchmark ran and the 1-minute load average then: figures under load are not the targets' idle-machine figures._`,
    '',
    '| what | target | measured | run |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    END,
  ].join('\n');
  const next = a >= 0 && b > a ? doc.slice(0, a) + block + doc.slice(b + END.length) : `${doc.trimEnd()}\n\n## Every figure of DESIGN §9 (npm run bench)\n\n${block}\n`;
  writeFileSync(perfDoc, next);
  console.log(`\ntable written to docs/performance.md`);
}
