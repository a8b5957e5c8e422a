import { z } from 'zod';
import { CLASSIFICATIONS, STORE_CATEGORIES, TARGET_BUYERS } from '@ov/shared';
import { defineStored, type Stored } from '@/lib/storage';

/**
 * The submission dialog's draft, per user and per project, in sessionStorage (not localStorage: on a shared machine
 * it ends with the tab). What is read back is checked; an old or edited value reads as no draft.
 */
export const submitDraftFields = z
  .object({
    title: z.string().max(120),
    description: z.string().max(5000),
    category: z.enum(STORE_CATEGORIES),
    price: z.number().nullable(),
    target_buyers: z.enum(TARGET_BUYERS),
    classification: z.enum(CLASSIFICATIONS),
    ministry_only: z.boolean(),
    data_location: z.string().max(120),
    features_text: z.string().max(3000),
  })
  .partial();
export type SubmitDraft = z.infer<typeof submitDraftFields>;

const draftsSchema = z.object({ last: z.string().max(64).nullable(), drafts: z.record(z.string().max(64), submitDraftFields) });
type Drafts = z.infer<typeof draftsSchema>;
const EMPTY: Drafts = { last: null, drafts: {} };

export const submitDraftKey = (userId: string) => `ov_store_submit_draft:${userId}`;

export type SubmitDraftStore = {
  /** The project whose draft was saved last (the one to reopen), when it still has a draft. */
  last(): string | null;
  get(projectId: string): SubmitDraft | null;
  save(projectId: string, draft: SubmitDraft): void;
  discard(projectId: string): void;
};

export function submitDraftStore(userId: string): SubmitDraftStore {
  const stored: Stored<Drafts> = defineStored(submitDraftKey(userId), draftsSchema, EMPTY, { area: 'session' });
  return {
    last() {
      const s = stored.read();
      return s.last && s.drafts[s.last] ? s.last : null;
    },
    get: (projectId) => stored.read().drafts[projectId] ?? null,
    save(projectId, draft) {
      const s = stored.read();
      stored.write({ last: projectId, drafts: { ...s.drafts, [projectId]: draft } });
    },
    discard(projectId) {
      const s = stored.read();
      const { [projectId]: _gone, ...drafts } = s.drafts;
      if (Object.keys(drafts).length === 0) stored.remove();
      else stored.write({ last: s.last === projectId ? null : s.last, drafts });
    },
  };
}
