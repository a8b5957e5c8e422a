import { randomUUID } from 'node:crypto';
import {
  MARKETPLACE_SEED,
  type CreateSolutionInput,
  type ReceivedSolution,
  type EvaluationInput,
  type EvaluationResponse,
  type GrantInput,
  type LinkableListing,
  type GrantResponse,
  type MarketplaceSolution,
  type MyPledge,
  type PledgeInput,
  type PledgeResponse,
  type ProjectActivity,
  type SolutionDetailResponse,
  type SolutionsQuery,
} from '@ov/shared';
import { isUniqueViolation, type Db, type Queryable } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import type { PaymentProvider } from '../billing';
import { canReadListing, findListingRefs, listingLabel, listingRefsOf, type ListingRef } from '../store';
import type { AuthUser } from '../../platform/http/app-env';
import * as repo from './marketplace.repository';

type Actor = { id: string; ip: string | null; user?: AuthUser };
/** The actor as a viewer of listings (the author sees their own listing in any status). */
const actorUser = (a: Actor): AuthUser => a.user ?? { id: a.id, email: '', roles: [] };
type Replayable<T> = T & { replayed: boolean };

const notFound = () => new AppError(404, 'not_found', 'Solution not found');
/** 404 like every "not yours" (DESIGN §5): a missing listing and another vendor's answer the same (decision 195). */
const listingNotOwned = () => new AppError(404, 'store_listing_not_owned', 'This store listing does not exist or is not yours');
const keyReused = () => new AppError(409, 'conflict', 'This idempotency key was used for another request');

/**
 * Marketplace rules. Every write runs in one transaction with its audit_log row; pledges and grants raise
 * current_funding in the same transaction as their row (decision 191); an idempotency key replays the
 * first answer (decision 193).
 */
/** Whether `userId` owns project `projectId` (the projects module answers; ids of others' projects do not leak). */
export type ProjectOwnership = (userId: string, projectId: string) => Promise<boolean>;

export function createMarketplaceService(deps: { db: Db; provider: PaymentProvider; ownsProject: ProjectOwnership; projectActivity?: (projectId: string) => Promise<ProjectActivity | null> }) {
  const { db, provider, ownsProject } = deps;

  /** Replaces each row's store_app_id with the listing's slug and title, when `viewer` may read it (decision 196). */
  async function resolve<R extends { store_app_id: string | null }>(q: Queryable, viewer: AuthUser | null, rows: R[]): Promise<(Omit<R, 'store_app_id'> & { store_listing: MarketplaceSolution['store_listing'] })[]> {
    const ids = [...new Set(rows.map((r) => r.store_app_id).filter((x): x is string => !!x))];
    const refs = new Map((await findListingRefs(q, ids)).map((r) => [r.id, r]));
    return rows.map(({ store_app_id, ...rest }) => {
      const ref = store_app_id ? refs.get(store_app_id) : undefined;
      return { ...rest, store_listing: ref && canReadListing(viewer, ref) ? { slug: ref.slug, title: ref.title } : null };
    });
  }

  async function rowOrThrow(q: Queryable, id: string): Promise<repo.SolutionRow> {
    const s = await repo.findSolution(q, id);
    if (!s) throw notFound();
    return s;
  }

  /** The solution as the actor of a write sees it. */
  async function solutionOrThrow(q: Queryable, id: string, viewer: AuthUser | null = null): Promise<MarketplaceSolution> {
    return (await resolve(q, viewer, [await rowOrThrow(q, id)]))[0]!;
  }

  /** Runs `write`; when its idempotency key was already used (here or by a concurrent twin), answers `replay`. */
  async function once<T>(key: string | undefined, constraint: string, write: () => Promise<T>, replay: () => Promise<T | null>): Promise<Replayable<T>> {
    if (key) {
      const prior = await replay();
      if (prior) return { ...prior, replayed: true };
    }
    try {
      return { ...(await write()), replayed: false };
    } catch (err) {
      if (key && isUniqueViolation(err, constraint)) {
        const prior = await replay();
        if (prior) return { ...prior, replayed: true };
      }
      throw err;
    }
  }

  return {
    provider: { id: provider.id, demo: provider.demo },

    list: async (query: SolutionsQuery, viewer: AuthUser | null = null): Promise<MarketplaceSolution[]> =>
      resolve(db, viewer, await repo.listSolutions(db, { q: query.q || undefined, category: query.category, featured: query.featured === undefined ? undefined : query.featured === 'true' })),

    /** The Analyser panel: the solution, its project's activity and its linked listing's audit label (decision 196). */
    async detail(id: string, viewer: AuthUser | null = null): Promise<SolutionDetailResponse> {
      const row = await rowOrThrow(db, id);
      const [solution] = await resolve(db, viewer, [row]);
      const activity = solution!.project_id && deps.projectActivity ? await deps.projectActivity(solution!.project_id) : null;
      let storeAudit: SolutionDetailResponse['store_audit'] = null;
      if (row.store_app_id && solution!.store_listing) {
        const label = await listingLabel(db, row.store_app_id);
        storeAudit = { ...solution!.store_listing, score: label?.score ?? null, baseline: label?.baseline ?? null, verified_percent: label?.verified_percent ?? null };
      }
      return { solution: solution!, project_activity: activity, store_audit: storeAudit };
    },

    async pledge(actor: Actor, solutionId: string, input: PledgeInput): Promise<Replayable<PledgeResponse>> {
      const replay = async (): Promise<PledgeResponse | null> => {
        const prior = await repo.findPledgeByKey(db, actor.id, input.idempotency_key!);
        if (!prior) return null;
        if (prior.solution_id !== solutionId || prior.amount !== input.amount) throw keyReused();
        return { pledge: prior, solution: await solutionOrThrow(db, solutionId) };
      };
      return once(input.idempotency_key, 'marketplace_pledges_idempotency_key', async () => {
        if (!(await repo.solutionExists(db, solutionId))) throw notFound();
        const id = randomUUID();
        const paid = await provider.checkout({ orderId: id, userId: actor.id, description: `Marketplace pledge ${solutionId}`, amountCents: input.amount * 100, currency: 'EUR' });
        if (paid.status === 'failed') throw new AppError(402, 'payment_failed', 'The payment was not accepted');
        return db.transaction(async (tx) => {
          const pledge = await repo.insertPledge(tx, {
            id,
            solutionId,
            investorId: actor.id,
            amount: input.amount,
            status: paid.status,
            provider: provider.id,
            providerRef: paid.providerRef,
            idempotencyKey: input.idempotency_key,
          });
          if (paid.status === 'completed' && !(await repo.addFunding(tx, solutionId, input.amount))) throw notFound();
          await recordAudit(tx, 'marketplace.pledge', {
            actorId: actor.id,
            ip: actor.ip,
            details: { solution_id: solutionId, pledge_id: id, amount: input.amount, status: paid.status, provider: provider.id },
          });
          return { pledge, solution: await solutionOrThrow(tx, solutionId) };
        });
      }, replay);
    },

    async evaluate(actor: Actor, solutionId: string, input: EvaluationInput): Promise<Replayable<EvaluationResponse>> {
      const replay = async (): Promise<EvaluationResponse | null> => {
        const prior = await repo.findEvaluationByKey(db, actor.id, input.idempotency_key!);
        if (!prior) return null;
        if (prior.solution_id !== solutionId) throw keyReused();
        return { evaluation: prior, solution: await solutionOrThrow(db, solutionId) };
      };
      return once(input.idempotency_key, 'marketplace_evaluations_idempotency_key', () =>
        db.transaction(async (tx) => {
          if (!(await repo.solutionExists(tx, solutionId))) throw notFound();
          const evaluation = await repo.insertEvaluation(tx, { solutionId, evaluatorId: actor.id, grade: input.grade, text: input.text, idempotencyKey: input.idempotency_key });
          await recordAudit(tx, 'marketplace.evaluation', { actorId: actor.id, ip: actor.ip, details: { solution_id: solutionId, evaluation_id: evaluation.id, grade: input.grade } });
          return { evaluation, solution: await solutionOrThrow(tx, solutionId) };
        }), replay);
    },

    async grant(actor: Actor, solutionId: string, input: GrantInput): Promise<Replayable<GrantResponse>> {
      const replay = async (): Promise<GrantResponse | null> => {
        const prior = await repo.findGrantByKey(db, actor.id, input.idempotency_key!);
        if (!prior) return null;
        if (prior.solution_id !== solutionId || prior.amount !== input.amount) throw keyReused();
        return { grant: prior, solution: await solutionOrThrow(db, solutionId) };
      };
      return once(input.idempotency_key, 'marketplace_grants_idempotency_key', () =>
        db.transaction(async (tx) => {
          if (!(await repo.addFunding(tx, solutionId, input.amount))) throw notFound();
          const grant = await repo.insertGrant(tx, { solutionId, grantorId: actor.id, amount: input.amount, idempotencyKey: input.idempotency_key });
          await recordAudit(tx, 'marketplace.grant', { actorId: actor.id, ip: actor.ip, details: { solution_id: solutionId, grant_id: grant.id, amount: input.amount } });
          return { grant, solution: await solutionOrThrow(tx, solutionId) };
        }), replay);
    },

    myPledges: (investorId: string): Promise<MyPledge[]> => repo.listPledgesOf(db, investorId),

    /** A startup publishes a solution linked to one of its own projects (decision 194). */
    async create(actor: Actor, input: CreateSolutionInput & { tags: string[] }): Promise<Replayable<{ solution: MarketplaceSolution }>> {
      const replay = async () => {
        const id = await repo.findOwnedByKey(db, actor.id, input.idempotency_key!);
        return id ? { solution: await solutionOrThrow(db, id, actorUser(actor)) } : null;
      };
      return once(input.idempotency_key, 'marketplace_solutions_idempotency_key', async () => {
        if (!(await ownsProject(actor.id, input.project_id))) throw new AppError(404, 'not_found', 'Project not found');
        const ownListing = (ref: ListingRef | undefined) => !!ref && ref.author.id === actor.id;
        const tags = [...new Set(input.tags)];
        const slug = `${slugify(input.title)}-${randomUUID().slice(0, 8)}`;
        return db.transaction(async (tx) => {
          // Checked in the transaction that writes the link: a refusal changes nothing (decision 195).
          if (input.store_app_id && !ownListing((await findListingRefs(tx, [input.store_app_id]))[0])) throw listingNotOwned();
          const id = await repo.insertSolution(tx, {
            slug,
            ownerId: actor.id,
            projectId: input.project_id,
            title: input.title,
            description: input.description,
            category: input.category,
            price: input.price,
            startup: input.startup,
            tags,
            demoUrl: input.demo_url ?? null,
            fundingGoal: input.funding_goal,
            storeAppId: input.store_app_id ?? null,
            idempotencyKey: input.idempotency_key,
          });
          await recordAudit(tx, 'marketplace.solution_created', { actorId: actor.id, ip: actor.ip, details: { solution_id: id, project_id: input.project_id, store_app_id: input.store_app_id ?? null, funding_goal: input.funding_goal } });
          return { solution: await solutionOrThrow(tx, id, actorUser(actor)) };
        });
      }, replay);
    },

    /** The caller's own store listings, to link one to a solution (decision 195). */
    linkableListings: async (ownerId: string): Promise<LinkableListing[]> =>
      (await listingRefsOf(db, ownerId)).map((r) => ({ id: r.id, slug: r.slug, title: r.title, status: r.status })),

    received: async (owner: AuthUser): Promise<ReceivedSolution[]> => resolve(db, owner, await repo.listOwnedWithActivity(db, owner.id)),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

function slugify(title: string): string {
  return repo.normalizeSearch(title).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'solution';
}

/** Seeds the spec's sample solutions on first start (main.ts); existing rows are left as they are. */
export const seedMarketplace = (q: Queryable) => repo.insertSeed(q, MARKETPLACE_SEED);

/** The sample solutions that are the same apps as the store's sample listings (decision 174): marketplace slug → store slug. */
export const SAMPLE_STORE_LINKS = [
  ['cyber-shield', 'cybershield-soc'],
  ['border-watch', 'borderwatch'],
  ['gov-vault', 'govvault'],
] as const;

/**
 * After the store's samples are approved (main.ts, in the background after listening), the sample solutions link
 * to them, so "Démo", "Acquérir" and "Analyser" reach the real, audited app (decision 198). Idempotent.
 */
export const linkMarketplaceSamples = (q: Queryable) => repo.linkSampleListings(q, SAMPLE_STORE_LINKS);
