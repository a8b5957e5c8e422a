import { Hono, type Context } from 'hono';
import { noNetworkCspDirectives, storeDeploySchema, type StoreDeploymentResponse, type StoreDeploymentsResponse } from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { DeployService } from './deploy.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mounted under /api/store: POST apps/:slug/deployments, GET deployments, DELETE deployments/:id. */
export function createDeployRoutes(deploy: DeployService) {
  const r = new Hono<AppEnv>();
  r.post('/apps/:slug/deployments', requireUser, async (c) => {
    const body = await readJson(c, storeDeploySchema, { optional: true });
    const deployment = await deploy.deploy(currentUser(c), c.req.param('slug'), body.version, c.get('clientIp') ?? null);
    return c.json({ deployment } satisfies StoreDeploymentResponse, 201);
  });
  r.get('/deployments', requireUser, async (c) => {
    const items = await deploy.list(currentUser(c).id);
    return c.json({ items, total: items.length } satisfies StoreDeploymentsResponse);
  });
  r.delete('/deployments/:id', requireUser, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw new AppError(404, 'not_found', 'Deployment not found');
    return c.json({ deployment: await deploy.undeploy(currentUser(c), id, c.get('clientIp') ?? null) } satisfies StoreDeploymentResponse);
  });
  return r;
}

/**
 * A deployed app is someone else's code on our origin (decision 187). The `sandbox` directive gives it an opaque
 * origin even when opened directly (no cookie, no storage of ours, no credentialed call), `connect-src 'none'` and
 * `form-action 'none'` keep it off the network and the API, scripts only from the platform (its bundle and the
 * runtime libraries) plus the hashed import map, no popups, no top navigation (not in the sandbox list). The rest is
 * the preview's no-network policy (one builder, @ov/shared preview-csp.ts, decision 251).
 */
export function deployedAppCsp(scriptHashes: readonly string[], place?: { origin: string; base: string }): string {
  // Scripts and styles from the app's own folder and the runtime libraries only, by path: never /api (a <script>,
  // <link> or <img> pointing there is refused before any request leaves). Built apps inline their images (data:).
  const own = place ? `${place.origin}${place.base} ${place.origin}/runtime/` : "'none'";
  return [
    'sandbox allow-scripts allow-forms',
    ...noNetworkCspDirectives({ script: `${own} ${scriptHashes.map((h) => `'${h}'`).join(' ')}`, style: `${own} 'unsafe-inline'` }),
    "frame-ancestors 'self'",
  ].join('; ');
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FILES = new Set(['index.html', 'app.js', 'app.css']);

/** GET /apps/:slug/:version/[file]: the built files of a deployed version, each with the deployed-app CSP. */
export function createDeployedAppRoutes(deploy: DeployService) {
  const r = new Hono<AppEnv>();
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': deployedAppCsp([]), 'cache-control': 'no-store' } });
  r.get('/:slug/:version{[0-9]+}', (c) => c.redirect(`/apps/${c.req.param('slug')}/${c.req.param('version')}/`, 301));
  const serve = async (c: Context<AppEnv>, file: string) => {
    const slug = c.req.param('slug') ?? '';
    const number = Number(c.req.param('version'));
    if (!SLUG.test(slug) || !FILES.has(file) || !Number.isSafeInteger(number)) return notFound();
    const served = await deploy.servedFile(slug, number, file);
    if (!served?.file) return notFound();
    return new Response(served.file.body, {
      status: 200,
      headers: {
        'content-type': served.file.content_type,
        'content-security-policy': deployedAppCsp(served.scriptHashes, { origin: new URL(c.req.url).origin, base: `/apps/${slug}/${number}/` }),
        // The page is an opaque origin: its module script and stylesheet are cross-origin loads (no credentials).
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      },
    });
  };
  r.get('/:slug/:version{[0-9]+}/', (c) => serve(c, 'index.html'));
  r.get('/:slug/:version{[0-9]+}/:file', (c) => serve(c, c.req.param('file')));
  r.all('*', () => notFound());
  return r;
}
