import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// deploy/systemd without a running systemd (decision 227): `systemd-analyze verify` checks every unit offline (keys,
// sections, that ExecStart is executable, the timer's unit), `systemd-analyze security --offline=yes` scores the
// instance's hardening, and the instance's own ExecStart is run the way systemd would run it: its Environment= (with
// %i), the settings file of docs/deploy.md §4 (taken from the guide itself) and a secrets file, WorkingDirectory the
// repository, the unit's user dropped to nobody with no new privileges and UMask 0077 when the test runs as root.
// It must answer /api/health/ready and stop cleanly on the unit's KillSignal. Skipped when systemd-analyze is absent
// (apt-get install -y systemd provides it; no running systemd is needed). Waits are bounded polls, not time budgets.
const root = new URL('../', import.meta.url).pathname;
const units = join(root, 'deploy/systemd');
const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const analyze = has('systemd-analyze');
const work = mkdtempSync(join(tmpdir(), 'ov-units-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The unit's [Service] settings: key → every value given (in order). */
function serviceSettings(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let section = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const s = /^\[(\w+)\]/.exec(line);
    if (s) section = s[1]!;
    const kv = /^(\w+)=(.*)$/.exec(line);
    if (kv && section === 'Service') out.set(kv[1]!, [...(out.get(kv[1]!) ?? []), kv[2]!]);
  }
  return out;
}

describe.skipIf(!analyze)('deploy/systemd units, offline [systemd-analyze]', () => {
  // A template is verified through an instance of it, as systemctl would load ov-sentinel@3001.
  const files = readdirSync(units).map((f) => {
    const name = f.replace('@.service', '@3001.service');
    copyFileSync(join(units, f), join(work, name));
    return name;
  });

  it('systemd-analyze verify accepts every unit (and refuses a misspelt key, so it really checks)', () => {
    const r = spawnSync('systemd-analyze', ['verify', '--man=no', ...files.map((f) => join(work, f))], { encoding: 'utf8', cwd: work });
    expect(r.stderr + r.stdout).toBe('');
    expect(r.status).toBe(0);
    writeFileSync(join(work, 'bad@1.service'), readFileSync(join(units, 'ov-sentinel@.service'), 'utf8').replace('ProtectSystem=', 'ProtectSystm='));
    const bad = spawnSync('systemd-analyze', ['verify', '--man=no', join(work, 'bad@1.service')], { encoding: 'utf8' });
    expect(bad.stderr).toContain("Unknown key 'ProtectSystm'");
    rmSync(join(work, 'bad@1.service'));
  });

  it('systemd-analyze security scores both services OK or better (exposure under 2.5 of 10)', () => {
    for (const unit of ['ov-sentinel@3001.service', 'ov-sentinel-backup.service']) {
      const r = spawnSync('systemd-analyze', ['security', '--offline=yes', '--no-pager', join(work, unit)], { encoding: 'utf8' });
      const m = /Overall exposure level for \S+: ([\d.]+)/.exec(r.stdout + r.stderr);
      expect(m, r.stdout + r.stderr).not.toBeNull();
      expect(Number(m![1]), `${unit}\n${r.stdout}`).toBeLessThan(2.5);
    }
  });

  it("runs the instance's ExecStart as systemd would, with the guide's settings file: ready, then a clean stop", async () => {
    const mainJs = join(root, 'apps/server/dist/main.js');
    if (!existsSync(mainJs)) execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/server'), stdio: 'ignore' });
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const unit = serviceSettings(join(units, 'ov-sentinel@.service'));
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    for (const line of unit.get('Environment') ?? []) for (const kv of line.replace(/%i/g, String(port)).split(/\s+/)) env[kv.split('=')[0]!] = kv.slice(kv.indexOf('=') + 1);
    // docs/deploy.md §4's settings file, as written there; the state folder is a fresh one; secrets made here.
    const guide = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
    const settings = /cat > \/etc\/ov-sentinel\/ov-sentinel\.env <<'EOF'\n([\s\S]*?)\nEOF/.exec(guide)?.[1];
    expect(settings, 'docs/deploy.md §4 settings heredoc').toBeTruthy();
    const state = join(work, 'state');
    mkdirSync(state, { mode: 0o700 });
    const files: Record<string, string> = {
      '/etc/ov-sentinel/ov-sentinel.env': settings!.replace('DATA_DIR=/var/lib/ov-sentinel', `DATA_DIR=${state}`),
      '/etc/ov-sentinel/secrets.env': `JWT_SECRET=${'s'.repeat(48)}\nADMIN_EMAIL=admin@ministere.local\nADMIN_PASSWORD=Unit-Test-Admin-Pass-1\n`,
    };
    for (const f of unit.get('EnvironmentFile') ?? []) {
      expect(files[f], `EnvironmentFile ${f}`).toBeDefined();
      for (const line of files[f]!.split('\n')) {
        const kv = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
        if (kv) env[kv[1]!] = kv[2]!;
      }
    }
    expect(unit.get('WorkingDirectory')).toEqual(['/opt/ov-sentinel']);
    const argv = unit.get('ExecStart')![0]!.split(/\s+/);
    expect(argv[0]).toBe('/usr/bin/node');
    // User=ov-sentinel, NoNewPrivileges=yes, UMask=0077: approximated with nobody (the test cannot add a user).
    const asRoot = process.getuid?.() === 0 && has('setpriv');
    if (asRoot) {
      chmodSync(work, 0o755); // the folder above the state folder, as /var/lib is
      chownSync(state, 65534, 65534);
    }
    const cmd = asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--no-new-privs', process.execPath, ...argv.slice(1)] : [process.execPath, ...argv.slice(1)];
    const child = spawn('sh', ['-c', 'umask 0077 && exec "$@"', 'sh', ...cmd], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let ready = 0;
      for (let i = 0; i < 1200 && ready !== 200 && child.exitCode === null; i++) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.status, () => 0);
        if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready, output).toBe(200);
      // JSON log lines on stdout (journald keeps them), the metrics for loopback.
      expect(output).toMatch(/^\{.*"msg":"listening"/m);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      // a failed expectation above must not leave the server running after the test file
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
  });
});
