import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; reusedSocket: boolean; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * One request over node:http with a given Agent (keepAlive, one socket), so a test sees what a browser or
 * proxy would: whether the connection the server announced as kept alive really serves the next request.
 */
export function rawRequest(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string | number>; body?: string | Buffer; signal?: AbortSignal } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const body = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body);
    const headers: Record<string, string | number> = { ...opts.headers };
    if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')) headers['content-length'] = body.length;
    const req = http.request(url, { method, agent, headers, ...(opts.signal ? { signal: opts.signal } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, reusedSocket: req.reusedSocket, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}
