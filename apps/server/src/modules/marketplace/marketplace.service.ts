import { randomUUID } from 'node:crypto';
import {
  MARKETPLACE_SEED,
  type CreateSolutionInput,
  type ReceivedSolution,
  type EvaluationInput,
  type EvaluationResponse,
  type GrantInput,
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
import * as repo from './marketplace.repository';

type Actor = { id: string; ip: string | null };
type Replayable<T> = T & { replayed: boolean };

const notFound = () => new AppError(404, 'not_found', 'Solution not found');
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

  async function solutionOrThrow(q: Queryable, id: string): Promise<MarketplaceSolution> {
    const s = await repo.findSolution(q, id);
    if (!s) throw notFound();
    return s;
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

    list: (query: SolutionsQuery) =>
      repo.listSolutions(db, { q: query.q || undefined, category: query.category, featured: query.featured === undefined ? undefined : query.featured === 'true' }),

    async detail(id: string): Promise<SolutionDetailResponse> {
      const solution = await solutionOrThrow(db, id);
      const activity = solution.project_id && deps.projectActivity ? await deps.projectActivity(solution.project_id) : null;
      return { solution, project_activity: activity };
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
        return id ? { solution: await solutionOrThrow(db, id) } : null;
      };
      return once(input.idempotency_key, 'marketplace_solutions_idempotency_key', async () => {
        if (!(await ownsProject(actor.id, input.project_id))) throw new AppError(404, 'not_found', 'Project not found');
        const tags = [...new Set(input.tags)];
        const slug = `${slugify(input.title)}-${randomUUID().slice(0, 8)}`;
        return db.transaction(async (tx) => {
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
            idempotencyKey: input.idempotency_key,
          });
          await recordAudit(tx, 'marketplace.solution_created', { actorId: actor.id, ip: actor.ip, details: { solution_id: id, project_id: input.project_id, funding_goal: input.funding_goal } });
          return { solution: await solutionOrThrow(tx, id) };
        });
      }, replay);
    },

    received: (ownerId: string): Promise<ReceivedSolution[]> => repo.listOwnedWithActivity(db, ownerId),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

function slugify(title: string): string {
  return repo.normalizeSearch(title).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'solution';
}

/** Seeds the spec's sample solutions on first start (main.ts); existing rows are left as they are. */
export const seedMarketplace = (q: Queryable) => repo.insertSeed(q, MARKETPLACE_SEED);
