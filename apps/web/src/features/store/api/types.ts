import type { StoreAppSummary } from '@ov/shared';

export type { StoreQueueItem, StoreQueueResponse, StoreSourceResponse } from '@ov/shared';

/** GET /api/store/apps/mine: the author's listings in every status (not typed by @ov/shared yet). */
export type StoreMineResponse = { items: StoreAppSummary[]; total: number };
