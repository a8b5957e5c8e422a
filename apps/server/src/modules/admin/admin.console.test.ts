import { beforeAll, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE } from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';
import { client, newUser, STRONG_PASSWORD } from '../../test/http';
import { grantRole } from '../../test/roles';
import { describeEachDb, uniqueEmail } from '../../test/test-app';
import { createAdminService } from './admin.service';
import { csvCell } from './csv';

type User = Awaited<ReturnType<typeof newUser>>;

describeEachDb('admin console', (ctx) => {
  let admin: User;
  let ministry: User;
  let plain: User;
  const c = () => client(ctx.app);
  const REASON = 'Demande écrite du 24 novembre';

  beforeAll(async () => {
    admin = await newUser(ctx.app, { full_name: 'Alice Admin' });
    await grantRole(ctx, admin, 'admin');
    ministry = await newUser(ctx.app, { full_name: 'Marc Ministère' });
    await grantRole(ctx, ministry, 'ministry_defense');
    plain = await newUser(ctx.app, { full_name: 'Paul Plain' });
  });

  it('answers only admins: 401 anonymous, 403 user and ministry official, 200 admin (every endpoint)', async () => {
    const target = (await newUser(ctx.app)).id; // not `plain`: locking it would end the session this matrix uses
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit.csv'],
      ['GET', '/api/admin/contact-messages'],
      ['POST', `/api/admin/users/${target}/roles`, { role: 'investor', reason: REASON }],
      ['POST', `/api/admin/users/${target}/credits`, { amount: 5, reason: REASON }],
      ['POST', `/api/admin/users/${target}/lock`, { reason: REASON }],
      ['POST', `/api/admin/users/${target}/unlock`, { reason: REASON }],
      ['POST', `/api/admin/users/${target}/mfa/reset`, { reason: REASON }],
    ];
    for (const [method, path, body] of calls) {
      const seen: Record<string, number> = {};
      for (const [who, token] of [['anonymous', undefined], ['user', plain.token], ['ministry', ministry.token], ['admin', admin.token]] as const) {
        seen[who] = (await c().call(method, path, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) })).status;
      }
      expect({ path, ...seen }).toEqual({ path, anonymous: 401, user: 403, ministry: 403, admin: 200 });
    }
  });

  it('lists users with roles, credits, projects and last sign-in; searches by email or name; pages', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const made: User[] = [];
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 2; i++) made.push(await newUser(ctx.app, { email: uniqueEmail(`${tag}-${i}`), full_name: `Agent ${i}` }));
    await c().post('/api/projects', { title: 'P', description: 'd' }, { token: made[0]!.token });
    const p1 = await c().get(`/api/admin/users?q=${tag.toUpperCase()}`, { token: admin.token });
    expect(p1.status).toBe(200);
    expect(p1.json).toMatchObject({ total: ADMIN_USERS_PAGE_SIZE + 2, page: 1, page_size: ADMIN_USERS_PAGE_SIZE });
    expect(p1.json.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    const p2 = await c().get(`/api/admin/users?q=${tag}&page=2`, { token: admin.token });
    expect(p2.json.items).toHaveLength(2);
    const first = [...p1.json.items, ...p2.json.items].find((u: { id: string }) => u.id === made[0]!.id);
    expect(first).toMatchObject({ roles: ['developer'], credits: 100, mfa_enabled: false, locked_at: null });
    expect(first.last_sign_in_at).toMatch(/^\d{4}-/);

    const byName = await c().get(`/api/admin/users?q=${encodeURIComponent('marc ministère')}`, { token: admin.token });
    expect(byName.json.items.map((u: { id: string }) => u.id)).toEqual([ministry.id]);
    expect(byName.json.items[0]).toMatchObject({ roles: ['developer', 'ministry_defense'], mfa_enabled: true });
    // LIKE wildcards are literal.
    expect((await c().get('/api/admin/users?q=%25', { token: admin.token })).json.total).toBe(0);
    expect((await c().get('/api/admin/users?q=_', { token: admin.token })).json.total).toBe(0);
  });

  it('requires a reason for every change, and writes it to audit_log with the change', async () => {
    const u = await newUser(ctx.app);
    const paths = ['roles', 'credits', 'lock', 'unlock', 'mfa/reset'];
    const bodies: Record<string, object> = { roles: { role: 'investor' }, credits: { amount: 10 } };
    for (const p of paths) {
      for (const reason of [undefined, '', '  ', 'ab', 'x'.repeat(501), 42]) {
        const r = await c().post(`/api/admin/users/${u.id}/${p}`, { ...bodies[p], ...(reason === undefined ? {} : { reason }) }, { token: admin.token });
        expect([p, reason, r.status, r.json.error.code]).toEqual([p, reason, 400, 'validation_failed']);
      }
    }
    // Nothing changed.
    expect((await ctx.db.query('SELECT 1 FROM audit_log WHERE target_user_id = $1 AND actor_id = $2', [u.id, admin.id])).rows).toHaveLength(0);

    const g = await c().post(`/api/admin/users/${u.id}/credits`, { amount: 250, reason: REASON }, { token: admin.token });
    expect(g.json).toEqual({ amount: 350 });
    const row = await ctx.db.query<{ amount: number; reason: string; ip: string | null }>(
      `SELECT (details->>'amount')::int AS amount, details->>'reason' AS reason, ip FROM audit_log WHERE event = 'credits.granted' AND target_user_id = $1`,
      [u.id],
    );
    expect(row.rows).toMatchObject([{ amount: 250, reason: REASON }]);
    const bad: [unknown, number][] = [[0, 400], [-5, 400], [1.5, 400], ['10', 400], [100_001, 400]];
    for (const [amount, status] of bad) {
      expect((await c().post(`/api/admin/users/${u.id}/credits`, { amount, reason: REASON }, { token: admin.token })).status).toBe(status);
    }
    expect((await c().post('/api/admin/users/00000000-0000-4000-8000-000000000000/credits', { amount: 5, reason: REASON }, { token: admin.token })).status).toBe(404);
  });

  it('locks an account: its sessions end at once, it cannot sign in; unlock restores it; never oneself', async () => {
    const u = await newUser(ctx.app);
    const lock = await c().post(`/api/admin/users/${u.id}/lock`, { reason: REASON }, { token: admin.token });
    expect(lock.json).toEqual({ locked: true, sessions_ended: 1 });
    expect((await c().get('/api/auth/session', { token: u.token })).status).toBe(401);
    expect((await c().post('/api/auth/refresh', { refresh_token: u.refresh })).status).toBe(401);
    const denied = await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD });
    expect([denied.status, denied.json.error.code]).toEqual([403, 'account_locked']);
    // A wrong password on a locked account says only "invalid credentials".
    expect((await c().post('/api/auth/sign-in', { email: u.email, password: 'Wrong-Pass-000' })).json.error.code).toBe('invalid_credentials');
    const listed = await c().get(`/api/admin/users?q=${encodeURIComponent(u.email)}`, { token: admin.token });
    expect(listed.json.items[0]).toMatchObject({ locked_reason: REASON });

    expect((await c().post(`/api/admin/users/${u.id}/unlock`, { reason: 'Vérifié' }, { token: admin.token })).json).toEqual({ locked: false });
    expect((await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD })).status).toBe(200);
    const self = await c().post(`/api/admin/users/${admin.id}/lock`, { reason: REASON }, { token: admin.token });
    expect([self.status, self.json.error.code]).toEqual([409, 'conflict']);
    const events = await ctx.db.query<{ event: string; reason: string }>(
      `SELECT event, details->>'reason' AS reason FROM audit_log WHERE target_user_id = $1 AND event LIKE 'account.%' ORDER BY id`,
      [u.id],
    );
    expect(events.rows).toEqual([
      { event: 'account.locked', reason: REASON },
      { event: 'account.unlocked', reason: 'Vérifié' },
    ]);
  });

  it('filters the audit log by event, actor, target and dates; refuses bad filters', async () => {
    const u = await newUser(ctx.app);
    await c().post(`/api/admin/users/${u.id}/roles`, { role: 'investor', reason: REASON }, { token: admin.token });
    const byTarget = await c().get(`/api/admin/audit?target=${u.id}`, { token: admin.token });
    expect(byTarget.json.items.map((i: { event: string }) => i.event)).toEqual(['role.granted', 'sign_in.success', 'sign_up']);
    const granted = byTarget.json.items[0];
    expect(granted).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_email: u.email, details: { role: 'investor', reason: REASON } });
    const byPrefix = await c().get(`/api/admin/audit?event=role&target=${u.id}`, { token: admin.token });
    expect(byPrefix.json.total).toBe(1);
    const byActor = await c().get(`/api/admin/audit?actor=${admin.id}&event=role.granted`, { token: admin.token });
    expect(byActor.json.items.every((i: { actor_id: string }) => i.actor_id === admin.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await c().get(`/api/admin/audit?target=${u.id}&from=${today}&to=${today}`, { token: admin.token })).json.total).toBe(3);
    expect((await c().get(`/api/admin/audit?target=${u.id}&to=2000-01-01`, { token: admin.token })).json.total).toBe(0);

    for (const q of ['actor=nope', 'target=1', 'from=yesterday', 'to=2026-13-45', 'event=DROP%20TABLE', 'page=0', 'page=x', 'unknown=1', 'from=2026-02-01&to=2026-01-01']) {
      const r = await c().get(`/api/admin/audit?${q}`, { token: admin.token });
      expect([q, r.status, r.json.error.code]).toEqual([q, 400, 'validation_failed']);
      expect((await c().get(`/api/admin/audit.csv?${q}`, { token: admin.token })).status).toBe(400);
    }
    for (const q of ['page=-1', 'q=' + 'x'.repeat(201), 'nope=1']) {
      expect((await c().get(`/api/admin/users?${q}`, { token: admin.token })).status).toBe(400);
    }
  });

  it('exports CSV: escaped cells, formulas neutralised, filtered', async () => {
    const u = await newUser(ctx.app);
    const evil = '=HYPERLINK("http://evil.example","clic"), "quoted"\nline';
    await c().post(`/api/admin/users/${u.id}/roles`, { role: 'investor', reason: evil }, { token: admin.token });
    const r = await c().get(`/api/admin/audit.csv?target=${u.id}&event=role`, { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = r.text.replace(/^\ufeff/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('id,created_at,event,actor_id,actor_email,target_user_id,target_email,ip,reason,details');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clic""), ""quoted""\nline"`);
    expect(text).toContain(',role.granted,');
    expect(text).not.toContain('sign_up');

    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 'b,c' })).toBe('"{""a"":""b,c""}"');
  });

  it('streams the export batch by batch and stops querying when the reader cancels', async () => {
    const u = await newUser(ctx.app);
    for (let i = 0; i < 7; i++) await c().post(`/api/admin/users/${u.id}/credits`, { amount: 1, reason: `${REASON} ${i}` }, { token: admin.token });
    let queries = 0;
    const counting: Db = new Proxy(ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'query') {
          return (sql: string, params?: readonly unknown[]) => {
            queries++;
            return (target as Queryable).query(sql, params);
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const service = createAdminService(counting);
    const q = { target: u.id, event: 'credits.granted', page: 1 };
    const full = await new Response(service.auditCsv(q, { batch: 2 })).text();
    expect(full.trim().split('\r\n')).toHaveLength(1 + 7);
    expect(queries).toBe(4); // 2 + 2 + 2 + 1 rows

    queries = 0;
    const reader = service.auditCsv(q, { batch: 2 }).getReader();
    await reader.read(); // header
    await reader.read(); // first batch
    await reader.cancel();
    expect(queries).toBeLessThanOrEqual(2);
  });

  it('lists contact messages and marks them handled (audited)', async () => {
    await c().post('/api/contact', { first_name: 'Léa', last_name: 'Martin', email: 'lea@example.test', subject: 'Démo', message: 'Bonjour' });
    const open = await c().get('/api/admin/contact-messages', { token: admin.token });
    const msg = open.json.items.find((m: { email: string }) => m.email === 'lea@example.test');
    expect(msg).toMatchObject({ subject: 'Démo', handled_at: null });
    expect((await c().post(`/api/admin/contact-messages/${msg.id}/handled`, undefined, { token: admin.token })).status).toBe(204);
    const handled = await c().get('/api/admin/contact-messages?status=handled', { token: admin.token });
    expect(handled.json.items.map((m: { id: string }) => m.id)).toContain(msg.id);
    expect((await c().get('/api/admin/contact-messages', { token: admin.token })).json.items.map((m: { id: string }) => m.id)).not.toContain(msg.id);
    expect((await c().post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled', undefined, { token: admin.token })).status).toBe(404);
    expect((await c().get('/api/admin/contact-messages?status=weird', { token: admin.token })).status).toBe(400);
  });
});
