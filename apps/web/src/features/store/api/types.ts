import type { ProjectFile, StoreAppSummary, StoreStatus } from '@ov/shared';

/**
 * Replies the contract (@ov/shared store.ts, DESIGN §4b) describes in words but does not type yet: lists answer
 * `{items, total}`, the source answers the pinned files. Kept here, narrow, until @ov/shared exports them.
 */
export type StoreMineResponse = { items: StoreAppSummary[]; total: number };
export type StoreSourceResponse = { files: ProjectFile[] };

/** A listing awaiting review (GET /api/admin/store/queue). */
export type StoreQueueItem = StoreAppSummary & {
  status: Extract<StoreStatus, 'pending' | 'audited'> | StoreStatus;
  /** Justifications written by the author that no admin has verified yet. */
  open_justifications: number;
};
export type StoreQueueResponse = { items: StoreQueueItem[]; total: number };
