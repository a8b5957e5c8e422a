import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { App } from '../app';

/** Serves `app` on a free loopback port through the same Node adapter as main.ts (real sockets, keep-alive). */
export async function listen(app: App): Promise<{ base: string; port: number; server: Server; close(): Promise<void> }> {
  let server!: Server;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port)) as Server;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port free at the time of asking (for a child process or a fake peer to listen on). */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
