// The events a payment provider reports through POST /billing/webhook, in the studio's own
// vocabulary. A provider's parseWebhook turns its signed request into one of these; the local
// provider sends them as they are. Each event id is applied once.
import { enums, literal, nullable, number, object, optional, string, type Infer, union, size } from 'superstruct';
import { isoTimestamp } from './isoTimestamp';

const card = nullable(object({ brand: size(string(), 1, 32), last4: size(string(), 4, 4) }));

/** The provider's full view of a subscription at `occurredAt`. */
export const subscriptionSnapshotSchema = object({
  id: size(string(), 1, 200),
  status: enums(['active', 'past_due', 'paused', 'cancelled']),
  plan: enums(['team', 'company', 'enterprise']),
  billed: enums(['monthly', 'yearly']),
  periodEnd: isoTimestamp(),
  cancelledAt: nullable(isoTimestamp()),
  card,
});

export const paymentReportSchema = object({
  id: size(string(), 1, 200),
  amount: number(),
  currency: size(string(), 3, 3),
  status: size(string(), 1, 32),
  card,
  createdAt: isoTimestamp(),
});

const base = {
  id: size(string(), 1, 200),
  occurredAt: isoTimestamp(),
  organizationId: string(),
};

export const billingEventSchema = union([
  /** The customer paid a checkout: the subscription starts (snapshot) with its first payment. */
  object({ ...base, type: literal('checkout.completed'), checkoutId: string(), subscription: subscriptionSnapshotSchema, payment: optional(paymentReportSchema) }),
  /** The customer left the checkout page without paying. */
  object({ ...base, type: literal('checkout.cancelled'), checkoutId: string() }),
  /** Any change of the subscription: plan, status (past_due, paused, cancelled, active again), period, card. */
  object({ ...base, type: literal('subscription.updated'), subscription: subscriptionSnapshotSchema, payment: optional(paymentReportSchema) }),
  /** The subscription is over (a cancelled one reached its period end): back to the free plan. */
  object({ ...base, type: literal('subscription.ended'), subscriptionId: size(string(), 1, 200) }),
  /** A payment on its own (a renewal charge, a failed attempt). */
  object({ ...base, type: literal('payment.recorded'), payment: paymentReportSchema }),
]);

export type BillingEvent = Infer<typeof billingEventSchema>;
export type SubscriptionSnapshot = Infer<typeof subscriptionSnapshotSchema>;
export type PaymentReport = Infer<typeof paymentReportSchema>;
