// Runs Debian's nginx as a foreground child (not a daemon) with its own prefix, configuration, self-signed certificate
// (made as docs/deploy.md's openssl step makes it), pid and temp folders in a fresh folder under /tmp, on free loopback
// ports, with the site rendered by render.mjs exactly as docs/deploy.md renders it. Used by the nginx tests
// (apps/server/src/test/nginx.ts) and by scripts/bench/nginx.bench.mjs and soak.bench.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginx } from './render.mjs';

/** Debian's nginx (`apt-get install -y nginx-light`), or null when it truly is not installed. */
export function nginxBinary() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function opensslBinary() {
  try {
    return execFileSync('sh', ['-c', 'command -v openssl'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const anyFreePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts nginx in front of `upstreams` ("host:port"). Resolves once the process has bound its ports (the caller
 * polls it for readiness); started again on other ports if one was taken meanwhile. `workers` is nginx's worker_processes (1 by default).
 * `freePort` picks its two ports (any free loopback port by default; the benches pass theirs, which honours BENCH_PORTS).
 * @param {string[]} upstreams
 * @param {{ workers?: number, freePort?: () => Promise<number> }} [opts]
 */
export async function launchNginx(upstreams, { workers = 1, freePort = anyFreePort } = {}) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'ov-nginx-'));
  chmodSync(dir, 0o755);
  const cert = join(dir, 'ov.crt');
  const key = join(dir, 'ov.key');
  const ports = [];
  // A failure before nginx runs (openssl, a free port, the files) removes the folder made above.
  const prepare = async () => {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    ports.push(await freePort(), await freePort());
    writeSite([]);
    const asRoot = process.getuid?.() === 0;
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
  };
  const writeSite = (down) =>
    writeFileSync(join(dir, 'site.conf'), renderNginx({ upstreams, down, serverName: 'localhost', cert, key, httpListen: `127.0.0.1:${ports[0]}`, httpsListen: `127.0.0.1:${ports[1]}` }));
  try {
    await prepare();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let child;
  let out = '';
  let exited;
  // The free ports were free when looked at: another process may take one before nginx binds it. nginx then exits
  // ("Address already in use") and is started again on other ports, a few times at most. It has bound its ports once
  // its pid file exists (nginx writes it after opening its listening sockets).
  for (let attempt = 1; ; attempt++) {
    out = '';
    child = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    // 'error' too: a child that could not be spawned never exits, and stop() would wait for it.
    exited = new Promise((resolve) => {
      child.on('exit', () => resolve());
      child.on('error', (err) => {
        out += String(err);
        resolve();
      });
    });
    const gone = () => child.exitCode !== null || child.signalCode !== null || child.pid === undefined;
    // Bounded polling (1000 × 20 ms at most; nginx gives up a busy port after 5 tries 500 ms apart), no time budget.
    for (let i = 0; i < 1000 && !gone() && !existsSync(join(dir, 'nginx.pid')); i++) await new Promise((r) => setTimeout(r, 20));
    if (!gone()) break;
    await exited;
    const why = `${out}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
    if (attempt >= 5 || !/Address already in use/.test(why)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${why.trim()}`);
    }
    ports.splice(0, 2, await freePort(), await freePort());
    writeSite([]);
  }
  const [httpPort, httpsPort] = ports;
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');

  /** nginx's current worker processes. */
  const workerPids = () => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  /**
   * Re-renders the site with `down` instances marked down, reloads nginx (SIGHUP) and waits until every worker of the
   * previous configuration has finished its requests and exited: from then on no request reaches a `down` instance.
   * @param {string[]} down
   */
  const reload = async (down) => {
    const before = new Set(workerPids());
    writeSite(down);
    child.kill('SIGHUP');
    // Bounded polling (6000 × 20 ms at most), no time budget: done when no old worker is left and a new one runs.
    for (let i = 0; i < 6000; i++) {
      const now = workerPids();
      if (now.length > 0 && now.every((p) => !before.has(p))) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`nginx did not finish reloading: ${errorLog()}`);
  };
  /** Graceful stop (SIGQUIT), then the folder is removed. */
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, child, cert, key, ca: readFileSync(cert), httpPort, httpsPort, base: `https://localhost:${httpsPort}`, output: () => out, errorLog, workerPids, reload, stop };
}
