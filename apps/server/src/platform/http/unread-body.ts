import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Whether the request announced a body (a length above zero, or a chunked one). */
function announcesBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding) return true;
  const n = Number(contentLength ?? '0');
  return Number.isFinite(n) && n > 0;
}

/**
 * An answer sent before the request's body was read (413 from the length header, 401 before the handler
 * reads, 404 on an unknown path, a rate limit...) says `Connection: close`: the body is still on the wire, so
 * the connection cannot serve another request until it is read, and the Node adapter would close it after a
 * short drain while the client believed it kept alive (issue 14, finding 1). The client then opens a fresh
 * connection for its next request, as announced. See docs/decisions/090-rejected-bodies-close-the-connection.md.
 */
export function closeWhenBodyUnread(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    closeIfBodyUnread(c);
  };
}

/** What closeWhenBodyUnread() does once the chain has answered, for a middleware that does several things (app.ts). */
export function closeIfBodyUnread(c: Context<AppEnv>): void {
  if (!announcesBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) return;
  // Served by @hono/node-server, c.env carries the Node request; under app.request() (tests) it does not.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const unread = incoming ? !incoming.readableEnded : !c.req.raw.bodyUsed;
  if (unread) c.res.headers.set('Connection', 'close');
}
