/**
 * How the platform takes payment for credit packs. A real provider (card processor, mobile money...)
 * implements `checkout`; when it answers 'pending', its confirmation later calls
 * BillingService.completeOrder. The built-in provider is an offline demo (decision 023).
 */
export type CheckoutRequest = {
  orderId: string;
  userId: string;
  description: string;
  amountCents: number;
  currency: string;
};

export type CheckoutResult =
  | { status: 'completed'; providerRef: string }
  | { status: 'pending'; providerRef: string; redirectUrl?: string }
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  readonly id: string;
  /** True when no money moves: the UI labels purchases as a demo. */
  readonly demo: boolean;
  checkout(req: CheckoutRequest): Promise<CheckoutResult>;
}

/** Offline demo: approves every order at once, takes no money, calls no network. */
export function createDemoPaymentProvider(): PaymentProvider {
  return {
    id: 'demo',
    demo: true,
    async checkout(req) {
      return { status: 'completed', providerRef: `demo_${req.orderId}` };
    },
  };
}
