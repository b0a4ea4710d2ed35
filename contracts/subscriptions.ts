// Subscription, checkout and payment shapes (studio.md §2.8, §2.9, §3, §4), shared by the server's
// validation and the client's subscription modals. Plans and prices live in contracts/plans.ts.
import { enums, object, optional, refine, string } from 'superstruct';
import type { Billing, PlanTemplate } from './plans';
import { entityId, maxLength } from './rules';

/** Plans a customer can buy or switch to by themselves; enterprise goes through sales. */
export const SELF_SERVICE_PLANS = ['team', 'company'] as const;
export type SelfServicePlan = (typeof SELF_SERVICE_PLANS)[number];
export const BILLINGS = ['monthly', 'yearly'] as const;

/** Why a customer cancels (studio.md §2.9), in the order the modal lists them. */
export const CANCEL_REASONS = [
  'customer_service',
  'low_quality',
  'missing_features',
  'switched_service',
  'too_complex',
  'too_expensive',
  'unused',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The cancel comment is free text up to this many characters. */
export const CANCEL_COMMENT_MAX = 1024;

/** A pending checkout stops counting as pending after this long without confirmation. */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** POST /billing/checkout */
export const checkoutSchema = object({
  plan: enums([...SELF_SERVICE_PLANS]),
  billed: enums([...BILLINGS]),
  organizationId: entityId(),
});

/** PATCH /organizations/{id}/subscription: change plan. organizationId must be the path's. */
export const subscriptionChangeSchema = object({
  organizationId: entityId(),
  plan: enums([...SELF_SERVICE_PLANS]),
  billed: enums([...BILLINGS]),
});

/** The reason: required ("Please provide a reason", rule reason-required), one of CANCEL_REASONS. */
export const cancelReason = refine(
  refine(string(), 'reason-required', (value) => value !== '' || 'Please provide a reason'),
  'unknown-reason',
  (value) => value === '' || (CANCEL_REASONS as readonly string[]).includes(value) || `must be one of ${CANCEL_REASONS.join(', ')}`,
);

/** PATCH /organizations/{id}/subscription/cancel */
export const subscriptionCancelSchema = object({
  reason: cancelReason,
  comment: optional(maxLength(CANCEL_COMMENT_MAX, 'too-long-comment')),
});

/** paused, cancelled, past_due; anything else is active (studio.md §3). */
export type SubscriptionStatus = 'active' | 'past_due' | 'paused' | 'cancelled';

export interface PendingCheckout {
  plan: SelfServicePlan;
  billed: Billing;
  /** The checkout page; null for callers without Organizations:ManageSubscription. */
  url: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

/** GET /organizations/{id}/subscription */
export interface Subscription {
  /** False while a change was sent to the payment provider and its confirmation has not arrived. */
  synced: boolean;
  status: SubscriptionStatus;
  /** True when a payment provider bills this organization (a self-service subscription exists). */
  paid: boolean;
  plan: { template: PlanTemplate; name: string; paid: boolean };
  billed: Billing;
  /** End of the current billing period (the next payment date when active); null without a subscription. */
  billingPeriod: { end: string | null };
  /** When the cancellation was requested; the plan stays until billingPeriod.end. */
  cancelledAt: string | null;
  /** The card on file, when the provider reported one. */
  card: CardSummary | null;
  /** A checkout created and not yet confirmed or cancelled (the subscribe modal stays locked to it). */
  pendingCheckout: PendingCheckout | null;
}

/** Payment status: success, failed; anything else is shown as unknown. */
export type PaymentStatus = 'success' | 'failed' | (string & {});

export interface Payment {
  id: string;
  createdAt: string;
  /** Minor units (cents). */
  price: number;
  currency: string;
  status: PaymentStatus;
  card: CardSummary | null;
}

/** GET /organizations/{id}/subscription_payments?page= (20 per page, newest first). */
export interface PaymentList {
  payments: Payment[];
  total: number;
}

/** POST /billing/checkout and GET …/update_payment_method_link answer a URL to send the browser to. */
export interface BillingUrl {
  url: string;
}
