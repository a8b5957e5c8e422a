import {
  isMinistryRole,
  STORE_PAGE_SIZE,
  STORE_PUBLIC_STATUSES,
  type ProjectFile,
  type ResubmitStoreAppInput,
  type StoreAppDetail,
  type StoreAudit,
  type StoreCompliance,
  type StoreListQuery,
  type StoreListResponse,
  type StorePriceSuggestion,
  type StoreReviewInput,
  type StoreStatus,
  type SubmitStoreAppInput,
  type UpdateStoreAppPriceInput,
} from '@ov/shared';
import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from '../../../platform/db/types';
import type { AuthUser } from '../../../platform/http/app-env';
import { AppError } from '../../../platform/http/errors';
import type { Logger } from '../../../platform/logger';
import { recordAudit, type AuditEvent } from '../../audit';
import { buildSbom, DEFAULT_AUDIT_BUDGET_MS, scoreAudit, suggestPrice, unfinishedAnalysis, type Analyse, type Analysis, type AuditReport, type Justification } from '../audit/index';
import { checkCompliance, type ComplianceOptions } from '../compliance/index';
import { checkPinnedFiles, diffFiles, filesHash, slugify } from './pin';
import * as repo from './store.repository';

export type ComplianceCheck = (files: readonly ProjectFile[], opts: ComplianceOptions) => Promise<StoreCompliance>;

export type StoreDeps = {
  db: Db;
  logger?: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** Runs the audit off the event loop (defaultAnalyse); tests pass one with an injected clock. */
  analyse: Analyse;
  /** Ends the audit's thread now (defaultAuditWorker's release): after the sample seed, not 5 s later (decision 265). */
  releaseAnalyse?: () => Promise<boolean>;
  /** Compliance validation (compliance/index.ts); tests may inject one. */
  compliance?: ComplianceCheck;
  auditBudgetMs?: number;
  complianceBudgetMs?: number;
  /** Monotonic clock of the compliance budget (performance.now by default). */
  clock?: () => number;
  /** Wall clock of the SBOM's timestamp. */
  now?: () => Date;
  chromiumPath?: string | null;
};

/** Spec's actor for what the platform does by itself (the audit, the sample listings). */
export const SYSTEM_ACTOR = 'system';

const notFound = () => new AppError(404, 'not_found', 'Application not found');
const isAdmin = (u: AuthUser | null) => !!u && u.roles.includes('admin');
const seesMinistry = (u: AuthUser | null) => !!u && u.roles.some((r) => r === 'admin' || isMinistryRole(r));
const isPublic = (s: StoreStatus) => (STORE_PUBLIC_STATUSES as readonly StoreStatus[]).includes(s);

/** DESIGN §5 for the store: the author and admins always; others approved/featured only, ministry_only to ministry roles. */
export function canReadListing(user: AuthUser | null, app: Pick<repo.AppRow, 'author' | 'status' | 'ministry_only'>): boolean {
  if (user && user.id === app.author.id) return true;
  if (isAdmin(user)) return true;
  if (!isPublic(app.status)) return false;
  return !app.ministry_only || seesMinistry(user);
}

/** Admin review transitions (decision 173): target status from each current status; anything else is 409. */
const REVIEW: Record<StoreReviewInput['action'], { to: StoreStatus; from: StoreStatus[] }> = {
  approve: { to: 'approved', from: ['audited', 'featured'] },
  feature: { to: 'featured', from: ['audited', 'approved'] },
  reject: { to: 'rejected', from: ['audited', 'approved', 'featured'] },
};

/** The label from the report and the justifications that count: one an admin refused (verified = false) counts as none. */
function labelOf(report: AuditReport, js: repo.JustificationRow[]) {
  const counted: Justification[] = js.filter((j) => j.verified !== false).map((j) => ({ findingId: j.finding_id, text: j.text, verified: j.verified === true }));
  return scoreAudit(report, counted);
}

function toStoreAudit(report: AuditReport, js: repo.JustificationRow[]): StoreAudit {
  const label = labelOf(report, js);
  const byFinding = new Map(js.map((j) => [j.finding_id, j]));
  return {
    score: label.score,
    baseline: label.baseline,
    reasons: label.reasons,
    counts: label.counts,
    verified_percent: label.verifiedPercent,
    complete: report.complete,
    not_audited: report.notAudited,
    budget_ms: report.budgetMs,
    tools: report.tools,
    findings: report.findings.map((f) => {
      const j = byFinding.get(f.id);
      return {
        id: f.id,
        rule: f.rule,
        severity: f.severity,
        file: f.file,
        line: f.line,
        column: f.column,
        excerpt: f.excerpt,
        message: f.message,
        advice: f.advice,
        justification: j?.text ?? null,
        verified: j ? j.verified === true : null,
        justification_id: j?.id ?? null,
      };
    }),
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

export function createStoreService(deps: StoreDeps) {
  const { db } = deps;
  const auditBudgetMs = deps.auditBudgetMs ?? DEFAULT_AUDIT_BUDGET_MS;
  const complianceBudgetMs = deps.complianceBudgetMs ?? 30_000;
  const clock = deps.clock ?? (() => performance.now());
  const now = deps.now ?? (() => new Date());
  const compliance = deps.compliance ?? checkCompliance;
  const jobs = new Set<Promise<void>>();

  const audit = (q: Queryable, event: AuditEvent, actorId: string | null, app: { id: string; author: { id: string } }, details: Record<string, unknown>, ip: string | null) =>
    recordAudit(q, event, { actorId, targetUserId: app.author.id, ip, details: { app_id: app.id, ...(actorId ? {} : { actor: SYSTEM_ACTOR }), ...details } });

  /** The audit of one version: analysis, compliance, price and SBOM, stored once (decision 171). Never throws. */
  async function auditVersion(versionId: string): Promise<void> {
    const v = await repo.findVersion(db, versionId);
    if (!v || v.audited_at) return;
    const app = await repo.findById(db, v.app_id);
    if (!app) return;
    const files = await repo.versionFiles(db, versionId);
    let analysis: Analysis;
    try {
      // The audit's thread also reads the compliance check's RGPD facts: ESLint and TypeScript stay out of this thread.
      analysis = await deps.analyse({ files, budgetMs: auditBudgetMs, facts: true });
    } catch (err) {
      deps.logger?.error('store audit failed', { versionId, error: String(err) });
      analysis = unfinishedAnalysis({ files, budgetMs: auditBudgetMs });
    }
    let comp: StoreCompliance;
    try {
      // A complete audit is handed over: the compliance check's ANSSI controls need not lint every file a second time.
      const audited = analysis.report.complete ? { audit: analysis.report } : {};
      const facts = analysis.facts ? { facts: analysis.facts } : {};
      comp = await compliance(files, { budgetMs: complianceBudgetMs, now: clock, chromiumPath: deps.chromiumPath ?? null, ...audited, ...facts });
    } catch (err) {
      deps.logger?.error('store compliance check failed', { versionId, error: String(err) });
      comp = { controls: [], accessibility_engine: 'none', limits: [{ fr: 'La validation de conformité n’a pas pu aboutir.', en: 'The compliance validation could not complete.' }] };
    }
    const price = suggestPrice(analysis.metrics, app.category, app.target_buyers);
    const sbom = buildSbom({ app: { name: app.slug, version: String(v.number) }, contentHash: v.hash, imports: analysis.metrics.imports, timestamp: now().toISOString() });
    await db.transaction(async (tx) => {
      const saved = await repo.saveAudit(tx, versionId, { audit: analysis.report, metrics: analysis.metrics, compliance: comp, priceSuggestion: price, sbom });
      if (!saved) return; // another instance finished it first
      if (v.number > 1) {
        const prev = await repo.versionIdByNumber(tx, v.app_id, v.number - 1);
        if (prev) await repo.carryJustifications(tx, prev, versionId, analysis.report.findings.map((f) => f.id));
      }
      const label = labelOf(analysis.report, await repo.justifications(tx, versionId));
      if (await repo.markAudited(tx, app.id, versionId, label.score, label.baseline)) {
        await audit(tx, 'store.audited', null, app, { version: v.number, score: label.score, baseline: label.baseline, complete: analysis.report.complete }, null);
      }
    });
  }

  /** Starts the audit off the request; the promise is tracked so shutdown and tests can wait for it. */
  function schedule(versionId: string): Promise<void> {
    const job = auditVersion(versionId).catch((err: unknown) => deps.logger?.error('store audit job failed', { versionId, error: String(err) }));
    jobs.add(job);
    void job.finally(() => jobs.delete(job));
    return job;
  }

  /** Recomputes the listing's label after a justification changed (current version only). */
  async function refreshLabel(tx: Queryable, appId: string, versionId: string): Promise<void> {
    const v = await repo.findVersion(tx, versionId);
    if (!v?.audit) return;
    const label = labelOf(v.audit as AuditReport, await repo.justifications(tx, versionId));
    await repo.setLabel(tx, appId, versionId, label.score, label.baseline);
  }

  /** Pins the caller's project: 404 when it is not theirs, store_file_invalid for a file that cannot be pinned. */
  async function pin(tx: Queryable, user: AuthUser, projectId: string | null) {
    const project = projectId ? await repo.findOwnProject(tx, user.id, projectId) : null;
    if (!project) throw new AppError(404, 'not_found', 'Project not found');
    const files = checkPinnedFiles(project.code_content);
    return { files, hash: filesHash(files), techStack: project.tech_stack, projectVersion: project.version };
  }

  async function detail(user: AuthUser | null, app: repo.AppDetailRow): Promise<StoreAppDetail> {
    const versionId = app.current_version_id;
    const v = versionId ? await repo.findVersion(db, versionId) : null;
    if (!v) throw notFound();
    const js = await repo.justifications(db, v.id);
    let changes: StoreAppDetail['version']['changes'] = null;
    if (v.number > 1) {
      const prev = await repo.previousFiles(db, app.id, v.number);
      if (prev) changes = diffFiles(prev, await repo.versionFiles(db, v.id));
    }
    const insider = !!user && (user.id === app.author.id || isAdmin(user));
    const { id: _id, current_version_id: _cv, ...rest } = app;
    return {
      ...rest,
      is_author: !!user && user.id === app.author.id,
      version: { number: v.number, hash: v.hash, created_at: v.created_at, files_count: v.files_count, changes },
      audit: v.audit ? toStoreAudit(v.audit as AuditReport, js) : null,
      compliance: (v.compliance as StoreCompliance | null) ?? null,
      price_suggestion: (v.price_suggestion as StorePriceSuggestion | null) ?? null,
      timeline: insider ? await repo.timeline(db, app.id) : null,
    };
  }

  async function readable(user: AuthUser | null, slug: string): Promise<repo.AppDetailRow> {
    const app = await repo.findBySlug(db, slug);
    if (!app || !canReadListing(user, app)) throw notFound();
    return app;
  }

  /** The author's own listing inside `tx`, locked: 404 when they cannot see it, 403 when they only may read it. */
  async function ownForWrite(tx: Queryable, user: AuthUser, slug: string): Promise<repo.AppDetailRow> {
    const app = await repo.findBySlug(tx, slug, true);
    if (!app || !canReadListing(user, app)) throw notFound();
    if (app.author.id !== user.id) throw new AppError(403, 'forbidden', 'Only the author may change this listing');
    return app;
  }

  return {
    async list(user: AuthUser | null, query: StoreListQuery): Promise<StoreListResponse> {
      const page = query.page ?? 1;
      const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      const { items, total } = await repo.listPublic(db, {
        words,
        ...(query.category ? { category: query.category } : {}),
        sort: query.sort ?? 'rating',
        limit: STORE_PAGE_SIZE,
        offset: (page - 1) * STORE_PAGE_SIZE,
        seeMinistry: seesMinistry(user),
      });
      return { items: items.map(({ id: _id, ...s }) => s), total, page, page_size: STORE_PAGE_SIZE };
    },

    async mine(user: AuthUser) {
      const items = (await repo.listByAuthor(db, user.id)).map(({ id: _id, ...s }) => s);
      return { items, total: items.length };
    },

    async get(user: AuthUser | null, slug: string): Promise<StoreAppDetail> {
      return detail(user, await readable(user, slug));
    },

    /** Submission (status pending), then the audit starts in the background. */
    async submit(user: AuthUser, input: SubmitStoreAppInput, ip: string | null): Promise<StoreAppDetail> {
      const { appId, versionId } = await db.transaction(async (tx) => {
        const pinned = await pin(tx, user, input.project_id);
        const base = slugify(input.title);
        let appId: string | null = null;
        let slug = base;
        for (let n = 1; !appId; n++) {
          slug = n === 1 ? base : `${base.slice(0, 54)}-${n <= 20 ? n : Math.random().toString(36).slice(2, 7)}`;
          appId = await repo.insertApp(tx, {
            slug,
            authorId: user.id,
            projectId: input.project_id,
            title: input.title,
            description: input.description,
            category: input.category,
            techStack: pinned.techStack,
            features: input.features ?? [],
            price: input.price,
            targetBuyers: input.target_buyers,
            classification: input.classification,
            ministryOnly: input.ministry_only ?? false,
            certifications: input.certifications ?? [],
            dataLocation: input.data_location ?? null,
            demoUrl: input.demo_url ?? null,
            screenshots: [],
          });
        }
        const versionId = await repo.insertVersion(tx, appId, 1, pinned.hash, pinned.files);
        await repo.updateApp(tx, appId, { current_version_id: versionId });
        await audit(tx, 'store.submitted', user.id, { id: appId, author: { id: user.id } }, { version: 1, hash: pinned.hash, project_id: input.project_id, project_version: pinned.projectVersion, slug }, ip);
        return { appId, versionId };
      });
      void schedule(versionId);
      const app = await repo.findById(db, appId);
      return detail(user, app!);
    },

    /** A new version from the project's current files, audited again (decision 173). */
    async resubmit(user: AuthUser, slug: string, input: ResubmitStoreAppInput, ip: string | null): Promise<StoreAppDetail> {
      const { appId, versionId } = await db.transaction(async (tx) => {
        const app = await ownForWrite(tx, user, slug);
        if (app.status === 'pending') throw new AppError(409, 'store_audit_in_progress', 'A version is already being audited');
        const pinned = await pin(tx, user, app.project_id);
        const number = (await repo.maxVersionNumber(tx, app.id)) + 1;
        const versionId = await repo.insertVersion(tx, app.id, number, pinned.hash, pinned.files);
        await repo.updateApp(tx, app.id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.target_buyers !== undefined ? { target_buyers: input.target_buyers } : {}),
          ...(input.classification !== undefined ? { classification: input.classification } : {}),
          ...(input.ministry_only !== undefined ? { ministry_only: input.ministry_only } : {}),
          ...(input.features !== undefined ? { features: input.features } : {}),
          ...(input.certifications !== undefined ? { certifications: input.certifications } : {}),
          ...(input.data_location !== undefined ? { data_location: input.data_location } : {}),
          ...(input.demo_url !== undefined ? { demo_url: input.demo_url } : {}),
          tech_stack: pinned.techStack,
          status: 'pending',
          current_version_id: versionId,
          audit_score: null,
          baseline: null,
        });
        await audit(tx, 'store.resubmitted', user.id, app, { version: number, hash: pinned.hash, project_version: pinned.projectVersion, from_status: app.status }, ip);
        return { appId: app.id, versionId };
      });
      void schedule(versionId);
      return detail(user, (await repo.findById(db, appId))!);
    },

    /**
     * The author changes the price (decision 296): effective for new orders at once, in any status, without a new
     * review; orders already placed keep the price they were charged. Written to audit_log (from, to), which is the
     * price history the author and the reviewing admin see in the timeline. The same price again changes nothing.
     */
    async updatePrice(user: AuthUser, slug: string, input: UpdateStoreAppPriceInput, ip: string | null): Promise<StoreAppDetail> {
      const appId = await db.transaction(async (tx) => {
        const app = await ownForWrite(tx, user, slug);
        if (app.price === input.price) return app.id;
        await repo.updateApp(tx, app.id, { price: input.price });
        const v = app.current_version_id ? await repo.findVersion(tx, app.current_version_id) : null;
        const suggested = (v?.price_suggestion as StorePriceSuggestion | null)?.amount ?? null;
        await audit(tx, 'store.price_changed', user.id, app, { version: v?.number ?? null, from_price: app.price, to_price: input.price, suggested, status: app.status }, ip);
        return app.id;
      });
      return detail(user, (await repo.findById(db, appId))!);
    },

    /** The author justifies one finding of the current version; a changed text must be verified again. */
    async justify(user: AuthUser, slug: string, findingId: string, text: string, ip: string | null): Promise<StoreAppDetail> {
      const appId = await db.transaction(async (tx) => {
        const app = await ownForWrite(tx, user, slug);
        const v = app.current_version_id ? await repo.findVersion(tx, app.current_version_id) : null;
        if (!v?.audit) throw new AppError(409, 'store_not_audited', 'The audit of this version has not finished');
        if (!(v.audit as AuditReport).findings.some((f) => f.id === findingId)) throw new AppError(404, 'store_finding_not_found', 'Finding not found in this version');
        await repo.upsertJustification(tx, v.id, findingId, text, user.id);
        await refreshLabel(tx, app.id, v.id);
        await audit(tx, 'store.justified', user.id, app, { version: v.number, finding_id: findingId }, ip);
        return app.id;
      });
      return detail(user, (await repo.findById(db, appId))!);
    },

    async sbom(user: AuthUser | null, slug: string): Promise<{ bom: unknown; filename: string }> {
      const app = await readable(user, slug);
      const v = app.current_version_id ? await repo.findVersion(db, app.current_version_id) : null;
      const bom = v ? await repo.versionSbom(db, v.id) : null;
      if (!v || !bom) throw new AppError(409, 'store_not_audited', 'The audit of this version has not finished');
      return { bom, filename: `${app.slug}-v${v.number}.cdx.json` };
    },

    async source(user: AuthUser | null, slug: string) {
      const app = await readable(user, slug);
      const v = app.current_version_id ? await repo.findVersion(db, app.current_version_id) : null;
      if (!v) throw notFound();
      return { files: await repo.versionFiles(db, v.id), version: { number: v.number, hash: v.hash, created_at: v.created_at } };
    },

    // ---- admin (issue 17 item 1) ----

    async queue() {
      const rows = await repo.listQueue(db);
      const open = await repo.openJustifications(db, rows.map((r) => r.id));
      const items = rows.map(({ id, ...s }) => ({ ...s, justifications: open.filter((j) => j.app_id === id).map(({ app_id: _a, ...j }) => j) }));
      return { items, total: items.length };
    },

    /** Approve, feature or reject (decision 173): admin only, never the author, only from the statuses allowed. */
    async review(admin: AuthUser, slug: string, input: StoreReviewInput, ip: string | null, opts: { system?: boolean } = {}): Promise<StoreAppDetail> {
      const appId = await db.transaction(async (tx) => {
        const app = await repo.findBySlug(tx, slug, true);
        if (!app) throw notFound();
        if (app.author.id === admin.id) throw new AppError(403, 'store_review_own', 'You cannot review your own listing');
        if (app.status === 'pending') throw new AppError(409, 'store_not_audited', 'The audit of this version has not finished');
        const rule = REVIEW[input.action];
        if (!rule.from.includes(app.status)) throw new AppError(409, 'store_transition_forbidden', `Cannot ${input.action} a listing that is ${app.status}`);
        if (input.action !== 'reject' && app.baseline !== 'pass') throw new AppError(409, 'store_baseline_failed', 'This version fails the security baseline');
        const feedback = input.action === 'reject' ? (input.feedback ?? '').trim() : null;
        if (input.action === 'reject' && !feedback) throw new AppError(400, 'store_feedback_required', 'Feedback is required to reject');
        await repo.updateApp(tx, app.id, { status: rule.to, feedback });
        const v = app.current_version_id ? await repo.findVersion(tx, app.current_version_id) : null;
        await audit(tx, `store.${rule.to}` as AuditEvent, opts.system ? null : admin.id, app, { version: v?.number ?? null, from_status: app.status, ...(feedback ? { feedback } : {}) }, ip);
        return app.id;
      });
      return detail(admin, (await repo.findById(db, appId))!);
    },

    /** An admin verifies (true) or refuses (false) a justification; never the listing's author. */
    async verify(admin: AuthUser, justificationId: string, verified: boolean, ip: string | null): Promise<StoreAppDetail> {
      const appId = await db.transaction(async (tx) => {
        const j = await repo.findJustification(tx, justificationId);
        if (!j) throw new AppError(404, 'store_finding_not_found', 'Justification not found');
        const app = await repo.findById(tx, j.app_id);
        if (!app) throw notFound();
        if (app.author.id === admin.id) throw new AppError(403, 'store_review_own', 'You cannot verify your own justification');
        await repo.setVerified(tx, j.id, verified, admin.id);
        await refreshLabel(tx, app.id, j.version_id);
        const v = await repo.findVersion(tx, j.version_id);
        await audit(tx, 'store.verified', admin.id, app, { version: v?.number ?? null, finding_id: j.finding_id, verified }, ip);
        return app.id;
      });
      return detail(admin, (await repo.findById(db, appId))!);
    },

    // ---- background jobs ----

    /** Audits left unfinished by a stopped server (and those of another instance that died), in the background. */
    async resume(): Promise<void> {
      for (const id of await repo.unauditedVersions(db)) await schedule(id);
    },
    /** Resolves when no audit job is running (tests, and the server's drain before closing the database). */
    async idle(): Promise<void> {
      while (jobs.size > 0) await Promise.allSettled([...jobs]);
    },
    /** Runs the audit of a version now (seed, tests). */
    auditNow: (versionId: string) => schedule(versionId),
    /**
     * Ends the audit's worker thread at once when no audit is running (the server calls it when its background start,
     * the sample seed, has finished): its ESLint and TypeScript are given back now instead of after the idle timeout.
     */
    async releaseWorkers(): Promise<void> {
      if (jobs.size === 0) await deps.releaseAnalyse?.();
    },
    runningJobs: () => jobs.size,
  };
}
