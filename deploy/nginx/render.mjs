#!/usr/bin/env node
// Renders ov-sentinel.conf.template (docs/deploy.md, and the nginx tests use exactly this output).
// node deploy/nginx/render.mjs --upstreams 127.0.0.1:3001,127.0.0.1:3002,127.0.0.1:3003 \
//   --server-name ov.example.gouv.fr --cert /etc/ssl/ov/ov.crt --key /etc/ssl/ov/ov.key [--http 80] [--https 443] [--down 127.0.0.1:3002]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATE = fileURLToPath(new URL('./ov-sentinel.conf.template', import.meta.url));

/** @param {{upstreams: string[], down?: string[], serverName: string, cert: string, key: string, httpListen?: string, httpsListen?: string}} o */
export function renderNginx(o) {
  const httpsListen = o.httpsListen ?? '443';
  const port = /(?:^|:)(\d+)$/.exec(httpsListen)?.[1] ?? '443';
  const values = {
    // An instance marked `down` gets no new request (a rolling restart drains it this way first, docs/deploy.md).
    UPSTREAM_SERVERS: o.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s${o.down?.includes(u) ? ' down' : ''};`).join('\n'),
    SERVER_NAME: o.serverName,
    HTTP_LISTEN: o.httpListen ?? '80',
    HTTPS_LISTEN: httpsListen,
    HTTPS_PORT_SUFFIX: port === '443' ? '' : `:${port}`,
    TLS_CERT: o.cert,
    TLS_KEY: o.key,
  };
  for (const [k, v] of Object.entries(values)) {
    if ((!v && k !== 'HTTPS_PORT_SUFFIX') || /[;{}\s]/.test(k === 'UPSTREAM_SERVERS' ? '' : v)) throw new Error(`nginx template: bad value for ${k}`);
  }
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, k) => {
    if (!(k in values)) throw new Error(`nginx template: no value for ${k}`);
    return values[k];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      upstreams: { type: 'string' },
      'server-name': { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      http: { type: 'string' },
      https: { type: 'string' },
      down: { type: 'string' },
    },
  });
  if (!values.upstreams || !values['server-name'] || !values.cert || !values.key) {
    console.error('usage: render.mjs --upstreams h:p,h:p --server-name NAME --cert FILE --key FILE [--http 80] [--https 443]');
    process.exit(2);
  }
  process.stdout.write(
    renderNginx({
      upstreams: values.upstreams.split(',').map((s) => s.trim()).filter(Boolean),
      serverName: values['server-name'],
      cert: values.cert,
      key: values.key,
      down: (values.down ?? '').split(',').map((s) => s.trim()).filter(Boolean),
      ...(values.http ? { httpListen: values.http } : {}),
      ...(values.https ? { httpsListen: values.https } : {}),
    }),
  );
}
