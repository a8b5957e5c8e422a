import { expect, it } from 'vitest';
import { client } from '../../../test/http';
import { filesHash } from './pin';
import { describeEachStore, CLEAN_FILES, RISKY_FILES, project, storeTestApp, submission, submitted, user } from '../../../test/store';

describeEachStore('store lifecycle', (t, engine) => {
  const c = () => client(t.app);

  it('submit pins the project (hash of the canonical files), is pending, then audited by the background job', async () => {
    const author = await user(t);
    const pid = await project(t.app, author.token, [...CLEAN_FILES].reverse());
    const release = t.hold();
    const r = await c().post('/api/store/apps', submission(pid), { token: author.token });
    expect(r.status).toBe(201);
    const app = r.json.app;
    expect(app.slug).toBe('veille-securite');
    expect(app.status).toBe('pending');
    expect(app.audit).toBeNull();
    expect(app.version).toMatchObject({ number: 1, hash: filesHash(CLEAN_FILES), files_count: 3, changes: null });
    expect(app.tech_stack).toEqual(['React', 'TypeScript', 'CSS', 'Vite']);
    expect(t.store.runningJobs()).toBe(1);
    expect((await c().get(`/api/store/apps/${app.slug}`, { token: author.token })).json.app.status).toBe('pending');
    release();
    await t.store.idle();
    const d = await c().get(`/api/store/apps/${app.slug}`, { token: author.token });
    expect(d.json.app.status).toBe('audited');
    expect(d.json.app.audit).toMatchObject({ baseline: 'pass', complete: true, budget_ms: 1000 });
    expect(d.json.app.price_suggestion.amount % 1000).toBe(0);
    expect(d.json.app.compliance).toEqual({ controls: [], accessibility_engine: 'none', limits: [] });
    expect(d.json.app.timeline.map((e: { event: string }) => e.event)).toEqual(['submitted', 'audited']);
    expect(d.json.app.is_author).toBe(true);
    // The same title again gets another slug.
    const again = await c().post('/api/store/apps', submission(pid), { token: author.token });
    expect(again.json.app.slug).toBe('veille-securite-2');
    await t.store.idle();
    // The pinned files do not follow later edits of the project.
    await c().patch(`/api/projects/${pid}`, { code_content: [{ path: 'x.js', content: 'changed' }] }, { token: author.token });
    const src = await c().get(`/api/store/apps/${app.slug}/source`, { token: author.token });
    expect(src.json.files.map((f: { path: string }) => f.path)).toEqual(['index.html', 'src/App.tsx', 'src/main.tsx']);
    expect(src.json.version.hash).toBe(filesHash(CLEAN_FILES));
  });

  it('admin approves, features, rejects with feedback; author resubmits a new version, audited again; every step in audit_log with its actor', async () => {
    const author = await user(t);
    const admin = await user(t, 'admin');
    const { slug, projectId } = await submitted(t, author.token);
    const review = (action: string, feedback?: string, token = admin.token) => c().post(`/api/admin/store/apps/${slug}/review`, { action, ...(feedback ? { feedback } : {}) }, { token });
    expect((await review('approve')).json.app.status).toBe('approved');
    expect((await review('feature')).json.app.status).toBe('featured');
    expect((await review('approve')).json.app.status).toBe('approved');
    const rej = await review('reject', 'Ajoutez une mention RGPD.');
    expect(rej.status).toBe(200);
    expect(rej.json.app).toMatchObject({ status: 'rejected', feedback: 'Ajoutez une mention RGPD.' });
    // Forbidden from rejected.
    for (const a of ['approve', 'feature', 'reject']) {
      const r = await review(a, 'x');
      expect(r.status).toBe(409);
      expect(r.json.error.code).toBe('store_transition_forbidden');
    }
    // Resubmission: a new version from the project's current files, pending then audited.
    await c().patch(`/api/projects/${projectId}`, { code_content: [...CLEAN_FILES.slice(1), { path: 'src/Privacy.tsx', content: 'export const Privacy = () => <p>RGPD</p>;\n' }] }, { token: author.token });
    const release = t.hold();
    const re = await c().post(`/api/store/apps/${slug}/versions`, { price: 12000 }, { token: author.token });
    expect(re.status).toBe(201);
    expect(re.json.app).toMatchObject({ status: 'pending', price: 12000 });
    expect(re.json.app.version.number).toBe(2);
    expect(re.json.app.version.changes).toEqual({ added: ['src/Privacy.tsx'], removed: ['index.html'], modified: [] });
    // Review of a pending listing (audit not finished) is refused; so is a second resubmission.
    expect((await review('approve')).json.error.code).toBe('store_not_audited');
    expect((await c().post(`/api/store/apps/${slug}/versions`, {}, { token: author.token })).json.error.code).toBe('store_audit_in_progress');
    release();
    await t.store.idle();
    const d = await c().get(`/api/store/apps/${slug}`, { token: author.token });
    expect(d.json.app.status).toBe('audited');
    expect(d.json.app.timeline.map((e: { event: string }) => e.event)).toEqual(['submitted', 'audited', 'approved', 'featured', 'approved', 'rejected', 'resubmitted', 'audited']);
    expect(d.json.app.timeline.find((e: { event: string }) => e.event === 'rejected').detail).toBe('Ajoutez une mention RGPD.');
    const log = await t.db.query<{ event: string; actor_id: string | null; details: { actor?: string } }>(
      `SELECT event, actor_id, details FROM audit_log WHERE event LIKE 'store.%' AND details->>'app_id' = (SELECT id::text FROM store_apps WHERE slug = $1) ORDER BY id`,
      [slug],
    );
    expect(log.rows.map((r) => [r.event, r.actor_id === admin.id ? 'admin' : r.actor_id === author.id ? 'author' : r.details.actor])).toEqual([
      ['store.submitted', 'author'],
      ['store.audited', 'system'],
      ['store.approved', 'admin'],
      ['store.featured', 'admin'],
      ['store.approved', 'admin'],
      ['store.rejected', 'admin'],
      ['store.resubmitted', 'author'],
      ['store.audited', 'system'],
    ]);
    // Nobody but the author and admins sees the timeline; a stranger does not see an unapproved listing at all.
    expect((await c().get(`/api/store/apps/${slug}`, { token: admin.token })).json.app.timeline).toHaveLength(8);
    expect((await c().get(`/api/store/apps/${slug}`)).status).toBe(404);
    expect((await review('approve')).json.app.status).toBe('approved');
    expect((await c().get(`/api/store/apps/${slug}`)).json.app.timeline).toBeNull();
  });

  it('an author may never review their own listing, even as an admin; reject needs feedback; only admins review', async () => {
    const authorAdmin = await user(t, 'admin');
    const { slug } = await submitted(t, authorAdmin.token);
    const own = await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: authorAdmin.token });
    expect(own.status).toBe(403);
    expect(own.json.error.code).toBe('store_review_own');
    const other = await user(t, 'admin');
    const noFeedback = await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'reject' }, { token: other.token });
    expect(noFeedback.status).toBe(400);
    expect(noFeedback.json.error.code).toBe('store_feedback_required');
    const blank = await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'reject', feedback: '   ' }, { token: other.token });
    expect(blank.json.error.code).toBe('store_feedback_required');
    const dev = await user(t);
    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: dev.token })).status).toBe(403);
    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' })).status).toBe(401);
    expect((await c().get('/api/admin/store/queue', { token: dev.token })).status).toBe(403);
    expect((await c().post(`/api/admin/store/apps/nope-nope/review`, { action: 'approve' }, { token: other.token })).status).toBe(404);
    const status = await c().get(`/api/store/apps/${slug}`, { token: authorAdmin.token });
    expect(status.json.app.status).toBe('audited');
  });

  it('justification by the author, verification by an admin: baseline, score and "verified %" follow; refused counts as none', async () => {
    const author = await user(t);
    const admin = await user(t, 'admin');
    const { slug } = await submitted(t, author.token, RISKY_FILES, { title: 'Calculatrice' });
    let d = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
    const high = d.audit.findings.find((f: { rule: string }) => f.rule === 'ov/no-eval');
    expect(high).toMatchObject({ severity: 'high', file: 'src/calc.ts', line: 2, justification: null, verified: null });
    expect(d.audit.baseline).toBe('fail');
    expect(d.baseline).toBe('fail');
    const scoreBefore = d.audit.score;
    // Approving a failing baseline is refused.
    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token })).json.error.code).toBe('store_baseline_failed');
    // Only the author justifies; unknown finding ids are 404.
    const stranger = await user(t);
    expect((await c().post(`/api/store/apps/${slug}/findings/${high.id}/justification`, { text: 'x' }, { token: stranger.token })).status).toBe(404);
    expect((await c().post(`/api/store/apps/${slug}/findings/${'0'.repeat(16)}/justification`, { text: 'x' }, { token: author.token })).json.error.code).toBe('store_finding_not_found');
    const j = await c().post(`/api/store/apps/${slug}/findings/${high.id}/justification`, { text: 'Expression saisie par un administrateur, jamais par le public.' }, { token: author.token });
    expect(j.status).toBe(200);
    d = j.json.app;
    const justified = d.audit.findings.find((f: { id: string }) => f.id === high.id);
    expect(justified).toMatchObject({ justification: 'Expression saisie par un administrateur, jamais par le public.', verified: false });
    expect(d.audit.baseline).toBe('pass');
    expect(d.audit.score).toBeGreaterThan(scoreBefore);
    expect(d.audit.verified_percent).toBe(0);
    // The queue shows the open justification with its id.
    const q = await c().get('/api/admin/store/queue', { token: admin.token });
    const item = q.json.items.find((i: { slug: string }) => i.slug === slug);
    expect(item).toMatchObject({ status: 'audited', baseline: 'pass', open_justifications: 1, version: 1 });
    expect(item.justifications[0]).toMatchObject({ id: justified.justification_id, finding_id: high.id });
    // The author cannot verify their own justification even when admin; an admin can.
    expect((await c().post(`/api/admin/store/findings/${justified.justification_id}/verify`, { verified: true }, { token: author.token })).status).toBe(403);
    const v = await c().post(`/api/admin/store/findings/${justified.justification_id}/verify`, { verified: true }, { token: admin.token });
    expect(v.status).toBe(200);
    const total = v.json.app.audit.findings.length;
    expect(v.json.app.audit.verified_percent).toBe(Math.round(100 / total));
    expect(v.json.app.audit.findings.find((f: { id: string }) => f.id === high.id).verified).toBe(true);
    // Refused: the high finding counts as unjustified again.
    const refused = await c().post(`/api/admin/store/findings/${justified.justification_id}/verify`, { verified: false }, { token: admin.token });
    expect(refused.json.app.audit.baseline).toBe('fail');
    expect(refused.json.app.baseline).toBe('fail');
    // A new text must be verified again.
    const again = await c().post(`/api/store/apps/${slug}/findings/${high.id}/justification`, { text: 'Nouvelle justification.' }, { token: author.token });
    expect(again.json.app.audit.baseline).toBe('pass');
    expect((await c().post(`/api/admin/store/findings/${'1'.repeat(8)}-0000-4000-8000-000000000000/verify`, { verified: true }, { token: admin.token })).status).toBe(404);
    expect((await c().post(`/api/admin/store/findings/not-a-uuid/verify`, { verified: true }, { token: admin.token })).status).toBe(404);
    expect((await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token })).json.app.status).toBe('approved');
    const events = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app.timeline.map((e: { event: string }) => e.event);
    expect(events).toEqual(['submitted', 'audited', 'justified', 'verified', 'verified', 'justified', 'approved']);
  });

  it('a justification carries over to the next version when the same code is still there', async () => {
    const author = await user(t);
    const { slug } = await submitted(t, author.token, RISKY_FILES, { title: 'Report' });
    const f = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app.audit.findings.find((x: { rule: string }) => x.rule === 'ov/no-eval');
    await c().post(`/api/store/apps/${slug}/findings/${f.id}/justification`, { text: 'Justifié.' }, { token: author.token });
    await c().post(`/api/store/apps/${slug}/versions`, {}, { token: author.token });
    await t.store.idle();
    const d = (await c().get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
    expect(d.version.number).toBe(2);
    expect(d.version.changes).toEqual({ added: [], removed: [], modified: [] });
    expect(d.audit.findings.find((x: { id: string }) => x.id === f.id).justification).toBe('Justifié.');
    expect(d.audit.baseline).toBe('pass');
  });

  it('SBOM download (CycloneDX 1.5, hash of the version) and the read-only source follow the listing’s visibility', async () => {
    const author = await user(t);
    const admin = await user(t, 'admin');
    const { slug } = await submitted(t, author.token, CLEAN_FILES, { title: 'Sbom App' });
    expect((await c().get(`/api/store/apps/${slug}/sbom`)).status).toBe(404);
    expect((await c().get(`/api/store/apps/${slug}/source`)).status).toBe(404);
    await c().post(`/api/admin/store/apps/${slug}/review`, { action: 'approve' }, { token: admin.token });
    const r = await c().get(`/api/store/apps/${slug}/sbom`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/vnd.cyclonedx+json');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="sbom-app-v1.cdx.json"');
    expect(r.json).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5', metadata: { timestamp: '2026-11-25T10:00:00.000Z', component: { name: 'sbom-app', version: '1', hashes: [{ alg: 'SHA-256', content: filesHash(CLEAN_FILES) }] } } });
    expect(r.json.components.map((x: { name: string }) => x.name)).toContain('react-dom');
    const src = await c().get(`/api/store/apps/${slug}/source`);
    expect(src.json.files).toEqual([...CLEAN_FILES].sort((a, b) => (a.path < b.path ? -1 : 1)));
    // Read-only: there is no write route on the source.
    expect((await c().call('PUT', `/api/store/apps/${slug}/source`, { token: author.token, body: {} })).status).toBe(404);
  });

  it('justifying before the audit is 409; resubmitting after the project was deleted is 404; both change nothing', async () => {
    const author = await user(t);
    const pid = await project(t.app, author.token, RISKY_FILES);
    const release = t.hold();
    const r = await c().post('/api/store/apps', submission(pid, { title: 'Avant audit' }), { token: author.token });
    const early = await c().post(`/api/store/apps/${r.json.app.slug}/findings/${'a'.repeat(16)}/justification`, { text: 'x' }, { token: author.token });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('store_not_audited');
    release();
    await t.store.idle();
    expect((await c().del(`/api/projects/${pid}`, { token: author.token })).status).toBe(204);
    const gone = await c().post(`/api/store/apps/${r.json.app.slug}/versions`, {}, { token: author.token });
    expect(gone.status).toBe(404);
    const d = (await c().get(`/api/store/apps/${r.json.app.slug}`, { token: author.token })).json.app;
    // The listing and its pinned version outlive the project.
    expect(d).toMatchObject({ status: 'audited', project_id: null, version: { number: 1, files_count: 4 } });
    expect((await c().get(`/api/store/apps/${r.json.app.slug}/source`, { token: author.token })).json.files).toHaveLength(4);
  });

  it('the audit budget (injected clock) runs out: incomplete report, baseline fail, still audited', async () => {
    const slow = await storeTestApp(engine, { msPerRead: 400, budgetMs: 1_000 });
    try {
      const author = await user(slow);
      const { slug } = await submitted(slow, author.token, RISKY_FILES, { title: 'Lent' });
      const d = (await client(slow.app).get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
      expect(d.status).toBe('audited');
      expect(d.audit.complete).toBe(false);
      expect(d.audit.not_audited.length).toBeGreaterThan(0);
      expect(d.audit.reasons).toContain('incomplete');
      expect(d.audit.baseline).toBe('fail');
    } finally {
      await slow.close();
    }
  });

  it('an audit that throws still ends audited, as incomplete; the job is awaited, never lost', async () => {
    const broken = await storeTestApp(engine, { analyse: async () => Promise.reject(new Error('worker died')), compliance: async () => Promise.reject(new Error('no chromium')) });
    try {
      const author = await user(broken);
      const { slug } = await submitted(broken, author.token);
      const d = (await client(broken.app).get(`/api/store/apps/${slug}`, { token: author.token })).json.app;
      expect(d.status).toBe('audited');
      expect(d.audit).toMatchObject({ complete: false, baseline: 'fail' });
      expect(d.compliance.limits[0].en).toMatch(/could not complete/);
    } finally {
      await broken.close();
    }
  });
});
