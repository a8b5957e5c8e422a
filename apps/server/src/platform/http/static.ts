import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { serveStatic } from '@hono/node-server/serve-static';
import { firstVisitLanguage } from '@ov/shared';
import type { AppEnv } from './app-env';

/** The language of the prerendered landing to send (decision 123): the app's first-visit rule, from Accept-Language. */
export const landingLanguage = (acceptLanguage: string | undefined): 'fr' | 'en' => firstVisitLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);

/** Files the web build compresses (apps/web/scripts/compress-dist.mjs): their response varies with Accept-Encoding. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.wasm', '.txt', '.webmanifest', '.ttf']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const cacheFor = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE : path.startsWith('/runtime/') ? 'public, max-age=3600' : 'no-cache');

/**
 * A validator from what serveStatic already stat-ed (size, modification time, encoding), so the etag middleware
 * answers 304 without hashing each file on each request (a runtime library is megabytes).
 */
function statEtag(res: Response): string | null {
  const size = res.headers.get('content-length');
  const modified = Date.parse(res.headers.get('last-modified') ?? '');
  if (!size || Number.isNaN(modified)) return null;
  return `W/"${Number(size).toString(36)}-${(modified / 1000).toString(36)}-${res.headers.get('content-encoding') ?? 'id'}"`;
}

/** Runs a serveStatic middleware; the file's response, or null when it found nothing (it would have called next). */
async function found(serve: MiddlewareHandler, c: Context<AppEnv>): Promise<Response | null> {
  let missed = false;
  const res = await serve(c, async () => {
    missed = true;
  });
  return missed || !(res instanceof Response) ? null : res;
}

/**
 * Serves the built SPA (apps/web/dist) with Hono's serveStatic (precompressed .br/.gz copies written by the web
 * build) and etag middlewares: hashed /assets/* are immutable, /runtime/* (preview libraries) cached for an
 * hour, everything else revalidated; `/` is the landing prerendered in the visitor's language; unknown non-API
 * GETs that accept HTML get index.html. When the folder does not exist (API tests), nothing is mounted and the
 * API still works. See docs/decisions/157-static-files-with-serve-static.md.
 */
export function mountStatic(app: Hono<AppEnv>, root: string | undefined): void {
  if (!root || !existsSync(root)) return;
  const rootDir = resolve(root);
  const files = serveStatic<AppEnv>({ root: rootDir, precompressed: true });
  const page = (name: string) => serveStatic<AppEnv>({ root: rootDir, path: name, precompressed: true });
  const index = existsSync(resolve(rootDir, 'index.html')) ? page('index.html') : null;
  const landings = new Map((['fr', 'en'] as const).filter((l) => existsSync(resolve(rootDir, `index.${l}.html`))).map((l) => [l, page(`index.${l}.html`)]));
  const validators = etag();

  const finish = (res: Response, file: string, cache: string, vary: string) => {
    res.headers.set('cache-control', cache);
    if (COMPRESSIBLE.has(extname(file).toLowerCase())) res.headers.set('vary', vary);
    else res.headers.delete('vary');
    const tag = statEtag(res);
    if (tag) res.headers.set('etag', tag);
    return res;
  };

  const serve = async (c: Context<AppEnv>): Promise<Response | null> => {
    const path = c.req.path;
    if (path !== '/') {
      const res = await found(files, c);
      if (res) return finish(res, path, cacheFor(path), 'accept-encoding');
    } else {
      // The landing prerendered in the visitor's language when the build wrote it (apps/web/scripts/prerender.mjs).
      const landing = landings.get(landingLanguage(c.req.header('accept-language')));
      const res = landing && (await found(landing, c));
      if (res) return finish(res, 'index.html', 'no-cache', 'accept-encoding, accept-language');
    }
    const acceptsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (index && (path === '/' || acceptsHtml) && !path.startsWith('/runtime/') && !path.startsWith('/assets/')) {
      const res = await found(index, c);
      if (res) return finish(res, 'index.html', 'no-cache', 'accept-encoding');
    }
    return null;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    // etag answers 304 when If-None-Match holds the file's validator; a miss goes on to the 404 handlers.
    await validators(c, async () => {
      const res = await serve(c);
      if (res) c.res = res;
      else await next();
    });
  });
}
