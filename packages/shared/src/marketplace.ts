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
  funding_goal: number;
  current_funding: number;
  pledges_count: number;
  evaluations_count: number;
  average_grade: number | null;
  grants_total: number;
};
export type SolutionsResponse = { items: MarketplaceSolution[]; total: number };
export type SolutionResponse = { solution: MarketplaceSolution };

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
 * The spec's sample solutions (landing showcase §2, categories §9), seeded on first start by the server
 * and shown by the landing page's showcase from the same records (decision 192).
 */
export type SeedSolution = Omit<
  MarketplaceSolution,
  'id' | 'title' | 'description' | 'project_id' | 'pledges_count' | 'evaluations_count' | 'average_grade' | 'grants_total' | 'translations'
> & { translations: Required<SolutionTranslations> };

export const MARKETPLACE_SEED: readonly SeedSolution[] = [
  {
    slug: 'cyber-shield',
    translations: {
      fr: { title: 'CyberShield SOC', description: 'Centre opérationnel de sécurité : corrélation des alertes et réponse aux incidents.' },
      en: { title: 'CyberShield SOC', description: 'Security operations centre: alert correlation and incident response.' },
    },
    category: 'cybersecurity',
    classification: 'confidential',
    price: 45_000,
    rating: 4.9,
    downloads: 2400,
    startup: 'Akwaba Cyber',
    certified: true,
    featured: true,
    tags: ['SOC', 'SIEM', 'ANSSI'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 500_000,
    current_funding: 320_000,
  },
  {
    slug: 'border-watch',
    translations: {
      fr: { title: 'BorderWatch', description: 'Coordination des patrouilles frontalières et suivi des points de passage.' },
      en: { title: 'BorderWatch', description: 'Border patrol coordination and crossing point monitoring.' },
    },
    category: 'surveillance',
    classification: 'secret',
    price: 60_000,
    rating: 4.7,
    downloads: 860,
    startup: 'Lagune Defense Tech',
    certified: true,
    featured: true,
    tags: ['GIS', 'UAV', '24/7'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 800_000,
    current_funding: 250_000,
  },
  {
    slug: 'gov-vault',
    translations: {
      fr: { title: 'GovVault', description: 'Coffre-fort documentaire chiffré pour les ministères, avec journal d’accès.' },
      en: { title: 'GovVault', description: 'Encrypted document vault for ministries, with an access log.' },
    },
    category: 'intelligence',
    classification: 'classified',
    price: 30_000,
    rating: 4.8,
    downloads: 1100,
    startup: 'Sahel Secure Labs',
    certified: true,
    featured: false,
    tags: ['AES-256', 'RGPD', 'ISO 27001'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 300_000,
    current_funding: 300_000,
  },
  {
    slug: 'sky-sentinel',
    translations: {
      fr: { title: 'SkySentinel', description: 'Détection et suivi de drones à basse altitude autour des sites sensibles.' },
      en: { title: 'SkySentinel', description: 'Low-altitude drone detection and tracking around sensitive sites.' },
    },
    category: 'drones',
    classification: null,
    price: 75_000,
    rating: 4.5,
    downloads: 420,
    startup: 'Harmattan Robotics',
    certified: false,
    featured: false,
    tags: ['RF', 'Radar', 'C-UAS', 'Edge'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 1_200_000,
    current_funding: 180_000,
  },
  {
    slug: 'id-trust',
    translations: {
      fr: { title: 'ID Trust', description: 'Vérification biométrique des identités aux guichets, données hébergées sur le territoire.' },
      en: { title: 'ID Trust', description: 'Biometric identity checks at service desks, with data hosted in the country.' },
    },
    category: 'biometrics',
    classification: null,
    price: 25_000,
    rating: 4.4,
    downloads: 650,
    startup: 'Baobab Identity',
    certified: true,
    featured: false,
    tags: ['Biométrie', 'RGPD', 'On-premise'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 400_000,
    current_funding: 95_000,
  },
  {
    slug: 'flow-trace',
    translations: {
      fr: { title: 'FlowTrace', description: 'Détection des flux financiers suspects et rapports de blanchiment pour les cellules de renseignement.' },
      en: { title: 'FlowTrace', description: 'Suspicious money flow detection and laundering reports for financial intelligence units.' },
    },
    category: 'aml',
    classification: null,
    price: 52_000,
    rating: 4.6,
    downloads: 310,
    startup: 'Niger Delta Analytics',
    certified: false,
    featured: false,
    tags: ['AML', 'Graphes', 'KYC'],
    thumbnail: null,
    demo_url: null,
    funding_goal: 600_000,
    current_funding: 0,
  },
];
