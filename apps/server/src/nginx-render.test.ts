import { describe, expect, it } from 'vitest';
import { renderNginx } from '../../../deploy/nginx/render.mjs';

const base = { upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], serverName: 'ov.ministere.local', cert: '/etc/ssl/ov/ov.crt', key: '/etc/ssl/ov/ov.key' };

describe('deploy/nginx/render.mjs', () => {
  it('renders the production site on 80/443: redirect without a port, HSTS, both body limits, SSE unbuffered', () => {
    const conf = renderNginx(base);
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain('return 301 https://$host$request_uri;');
    expect(conf).toContain('listen 443 ssl;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(conf).toMatch(/client_max_body_size 1m;[\s\S]*location \/api\/projects \{\s*client_max_body_size 5m;/);
    expect(conf).toMatch(/location \/api\/functions\/ \{\s*proxy_buffering off;/);
    expect(conf).toContain('proxy_next_upstream error timeout;');
    expect(conf).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
  });
  it('marks an instance down for a rolling restart, keeps a non-standard port in the redirect, refuses unsafe values', () => {
    const conf = renderNginx({ ...base, down: ['127.0.0.1:3001'], httpsListen: '127.0.0.1:8443' });
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s down;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(conf).toContain('return 301 https://$host:8443$request_uri;');
    expect(() => renderNginx({ ...base, serverName: 'x; include /etc/passwd' })).toThrow(/SERVER_NAME/);
  });
});
