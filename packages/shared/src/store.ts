import { z } from 'zod';

/**
 * The application store's contract (issues 16 and 17, DESIGN §4b). Server routes validate with these
 * schemas and type their answers with the types below (`satisfies`), the web compiles against the same.
 */

/** Spec section 9: categories of the store. */
export const STORE_CATEGORIES = ['security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const TARGET_BUYERS = ['government', 'private', 'both'] as const;
export type TargetBuyers = (typeof TARGET_BUYERS)[number];

/** Declared classification ceiling: Non protégé / Diffusion Restreinte / Secret. Declared by the vendor, never certified by us. */
export const CLASSIFICATIONS = ['non_protege', 'diffusion_restreinte', 'secret'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/**
 * Lifecycle: pending → audited (automatic) → approved | featured (admin, never the author) or rejected (with feedback)
 * → resubmitted as a new version (pending again, audited again). The spec's sample data holds featured and approved.
 */
export const STORE_STATUSES = ['pending', 'audited', 'approved', 'featured', 'rejected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];
/** Statuses a buyer can see in the public list. */
export const STORE_PUBLIC_STATUSES = ['approved', 'featured'] as const satisfies readonly StoreStatus[];

export const STORE_SORTS = ['rating', 'price', 'downloads'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

/** Spec section 9: price in EUR, minimum 1000, step 1000, default 10000. The maximum is ours. */
export const STORE_PRICE = { min: 1000, step: 1000, default: 10000, max: 10_000_000 } as const;
/** Spec: paging past 24 results. */
export const STORE_PAGE_SIZE = 24;

/** Certifications a vendor declares; "qualified" (qualifié) is distinct from "in_progress" (en cours de qualification). */
export const CERTIFICATION_NAMES = ['cspn', 'secnumcloud', 'iso27001', 'hds', 'rgs'] as const;
export const CERTIFICATION_STATUSES = ['qualified', 'in_progress'] as const;
export const certificationSchema = z
  .object({ name: z.enum(CERTIFICATION_NAMES), status: z.enum(CERTIFICATION_STATUSES) })
  .strict();
export type Certification = z.infer<typeof certificationSchema>;

export const storePriceSchema = z
  .number()
  .int()
  .min(STORE_PRICE.min)
  .max(STORE_PRICE.max)
  .refine((v) => v % STORE_PRICE.step === 0, { message: 'price_step' });

/** POST /api/store/apps */
export const submitStoreAppSchema = z
  .object({
    project_id: z.string().uuid(),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(5000),
    category: z.enum(STORE_CATEGORIES),
    price: storePriceSchema,
    target_buyers: z.enum(TARGET_BUYERS),
    classification: z.enum(CLASSIFICATIONS),
    /** Listed only to ministry roles and admins; others get 404. */
    ministry_only: z.boolean().optional(),
    features: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
    certifications: z.array(certificationSchema).max(CERTIFICATION_NAMES.length).optional(),
    /** Where the buyer's data lives once deployed (G-Cloud's "data location"); free text, e.g. "France — sur site". */
    data_location: z.string().trim().min(1).max(120).optional(),
    demo_url: z.string().trim().max(2048).url().nullable().optional(),
  })
  .strict();
export type SubmitStoreAppInput = z.infer<typeof submitStoreAppSchema>;

/** POST /api/store/apps/:slug/versions — resubmit from the project's current version; the listing's fields may change too. */
export const resubmitStoreAppSchema = submitStoreAppSchema.omit({ project_id: true }).partial().strict();
export type ResubmitStoreAppInput = z.infer<typeof resubmitStoreAppSchema>;

/**
 * PATCH /api/store/apps/:slug — the author changes the price (e.g. adopts the suggested one). It applies to new orders
 * at once, without a new review (decision 296); orders already placed keep their price.
 */
export const updateStoreAppPriceSchema = z.object({ price: storePriceSchema }).strict();
export type UpdateStoreAppPriceInput = z.infer<typeof updateStoreAppPriceSchema>;

/** GET /api/store/apps query. */
export const storeListQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: z.enum(STORE_CATEGORIES).optional(),
    sort: z.enum(STORE_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  })
  .strict();
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

/** POST /api/store/apps/:slug/findings/:id/justification */
export const findingJustificationSchema = z.object({ text: z.string().trim().min(1).max(2000) }).strict();
/** POST /api/admin/store/apps/:slug/review — feedback is required to reject. */
export const storeReviewSchema = z
  .object({ action: z.enum(['approve', 'feature', 'reject']), feedback: z.string().trim().max(5000).optional() })
  .strict()
  .refine((v) => v.action !== 'reject' || (v.feedback?.length ?? 0) > 0, { message: 'feedback_required', path: ['feedback'] });
export type StoreReviewInput = z.infer<typeof storeReviewSchema>;
/** POST /api/admin/store/findings/:id/verify */
export const findingVerifySchema = z.object({ verified: z.boolean() }).strict();

export type Bilingual = { fr: string; en: string };
export const FINDING_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

export type StoreFinding = {
  /** Stable within a version (same code at the same place → same id). */
  id: string;
  rule: string;
  severity: FindingSeverity;
  file: string;
  line: number;
  column: number;
  excerpt: string;
  message: Bilingual;
  advice: Bilingual;
  justification: string | null;
  /** null: not justified; false: justified, not yet verified (or refused); true: verified by an admin. */
  verified: boolean | null;
  /** The justification's id, for POST /api/admin/store/findings/:id/verify (finding ids repeat across listings). */
  justification_id?: string | null;
};

export type StoreAudit = {
  score: number;
  baseline: 'pass' | 'fail';
  reasons: ('critical' | 'unjustified_high' | 'incomplete')[];
  counts: Record<FindingSeverity, number>;
  /** 0–100, null when there is nothing to verify. */
  verified_percent: number | null;
  complete: boolean;
  not_audited: string[];
  budget_ms: number;
  tools: { name: string; version: string }[];
  findings: StoreFinding[];
};

export type ComplianceFramework = 'rgpd' | 'rgaa' | 'anssi';
export type ComplianceControl = {
  id: string;
  framework: ComplianceFramework;
  title: Bilingual;
  status: 'pass' | 'fail' | 'not_applicable';
  /** Where it was seen (file and line) or the rule that fired; bilingual text. */
  evidence: { file?: string; line?: number; rule?: string; text: Bilingual }[];
};
export type StoreCompliance = {
  controls: ComplianceControl[];
  /** How accessibility was checked: axe-core in headless Chromium, or in jsdom (with what that cannot check). */
  accessibility_engine: 'chromium' | 'jsdom' | 'none';
  limits: Bilingual[];
};

export type PriceRationaleLine = { label: Bilingual; amount: number } | { label: Bilingual; factor: number };
export type StorePriceSuggestion = { amount: number; currency: 'EUR'; rationale: PriceRationaleLine[] };

export type StoreVersion = {
  number: number;
  /** SHA-256 of the pinned files (hex). */
  hash: string;
  created_at: string;
  files_count: number;
  /** What changed since the previous version: paths added, removed, modified. */
  changes: { added: string[]; removed: string[]; modified: string[] } | null;
};

export type StoreTimelineEvent = {
  at: string;
  event: 'submitted' | 'audited' | 'approved' | 'featured' | 'rejected' | 'resubmitted' | 'justified' | 'verified' | 'price_changed';
  version: number | null;
  /** Feedback of a rejection, or the justification's finding. */
  detail: string | null;
  /** The price history: set on `price_changed` only (EUR). */
  price?: { from: number; to: number };
};

/** A card in GET /api/store/apps and /mine. */
/**
 * A listing's title and description per language. Only the platform's sample listings have them (decision 174, texts
 * from the marketplace seed); a user's listing has null and is shown as its author wrote it.
 */
export type StoreTranslations = Partial<Record<'fr' | 'en', { title: string; description: string }>>;

export type StoreAppSummary = {
  slug: string;
  title: string;
  description: string;
  translations: StoreTranslations | null;
  category: StoreCategory;
  tech_stack: string[];
  price: number;
  target_buyers: TargetBuyers;
  classification: Classification;
  ministry_only: boolean;
  status: StoreStatus;
  rating: number;
  ratings_count: number;
  downloads: number;
  author: { id: string; name: string };
  submitted_at: string;
  screenshots: string[];
  audit_score: number | null;
  baseline: 'pass' | 'fail' | null;
};

/** GET /api/store/apps/:slug → { app } */
export type StoreAppDetail = StoreAppSummary & {
  features: string[];
  certifications: Certification[];
  data_location: string | null;
  demo_url: string | null;
  project_id: string | null;
  /** Feedback of the last rejection, shown to the author. */
  feedback: string | null;
  is_author: boolean;
  version: StoreVersion;
  audit: StoreAudit | null;
  compliance: StoreCompliance | null;
  price_suggestion: StorePriceSuggestion | null;
  /** The author and admins see it; others get null. */
  timeline: StoreTimelineEvent[] | null;
};

export type StoreListResponse = { items: StoreAppSummary[]; total: number; page: number; page_size: number };

/** GET /api/admin/store/queue: listings awaiting review (pending, audited) with their open justifications. */
export type StoreQueueItem = StoreAppSummary & {
  version: number;
  open_justifications: number;
  justifications: { id: string; finding_id: string; text: string }[];
};
export type StoreQueueResponse = { items: StoreQueueItem[]; total: number };

/** GET /api/store/apps/:slug/source: the pinned files, read-only. */
export type StoreSourceResponse = { files: { path: string; content: string }[]; version: { number: number; hash: string; created_at: string } };
