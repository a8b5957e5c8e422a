import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port in front of `target` (the shared PostgreSQL, which is never stopped): `cut()`
 * closes it and every connection through it, like a database restart; `start()` opens it again.
 */
export function tcpProxy(target: URL, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        const s = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          sockets.add(client).add(upstream);
          client.pipe(upstream).pipe(client);
          const drop = () => {
            client.destroy();
            upstream.destroy();
          };
          client.on('error', drop).on('close', drop);
          upstream.on('error', drop).on('close', drop);
        });
        server = s;
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      }),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        const s = server;
        server = null;
        if (s) s.close(() => resolve());
        else resolve();
      }),
  };
}
