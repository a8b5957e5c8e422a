import { CREDIT_PACKS, type CreditOrder, type CreditPackId } from '@ov/shared';
import { isUniqueViolation, type Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import type { CreditsService } from '../credits';
import * as repo from './billing.repository';
import type { PaymentProvider } from './payment-provider';

export type PurchaseResult = { order: CreditOrder; amount: number };

export function createBillingService(deps: { db: Db; credits: CreditsService; provider: PaymentProvider }) {
  const { db, credits, provider } = deps;

  /**
   * Completes a paid order: the order row and the credit grant change in ONE transaction, so credits
   * are never granted without a completed order, nor an order completed without its credits.
   * Idempotent: completing an already completed order changes nothing.
   */
  async function completeOrder(orderId: string, providerRef: string): Promise<PurchaseResult> {
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw new AppError(404, 'not_found', 'Order not found');
      if (order.status === 'completed') {
        const balance = await credits.getBalance(order.user_id, tx);
        const { user_id: _u, ...rest } = order;
        return { order: rest, amount: balance.amount };
      }
      if (order.status !== 'pending') throw new AppError(409, 'conflict', 'Order is not pending');
      const grant = await credits.grant(
        {
          userId: order.user_id,
          amount: order.credits,
          description: `Achat de crédits : pack ${order.pack_id}${provider.demo ? ' (démo)' : ''}`,
          kind: 'purchase',
          idempotencyKey: `order:${order.id}`,
        },
        tx,
      );
      const done = await repo.markCompleted(tx, order.id, providerRef, grant.transactionId);
      return { order: done, amount: grant.amount };
    });
  }

  return {
    provider: { id: provider.id, demo: provider.demo },
    packs: () => CREDIT_PACKS,

    async purchase(userId: string, packId: CreditPackId, idempotencyKey?: string): Promise<PurchaseResult & { replayed?: boolean }> {
      const pack = CREDIT_PACKS.find((p) => p.id === packId);
      if (!pack) throw new AppError(400, 'validation_failed', 'Unknown pack');
      if (idempotencyKey) {
        const prior = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
        if (prior) return { ...(await replay(userId, prior)), replayed: true };
      }
      let order: CreditOrder;
      try {
        order = await repo.insertOrder(db, {
          userId,
          packId: pack.id,
          credits: pack.credits,
          priceCents: pack.price_cents,
          currency: pack.currency,
          provider: provider.id,
          idempotencyKey,
        });
      } catch (err) {
        if (idempotencyKey && isUniqueViolation(err, 'credit_orders_idempotency_key')) {
          const prior = await repo.findByIdempotencyKey(db, userId, idempotencyKey);
          if (prior) return { ...(await replay(userId, prior)), replayed: true };
        }
        throw err;
      }
      const result = await provider.checkout({
        orderId: order.id,
        userId,
        description: `${pack.credits} credits`,
        amountCents: pack.price_cents,
        currency: pack.currency,
      });
      if (result.status === 'completed') return completeOrder(order.id, result.providerRef);
      if (result.status === 'pending') {
        const pending = await repo.markStatus(db, order.id, 'pending', result.providerRef);
        return { order: pending, amount: (await credits.getBalance(userId)).amount };
      }
      await repo.markStatus(db, order.id, 'failed', null);
      throw new AppError(402, 'payment_failed', 'The payment was not accepted');
    },

    completeOrder,

    listOrders: (userId: string, limit = 50) => repo.listOrders(db, userId, limit),
  };

  async function replay(userId: string, order: CreditOrder): Promise<PurchaseResult> {
    return { order, amount: (await credits.getBalance(userId)).amount };
  }
}

export type BillingService = ReturnType<typeof createBillingService>;
