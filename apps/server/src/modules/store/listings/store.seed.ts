import { MARKETPLACE_SEED, type Certification, type Classification, type StoreCategory, type StoreTranslations, type TargetBuyers } from '@ov/shared';
import type { Db, Queryable } from '../../../platform/db/types';
import type { AuthUser } from '../../../platform/http/app-env';
import type { Logger } from '../../../platform/logger';
import { recordAudit } from '../../audit';
import { checkPinnedFiles, filesHash } from './pin';
import * as repo from './store.repository';
import { SYSTEM_ACTOR, type StoreService } from './store.service';

/** Serialises the seed when several instances start on one database (decision 174). */
const SEED_LOCK = 727_016;

export type SampleListing = {
  slug: string;
  title: string;
  description: string;
  /** The title and description in French and English: a sample is the platform's text, shown in the visitor's language. */
  translations?: StoreTranslations;
  /** What the offline generator is asked: the listing is a real app it built, audited like any other. */
  prompt: string;
  category: StoreCategory;
  status: 'approved' | 'featured';
  price: number;
  targetBuyers: TargetBuyers;
  classification: Classification;
  features: string[];
  certifications: Certification[];
  dataLocation: string;
  vendor: { email: string; name: string };
  rating: number;
  downloads: number;
};

/**
 * A sample's texts, written once: the marketplace seed's solution of the same product (landing showcase), its French
 * text as the stored one and both languages as the listing's translations.
 */
function textsOf(marketplaceSlug: string): Pick<SampleListing, 'title' | 'description' | 'translations'> {
  const m = MARKETPLACE_SEED.find((x) => x.slug === marketplaceSlug);
  if (!m) throw new Error(`no marketplace seed solution ${marketplaceSlug}`);
  return { title: m.translations.fr.title, description: m.translations.fr.description, translations: m.translations };
}

/** The landing's sample listings (apps/web landing sample-listings.ts), as real store listings. */
export const STORE_SAMPLES: readonly SampleListing[] = [
  {
    slug: 'cybershield-soc',
    ...textsOf('cyber-shield'),
    prompt: 'Application de suivi des incidents de cybersécurité pour un SOC ministériel avec alertes et rapports',
    category: 'security',
    status: 'featured',
    price: 45000,
    targetBuyers: 'government',
    classification: 'diffusion_restreinte',
    features: ['Suivi des incidents', 'Alertes', 'Rapports'],
    certifications: [{ name: 'cspn', status: 'in_progress' }],
    dataLocation: 'France — sur site',
    vendor: { email: 'akwaba-cyber@samples.store.invalid', name: 'Akwaba Cyber' },
    rating: 4.9,
    downloads: 2400,
  },
  {
    slug: 'borderwatch',
    ...textsOf('border-watch'),
    prompt: 'Carte des zones frontalières avec patrouilles, points de passage et niveau de menace par secteur',
    category: 'defense',
    status: 'featured',
    price: 60000,
    targetBuyers: 'government',
    classification: 'secret',
    features: ['Carte des secteurs', 'Patrouilles', 'Niveau de menace'],
    certifications: [],
    dataLocation: 'France — sur site',
    vendor: { email: 'lagune-defense-tech@samples.store.invalid', name: 'Lagune Defense Tech' },
    rating: 4.7,
    downloads: 860,
  },
  {
    slug: 'govvault',
    ...textsOf('gov-vault'),
    prompt: "Coffre-fort documentaire pour les ministères : documents classés, contrôle d'accès et journal d'audit",
    category: 'productivity',
    status: 'approved',
    price: 30000,
    targetBuyers: 'both',
    classification: 'diffusion_restreinte',
    features: ['Documents classés', 'Contrôle d’accès', 'Journal d’accès'],
    certifications: [{ name: 'iso27001', status: 'qualified' }],
    dataLocation: 'France — SecNumCloud',
    vendor: { email: 'sahel-secure-labs@samples.store.invalid', name: 'Sahel Secure Labs' },
    rating: 4.8,
    downloads: 1100,
  },
];

export type GeneratedProject = { title: string; description: string; files: { path: string; content: string }[]; techStack: string[]; spec: unknown };

export type SeedDeps = {
  db: Db;
  store: StoreService;
  /** The offline generator (modules/ai generateApp), injected so the store does not depend on the AI module. */
  generate: (prompt: string) => GeneratedProject;
  /** Keeps the generated app as the vendor's private project (projects.createGenerated). */
  createProject: (userId: string, g: GeneratedProject, tx: Queryable) => Promise<{ id: string }>;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  samples?: readonly SampleListing[];
  /** True once the server is stopping: no further sample is started (the next start seeds the rest, by slug). */
  stopping?: () => boolean;
};

/** The review is made by the platform itself: an actor that is no user (audit_log actor_id null, details.actor "system"). */
const SYSTEM_REVIEWER: AuthUser = { id: '00000000-0000-0000-0000-000000000000', email: 'system@store.invalid', roles: ['admin'] };

/**
 * The store's sample listings (decision 174): made once by the offline generator as the vendors' projects, pinned,
 * audited by the same job as any submission, then set to their sample status by the system actor. Idempotent: the
 * slug is unique and creation runs under an advisory lock; a listing left pending or audited by a stopped server is
 * carried on at the next start. Runs after the server listens; errors are logged, never thrown.
 */
export async function seedStore(deps: SeedDeps): Promise<{ created: string[]; reviewed: string[] }> {
  const created: string[] = [];
  const reviewed: string[] = [];
  for (const s of deps.samples ?? STORE_SAMPLES) {
    if (deps.stopping?.()) break;
    try {
      const versionId = await deps.db.transaction(async (tx) => {
        await repo.seedLock(tx, SEED_LOCK);
        if (await repo.findBySlug(tx, s.slug)) {
          // Seeded before listings had translations (migration 071): filled now, by slug and sample vendor.
          if (s.translations) await repo.setSampleTranslations(tx, s.slug, s.vendor.email, s.translations);
          return null;
        }
        const authorId = await repo.upsertSampleVendor(tx, s.vendor.email, s.vendor.name);
        const g = deps.generate(s.prompt);
        const project = await deps.createProject(authorId, { ...g, title: s.title, description: s.description }, tx);
        const files = checkPinnedFiles(g.files);
        const hash = filesHash(files);
        const appId = await repo.insertApp(tx, {
          slug: s.slug,
          authorId,
          projectId: project.id,
          title: s.title,
          description: s.description,
          category: s.category,
          techStack: g.techStack,
          features: s.features,
          price: s.price,
          targetBuyers: s.targetBuyers,
          classification: s.classification,
          ministryOnly: false,
          certifications: s.certifications,
          dataLocation: s.dataLocation,
          demoUrl: null,
          screenshots: [],
        });
        if (!appId) return null;
        const versionId = await repo.insertVersion(tx, appId, 1, hash, files);
        await repo.updateApp(tx, appId, { current_version_id: versionId });
        // Sample figures of the landing's showcase (no orders behind them; decision 174 says so).
        await repo.setSampleFigures(tx, appId, s.rating, s.downloads);
        if (s.translations) await repo.setSampleTranslations(tx, s.slug, s.vendor.email, s.translations);
        await recordAudit(tx, 'store.submitted', { targetUserId: authorId, details: { app_id: appId, actor: SYSTEM_ACTOR, version: 1, hash, slug: s.slug, sample: true } });
        return versionId;
      });
      if (versionId) created.push(s.slug);
      const app = await repo.findBySlug(deps.db, s.slug);
      if (!app?.current_version_id) continue;
      if (app.status === 'pending') await deps.store.auditNow(app.current_version_id);
      const now = await repo.findBySlug(deps.db, s.slug);
      if (now?.status !== 'audited') continue;
      try {
        await deps.store.review(SYSTEM_REVIEWER, s.slug, { action: s.status === 'featured' ? 'feature' : 'approve' }, null, { system: true });
        reviewed.push(s.slug);
      } catch (err) {
        // Another instance reviewed it first (409), or the sample failed its baseline: it stays audited, said in the log.
        deps.logger?.warn('store sample not reviewed', { slug: s.slug, error: String((err as Error)?.message ?? err) });
      }
    } catch (err) {
      deps.logger?.error('store sample failed', { slug: s.slug, error: String((err as Error)?.stack ?? err) });
    }
  }
  if (created.length || reviewed.length) deps.logger?.info('store samples', { created, reviewed });
  return { created, reviewed };
}
