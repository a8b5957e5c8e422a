import { MAX_PROJECT_FILES, type AppSpec, type CreditReason, type GeneratedFile } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

/**
 * A delivered app is charged and kept as a private project in ONE transaction (docs/decisions/110-generation-
 * becomes-a-project.md): nothing is charged if the project cannot be written, and no project exists unless it
 * was paid for. The AI module sees only this port; app.ts builds it from the credits and projects services.
 */

export type GeneratedProject = { title: string; description: string; files: GeneratedFile[]; techStack: string[]; spec: AppSpec | null };
export type DeliverInput = {
  userId: string;
  amount: number;
  description: string;
  project: GeneratedProject;
  /** What the ledger row says was bought (decision 033); the new project's id and title are added to it. */
  reason?: CreditReason;
};

export interface AppDeliveryPort {
  /** The new project's id and title, or null when the balance was short (then nothing was written). */
  deliver(input: DeliverInput): Promise<{ id: string; title: string } | null>;
}

export type DeliveryDeps = {
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  spend: (input: { userId: string; amount: number; description?: string; reason?: CreditReason }, tx: Queryable) => Promise<{ ok: true; amount: number } | { ok: false; code: 'insufficient_credits' }>;
  createGenerated: (userId: string, project: GeneratedProject, tx: Queryable) => Promise<{ id: string; title: string }>;
};

/** Thrown inside the transaction to roll it back when the balance is short. */
class ShortBalance extends Error {}

export function createAppDelivery(deps: DeliveryDeps): AppDeliveryPort {
  return {
    async deliver(input) {
      try {
        return await deps.transaction(async (tx) => {
          // The project first, so the ledger row can name it; a short balance rolls both back.
          const created = await deps.createGenerated(input.userId, { ...input.project, files: input.project.files.slice(0, MAX_PROJECT_FILES) }, tx);
          const reason = input.reason ? { ...input.reason, project: created.title.slice(0, 200), project_id: created.id } : undefined;
          const charged = await deps.spend({ userId: input.userId, amount: input.amount, description: input.description, ...(reason ? { reason } : {}) }, tx);
          if (!charged.ok) throw new ShortBalance();
          return created;
        });
      } catch (err) {
        if (err instanceof ShortBalance) return null;
        throw err;
      }
    },
  };
}

const TITLE_WORDS = 8;
const TITLE_MAX = 80;

/**
 * The project's name: the app's title as the AI understood it, else the first words of the request, cut at a
 * word and never mid-word (decision 110).
 */
export function projectTitle(specTitle: string | undefined, prompt: string): string {
  const fromSpec = specTitle?.trim();
  if (fromSpec) return fromSpec.slice(0, 200);
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ');
  let title = '';
  for (const w of words.slice(0, TITLE_WORDS)) {
    const next = title ? `${title} ${w}` : w;
    if (next.length > TITLE_MAX) break;
    title = next;
  }
  if (!title) title = prompt.trim().slice(0, TITLE_MAX);
  const cut = title.length < prompt.replace(/\s+/g, ' ').trim().length;
  title = title.replace(/[\s,;:.!?–—-]+$/u, '');
  const first = title.charAt(0).toLocaleUpperCase('fr');
  return `${first}${title.slice(1)}${cut ? '…' : ''}` || 'Application';
}
