// Public surface of the billing module (credit purchases).
export { createBillingRoutes } from './billing.routes';
export { createBillingService } from './billing.service';
export type { BillingService, PurchaseResult } from './billing.service';
export { createDemoPaymentProvider } from './payment-provider';
export type { PaymentProvider, CheckoutRequest, CheckoutResult } from './payment-provider';
