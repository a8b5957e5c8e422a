#!/usr/bin/env node
// The measured floor of `GET /api/projects` (api.bench.mjs runs it in the same minute as the real server): plain
// node:http + pg, nothing else. It does what the real server must do for that request and no more: the same
// access-token check (HS256 HMAC with node:crypto, iss/aud/exp), the same session query against PostgreSQL on every
// request (live session, unlocked user, roles), the same list query, both as named prepared statements on a pool of
// DATABASE_POOL_SIZE, ISO dates in the JSON. No routing, middleware, security headers, metrics or logging: what our
// server costs above this is what its framework and features cost. Not a product server; bench use only.
// Environment: DATABASE_URL (with search_path in `options`), DATABASE_POOL_SIZE, PORT, HOST, JWT_SECRET.
// FLOOR_DRIVER (bench experiments, decision 291): `pg` (default, pool.query per statement), `pg-client` (one pooled
// client checked out for both statements), `postgres` (porsager/postgres v3, `sql.unsafe(text, params, { prepare: true })`,
// only when that package is present in node_modules; it is not a dependency).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const DRIVER = process.env.FLOOR_DRIVER ?? 'pg';
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 20);
const pool = DRIVER === 'postgres' ? null : new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
const sql = DRIVER === 'postgres' ? (await import('postgres')).default(process.env.DATABASE_URL, { max: POOL_SIZE }) : null;
/** One statement, prepared, as `{ rows }`: the same shape whichever driver runs it. */
const prepared =
  DRIVER === 'postgres'
    ? async (_name, text, values) => ({ rows: await sql.unsafe(text, values, { prepare: true }) })
    : (name, text, values, client = pool) => client.query({ name, text, values });
const key = Buffer.from(process.env.JWT_SECRET, 'utf8');

// The SQL of apps/server/src/modules/auth/auth.repository.ts (findSessionUser) and
// apps/server/src/modules/projects/projects.repository.ts (listByOwner): keep them the same.
const SESSION_SQL = `SELECT u.id, u.email, ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
            EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.confirmed_at IS NOT NULL) AS mfa_enabled
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.locked_at IS NULL`;
const LIST_SQL = `SELECT id, title, description, visibility, category, updated_at::text AS updated_at, star_count, view_count, remix_count
     FROM projects p WHERE user_id = $1 ORDER BY p.updated_at DESC, p.id DESC LIMIT $2`;
// FLOOR_ONE_QUERY=1: the session check and the list in one statement (one round trip instead of two), to measure
// what that would save; not what the server does.
const ONE_SQL = `WITH s AS (${SESSION_SQL})
  SELECT s.id AS session_user_id, s.roles, s.mfa_enabled, p.* FROM s LEFT JOIN LATERAL (
    SELECT id, title, description, visibility, category, updated_at::text AS updated_at, star_count, view_count, remix_count
    FROM projects p WHERE p.user_id = s.id ORDER BY p.updated_at DESC, p.id DESC LIMIT $3) p ON true`;
const ONE_QUERY = process.env.FLOOR_ONE_QUERY === '1';

// apps/server/src/platform/db/timestamps.ts
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;
const iso = (v) => {
  const m = typeof v === 'string' && UTC_TEXT.exec(v);
  return m ? `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z` : new Date(v).toISOString();
};

function verify(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let header;
  let payload;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (header?.alg !== 'HS256' || !payload) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.iss !== 'ov-platform' || payload.aud !== 'ov-api') return null;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  return payload;
}

const send = (res, status, body) => {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  res.end(data);
};

http
  .createServer(async (req, res) => {
    try {
      if (req.url === '/api/health') return send(res, 200, { status: 'ok' });
      if (req.method !== 'GET' || req.url !== '/api/projects') return send(res, 404, { error: 'not_found' });
      const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/.exec(req.headers.authorization ?? '');
      const claims = m && verify(m[1]);
      if (!claims) return send(res, 401, { error: 'unauthorized' });
      if (ONE_QUERY) {
        const { rows } = await prepared('floor_one', ONE_SQL, [claims.sid, claims.sub, 100]);
        if (!rows[0]) return send(res, 401, { error: 'unauthorized' });
        const projects = rows[0].id === null ? [] : rows.map(({ session_user_id: _user, roles: _roles, mfa_enabled: _mfa, ...r }) => ({ ...r, updated_at: iso(r.updated_at) }));
        return send(res, 200, { projects });
      }
      if (DRIVER === 'pg-client') {
        const client = await pool.connect();
        try {
          const s = await prepared('floor_session', SESSION_SQL, [claims.sid, claims.sub], client);
          if (!s.rows[0]) return send(res, 401, { error: 'unauthorized' });
          const { rows } = await prepared('floor_list', LIST_SQL, [s.rows[0].id, 100], client);
          return send(res, 200, { projects: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })) });
        } finally {
          client.release();
        }
      }
      const s = await prepared('floor_session', SESSION_SQL, [claims.sid, claims.sub]);
      if (!s.rows[0]) return send(res, 401, { error: 'unauthorized' });
      const { rows } = await prepared('floor_list', LIST_SQL, [s.rows[0].id, 100]);
      send(res, 200, { projects: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })) });
    } catch (err) {
      send(res, 500, { error: String(err.message) });
    }
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => (sql ? sql.end() : pool.end()).then(() => process.exit(0)));
