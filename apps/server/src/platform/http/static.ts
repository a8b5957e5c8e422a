import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';
import { firstVisitLanguage } from '@ov/shared';
import type { AppEnv } from './app-env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.wasm', '.txt', '.webmanifest', '.ttf']);

/** Whether an Accept-Encoding header allows `name` (absent or `q=0` means no). */
function accepts(header: string, name: string): boolean {
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (token !== name && token !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The language of the prerendered landing to send (decision 123): the app's first-visit rule, from Accept-Language. */
export const landingLanguage = (acceptLanguage: string | undefined): 'fr' | 'en' => firstVisitLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
function safeFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built SPA (apps/web/dist): hashed /assets/* are immutable, /runtime/* (preview libraries)
 * cached for an hour, everything else revalidated; unknown non-API GETs that accept HTML get index.html.
 * When the folder does not exist (API tests), nothing is mounted and the API still works.
 */
export function mountStatic(app: Hono<AppEnv>, root: string | undefined): void {
  if (!root || !existsSync(root)) return;
  const rootDir = normalize(root).replace(/[\\/]+$/, '');
  const index = join(rootDir, 'index.html');

  // The web build writes .br and .gz copies beside compressible files (apps/web/scripts/compress-dist.mjs).
  const send = async (file: string, cache: string, method: string, acceptEncoding: string, varyLanguage = false) => {
    const encoding = ENCODINGS.find((e) => accepts(acceptEncoding, e.name) && existsSync(file + e.ext));
    const body = method === 'HEAD' ? null : await readFile(encoding ? file + encoding.ext : file);
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': cache,
    };
    if (COMPRESSIBLE.has(extname(file).toLowerCase())) headers.vary = varyLanguage ? 'accept-encoding, accept-language' : 'accept-encoding';
    if (encoding) headers['content-encoding'] = encoding.name;
    return new Response(body, { headers });
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    const file = path === '/' ? null : safeFile(rootDir, path);
    if (file) {
      const cache = path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : path.startsWith('/runtime/')
          ? 'public, max-age=3600'
          : 'no-cache';
      return send(file, cache, c.req.method, c.req.header('accept-encoding') ?? '');
    }
    if (path === '/') {
      // The landing prerendered in the visitor's language when the build wrote it (apps/web/scripts/prerender.mjs).
      const landing = join(rootDir, `index.${landingLanguage(c.req.header('accept-language'))}.html`);
      if (existsSync(landing)) return send(landing, 'no-cache', c.req.method, c.req.header('accept-encoding') ?? '', true);
    }
    const acceptsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if ((path === '/' || acceptsHtml) && !path.startsWith('/runtime/') && !path.startsWith('/assets/') && existsSync(index)) {
      return send(index, 'no-cache', c.req.method, c.req.header('accept-encoding') ?? '');
    }
    return next();
  });
}
