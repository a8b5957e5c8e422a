import { Agent, request } from 'node:https';
import { launchNginx, nginxBinary, opensslBinary } from '../../../../deploy/nginx/local.mjs';

export { nginxBinary, opensslBinary };

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
 * fresh temporary folder, on free ports, with the site rendered from deploy/nginx exactly as docs/deploy.md does
 * (deploy/nginx/local.mjs, shared with scripts/bench/nginx.bench.mjs). Waits (a bounded number of polls, no time budget) until it answers.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const { child, ca, base, httpPort, httpsPort, output, errorLog, reload: reloadSite, stop: stopNginx } = await launchNginx(upstreams);
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 64 });

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

  const reload = (down: string[]) => reloadSite(down);
  const stop = async () => {
    agent.destroy();
    await stopNginx();
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
    const log = errorLog();
    await stop();
    throw new Error(`nginx did not start: ${output()}\n${log}`);
  }
  return { base, httpPort, httpsPort, ca, agent, call, stream, reload, errorLog, stop };
}
