import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginx } from '../../../../deploy/nginx/render.mjs';
import { freePort } from './listen';

/** Debian's nginx (`apt-get install -y nginx-light`, done by .ci/run), or null when it truly is not installed. */
export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function opensslBinary(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v openssl'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Nginx = {
  /** https://localhost:<port> */
  base: string;
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate the test made (as docs/deploy.md's openssl step does). */
  ca: Buffer;
  agent: Agent;
  /** One HTTPS request through nginx, trusting only `ca`. */
  call(method: string, path: string, opts?: { body?: unknown; raw?: Buffer | string; token?: string; headers?: Record<string, string> }): Promise<Reply>;
  /** Streams a response, calling `onChunk` with each piece as it arrives. */
  stream(method: string, path: string, body: unknown, headers: Record<string, string>, onChunk: (chunk: string) => void): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>;
  errorLog(): string;
  /**
   * Re-renders the site with `down` instances marked down, reloads nginx (SIGHUP) and waits until every worker of the
   * previous configuration has finished its requests and exited: from then on no request reaches a `down` instance.
   */
  reload(down: string[]): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs Debian's nginx as a foreground child with its own prefix, configuration, certificate, pid and temp folders in a
 * fresh temporary folder, on free ports, with the site rendered from deploy/nginx exactly as docs/deploy.md does.
 * Waits (a bounded number of polls, no time budget) until it answers.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'ov-nginx-'));
  chmodSync(dir, 0o755);
  const cert = join(dir, 'ov.crt');
  const key = join(dir, 'ov.key');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const writeSite = (down: string[]) =>
    writeFileSync(join(dir, 'site.conf'), renderNginx({ upstreams, down, serverName: 'localhost', cert, key, httpListen: `127.0.0.1:${httpPort}`, httpsListen: `127.0.0.1:${httpsPort}` }));
  writeSite([]);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
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
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ca = readFileSync(cert);
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 64 });
  const base = `https://localhost:${httpsPort}`;

  // A keep-alive socket nginx closed while idle (keepalive_timeout, or its old workers after a reload) can fail the
  // next request sent on it before nginx read a byte of it; like browsers do, and as Node's documentation advises
  // (`request.reusedSocket`), such a request is sent again once on a new connection. Nothing else is retried.
  const call: Nginx['call'] = async (method, path, opts = {}) => {
    try {
      return await once(method, path, opts);
    } catch (err) {
      if ((err as { reused?: boolean }).reused) return once(method, path, opts, fresh);
      throw err;
    }
  };
  const fresh = new Agent({ ca, keepAlive: false });
  const once = (method: string, path: string, opts: Parameters<Nginx['call']>[2] = {}, via: Agent = agent): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...opts.headers };
      let body: Buffer | string | undefined = opts.raw;
      if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body);
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const req = request(`${base}${path}`, { method, agent: via, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (req.reusedSocket && (err.code === 'ECONNRESET' || err.message === 'socket hang up')) Object.assign(err, { reused: true });
        reject(err);
      });
      req.end(body);
    });

  const stream: Nginx['stream'] = (method, path, body, headers, onChunk) =>
    new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { method, agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (d: string) => onChunk(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });

  const workers = (): number[] => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const reload = async (down: string[]) => {
    const before = new Set(workers());
    writeSite(down);
    child.kill('SIGHUP');
    // Bounded polling (6000 × 20 ms at most), no time budget: done when no old worker is left and a new one runs.
    for (let i = 0; i < 6000; i++) {
      const now = workers();
      if (now.length > 0 && now.every((p) => !before.has(p))) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`nginx did not finish reloading: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
  };

  const stop = async () => {
    agent.destroy();
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // Generous bounded polling: up to 600 attempts 100 ms apart, whatever the load.
  let up = false;
  for (let i = 0; i < 600 && !up && child.exitCode === null; i++) {
    try {
      await call('GET', '/metrics');
      up = true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!up) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`nginx did not start: ${out}\n${log}`);
  }
  return { base, httpPort, httpsPort, ca, agent, call, stream, reload, errorLog: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''), stop };
}
