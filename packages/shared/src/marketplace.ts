import { z } from 'zod';

/** Spec §9: the marketplace's eight categories. */
export const MARKETPLACE_CATEGORIES = [
  'cybersecurity',
  'intelligence',
  'surveillance',
  'drones',
  'biometrics',
  'counter_terrorism',
  'aml',
  'human_trafficking',
] as const;
export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number];

/** Classification of the landing's sample listings (spec §2: Confidentiel, Secret Défense, Classifié). */
export const MARKETPLACE_CLASSIFICATIONS = ['confidential', 'secret', 'classified'] as const;
export type MarketplaceClassification = (typeof MARKETPLACE_CLASSIFICATIONS)[number];

/** Spec §6: the persona is a local choice, not the account's role. */
export const MARKETPLACE_PERSONAS = ['startup', 'investor', 'government'] as const;
export type MarketplacePersona = (typeof MARKETPLACE_PERSONAS)[number];

/** Cards show at most 3 tags (spec §2). */
export const MARKETPLACE_MAX_TAGS = 3;

/**
 * Money on the marketplace is in whole euros (integers), from 1 € to 100 M€ per pledge or grant
 * (decision 190). Fractions, zero, negatives, strings and anything larger are refused.
 */
export const MARKETPLACE_AMOUNT_MIN = 1;
export const MARKETPLACE_AMOUNT_MAX = 100_000_000;
export const euroAmountSchema = z.number().int().min(MARKETPLACE_AMOUNT_MIN).max(MARKETPLACE_AMOUNT_MAX);

/** Evaluation grade: 1 to 5, like ratings. */
export const EVALUATION_GRADE_MIN = 1;
export const EVALUATION_GRADE_MAX = 5;

const idempotencyKey = z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/);

/** Spec §9: funding percent is current over goal; the bar is capped at 100 (the figures are not). */
export function fundingPercent(current: number, goal: number): number {
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((current / goal) * 100)));
}

export const solutionsQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(MARKETPLACE_CATEGORIES).optional(),
    featured: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type SolutionsQuery = z.infer<typeof solutionsQuerySchema>;

export const pledgeInputSchema = z.object({ amount: euroAmountSchema, idempotency_key: idempotencyKey.optional() }).strict();
export type PledgeInput = z.infer<typeof pledgeInputSchema>;

export const grantInputSchema = z.object({ amount: euroAmountSchema, idempotency_key: idempotencyKey.optional() }).strict();
export type GrantInput = z.infer<typeof grantInputSchema>;

export const evaluationInputSchema = z
  .object({
    grade: z.number().int().min(EVALUATION_GRADE_MIN).max(EVALUATION_GRADE_MAX),
    text: z.string().trim().min(10).max(2000),
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;

/** Texts of a solution in the other language (the seed is bilingual; a startup's own solution is in one). */
export type SolutionTranslations = Partial<Record<'fr' | 'en', { title: string; description: string }>>;

export type MarketplaceSolution = {
  id: string;
  slug: string;
  title: string;
  description: string;
  translations: SolutionTranslations;
  category: MarketplaceCategory;
  classification: MarketplaceClassification | null;
  /** Whole euros. */
  price: number;
  rating: number;
  downloads: number;
  startup: string;
  certified: boolean;
  featured: boolean;
  tags: string[];
  thumbnail: string | null;
  demo_url: string | null;
  project_id: string | null;
  /** The linked store listing (decision 195), only when the viewer may see it; its page /store/<slug> holds the demo and the purchase. */
  store_listing: { slug: string; title: string } | null;
  funding_goal: number;
  current_funding: number;
  pledges_count: number;
  evaluations_count: number;
  average_grade: number | null;
  grants_total: number;
};
export type SolutionsResponse = { items: MarketplaceSolution[]; total: number };
export type SolutionResponse = { solution: MarketplaceSolution };
/** A linked project's activity, without its content (Analyser panel). */
export type ProjectActivity = { updated_at: string; versions: number; star_count: number; view_count: number; remix_count: number };
/** The linked listing's audit label (Analyser, decision 196): null score until its current version is audited. */
export type StoreAuditSummary = { slug: string; title: string; score: number | null; baseline: 'pass' | 'fail' | null; verified_percent: number | null };
export type SolutionDetailResponse = SolutionResponse & { project_activity: ProjectActivity | null; store_audit: StoreAuditSummary | null };

export type Pledge = {
  id: string;
  solution_id: string;
  amount: number;
  /** 'pending' only with a payment provider that confirms later; the demo provider completes at once. */
  status: 'pending' | 'completed';
  provider: string;
  /** True when no money moved (the offline demo provider, as on the credits screen). */
  demo: boolean;
  created_at: string;
};
export type PledgeResponse = { pledge: Pledge; solution: MarketplaceSolution };
export type MyPledge = Pledge & { solution: Pick<MarketplaceSolution, 'id' | 'slug' | 'title' | 'translations' | 'funding_goal' | 'current_funding'> };
export type MyPledgesResponse = { items: MyPledge[]; total: number };

export type Evaluation = { id: string; solution_id: string; grade: number; text: string; created_at: string };
export type EvaluationResponse = { evaluation: Evaluation; solution: MarketplaceSolution };
export type Grant = { id: string; solution_id: string; amount: number; created_at: string };
export type GrantResponse = { grant: Grant; solution: MarketplaceSolution };

/**
 * A startup publishes a solution linked to one of its own projects (decision 194). `demo_url`: an https
 * address or a path on this platform (a deployed store app under /apps/); the price and goal are whole euros.
 */
export const createSolutionSchema = z
  .object({
    project_id: z.uuid(),
    title: z.string().trim().min(3).max(120),
    description: z.string().trim().min(10).max(2000),
    /** The startup's public name, shown on the card ("par …"). */
    startup: z.string().trim().min(2).max(80),
    category: z.enum(MARKETPLACE_CATEGORIES),
    price: z.number().int().min(0).max(MARKETPLACE_AMOUNT_MAX),
    funding_goal: euroAmountSchema,
    tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
    demo_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s]+|\/apps\/[A-Za-z0-9/_.-]+)$/)
      .optional(),
    /** One of the caller's own store listings (decision 195); refused with store_listing_not_owned otherwise. */
    store_app_id: z.uuid().optional(),
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export type CreateSolutionInput = z.input<typeof createSolutionSchema>;

/** One of the caller's store listings a solution may link to (GET /api/marketplace/linkable-listings). */
export type LinkableListing = { id: string; slug: string; title: string; status: string };
export type LinkableListingsResponse = { items: LinkableListing[]; total: number };

/** What a startup received on its solutions (dashboard). */
export type ReceivedSolution = MarketplaceSolution & {
  pledges: { id: string; amount: number; created_at: string }[];
  evaluations: { id: string; grade: number; text: string; created_at: string }[];
  grants: { id: string; amount: number; created_at: string }[];
};
export type ReceivedResponse = { items: ReceivedSolution[]; total: number };
