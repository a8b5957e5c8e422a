import { isMinistryRole, STORE_PUBLIC_STATUSES, type Role, type StoreOrder, type StoreOrdersResponse, type StoreRatingResponse } from '@ov/shared';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../platform/http/errors';
import { recordAudit } from '../../audit';
import type { PaymentProvider } from '../../billing';
import * as repo from './orders.repository';

export type Viewer = { id: string; roles: readonly Role[] };

const isPublic = (status: string) => (STORE_PUBLIC_STATUSES as readonly string[]).includes(status);
const isAdmin = (v: Viewer) => v.roles.includes('admin');
const isMinistry = (v: Viewer) => v.roles.some(isMinistryRole);

/**
 * The listing as `viewer` may see it, or 404: public statuses for everyone (ministry_only ones for ministry roles
 * and admins), every status for its author and admins. Same rule as the listing page (DESIGN §5).
 */
export async function visibleListing(db: Db, slug: string, viewer: Viewer | null): Promise<repo.ListingRow> {
  const app = await repo.findListing(db, slug);
  const notFound = () => new AppError(404, 'not_found', 'Listing not found');
  if (!app) throw notFound();
  if (viewer && (viewer.id === app.author_id || isAdmin(viewer))) return app;
  if (!isPublic(app.status)) throw notFound();
  if (app.ministry_only && !(viewer && isMinistry(viewer))) throw notFound();
  return app;
}

/** Purchases and ratings of store listings (issue 17 items 2–3, decisions 185 and 189). */
export function createStoreOrdersService(deps: { db: Db; provider: PaymentProvider }) {
  const { db, provider } = deps;
  const out = (row: Parameters<typeof repo.toOrder>[0]) => repo.toOrder(row, provider.demo);

  /** A first answer replayed: the same key for the same listing gives the same order; for another listing, 409. */
  function replay(prior: NonNullable<Awaited<ReturnType<typeof repo.findByKey>>>, appId: string) {
    if (prior.app_id !== appId) throw new AppError(409, 'store_idempotency_conflict', 'This idempotency key was used for another order');
    return { order: out(prior), replayed: true as const };
  }

  return {
    provider: { id: provider.id, demo: provider.demo },

    /**
     * One order per attempt key and per buyer and listing. The order, its payment's completion and the downloads
     * counter are one transaction; a parallel request with the same key waits on the unique index, then replays.
     */
    async purchase(viewer: Viewer, slug: string, key: string, ip: string | null): Promise<{ order: StoreOrder; replayed: boolean }> {
      const app = await visibleListing(db, slug, viewer);
      if (app.author_id === viewer.id) throw new AppError(403, 'store_own_listing', 'You cannot buy your own listing');
      const prior = await repo.findByKey(db, viewer.id, key);
      if (prior) return replay(prior, app.id);
      if (!isPublic(app.status) || !app.current_version_id) throw new AppError(409, 'store_not_for_sale', 'This listing is not approved');
      const institutional = isMinistry(viewer);
      if (app.target_buyers === 'government' && !institutional) throw new AppError(403, 'store_buyer_not_allowed', 'This listing is for institutional buyers');
      if (await repo.findLive(db, viewer.id, app.id)) return replayOrRefuse();

      const versionId = app.current_version_id;
      const result = await db.transaction(async (tx) => {
        const id = await repo.insertPending(tx, {
          appId: app.id,
          versionId,
          buyerId: viewer.id,
          sellerId: app.author_id,
          price: app.price,
          buyerKind: institutional ? 'institutional' : 'private',
          provider: provider.id,
          key,
        });
        if (!id) return null;
        const paid = await provider.checkout({ orderId: id, userId: viewer.id, description: `${app.title} (${app.slug})`, amountCents: app.price * 100, currency: 'EUR' });
        // A refused payment rolls everything back: no order, no download counted.
        if (paid.status === 'failed') throw new AppError(402, 'payment_failed', 'The payment was not accepted');
        if (paid.status === 'completed') await repo.complete(tx, id, paid.providerRef);
        else await repo.markPending(tx, id, paid.providerRef);
        const row = await repo.findById(tx, id);
        if (!row) throw new Error('order vanished');
        await recordAudit(tx, 'store.ordered', {
          actorId: viewer.id,
          targetUserId: app.author_id,
          ip,
          details: { app_id: app.id, slug: app.slug, order: row.number, version: row.version_number, hash: row.version_hash, price: row.price, status: row.status, provider: provider.id, demo: provider.demo },
        });
        return row;
      });
      if (result) return { order: out(result), replayed: false };
      return replayOrRefuse();

      /** Another request of this buyer won: the same key (committed meanwhile) replays, another key is a second purchase. */
      async function replayOrRefuse() {
        const again = await repo.findByKey(db, viewer.id, key);
        if (again) return replay(again, app.id);
        throw new AppError(409, 'store_already_bought', 'You already bought this listing');
      }
    },

    async list(userId: string, limit = 50): Promise<StoreOrdersResponse> {
      const [bought, sold] = await Promise.all([repo.listFor(db, 'buyer_id', userId, limit), repo.listFor(db, 'seller_id', userId, limit)]);
      return { bought: { items: bought.rows.map(out), total: bought.total }, sold: { items: sold.rows.map(out), total: sold.total } };
    },

    /** The receipt: its buyer and its seller only; anyone else gets 404. */
    async get(userId: string, number: string): Promise<StoreOrder> {
      const row = await repo.findByNumber(db, number);
      if (!row || (row.buyer_id !== userId && row.seller_id !== userId)) throw new AppError(404, 'not_found', 'Order not found');
      return out(row);
    },

    /** 1–5 stars, by a buyer with a completed order, once (a second call edits it). The listing's rating is computed by a trigger. */
    async rate(viewer: Viewer, slug: string, stars: number, ip: string | null): Promise<StoreRatingResponse> {
      const app = await visibleListing(db, slug, viewer);
      if (!(await repo.hasBought(db, viewer.id, app.id))) throw new AppError(403, 'store_not_buyer', 'Only buyers may rate this listing');
      return db.transaction(async (tx) => {
        const { created } = await repo.upsertRating(tx, app.id, viewer.id, stars);
        await recordAudit(tx, 'store.rated', { actorId: viewer.id, targetUserId: app.author_id, ip, details: { app_id: app.id, slug: app.slug, stars, edited: !created } });
        return { rating: { stars }, app: await repo.listingRating(tx, app.id) };
      });
    },

    /** What the listing page shows the viewer: their order and rating, if any. */
    async mine(viewer: Viewer, slug: string): Promise<{ order: StoreOrder | null; stars: number | null }> {
      const app = await visibleListing(db, slug, viewer);
      const live = await repo.findLive(db, viewer.id, app.id);
      return { order: live ? out(live) : null, stars: await repo.myRating(db, app.id, viewer.id) };
    },

    hasBought: (userId: string, appId: string) => repo.hasBought(db, userId, appId),
  };
}

export type StoreOrdersService = ReturnType<typeof createStoreOrdersService>;
