// Client-side shapes of the subscription calls (studio.md §3, §7). They mirror
// contracts/subscriptions.ts; the pages import them from here so one file follows the contract.
import type { Billing, PlanTemplate } from '../../../../contracts/plans';

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled' | 'past_due';

export interface Subscription {
  synced: boolean;
  /** paused, cancelled, past_due; anything else reads as active. */
  status: string;
  paid: boolean;
  plan: { template: PlanTemplate; name: string; paid: boolean };
  billingPeriod: { end: string | null } | null;
}

export interface Payment {
  id: string;
  createdAt: string;
  /** Minor units (cents). */
  price: number;
  currency: string;
  status: string;
  card: { brand: string; last4: string } | null;
}

export interface PaymentList {
  payments: Payment[];
  total: number;
}

export type PaidPlan = 'team' | 'company';

export interface CheckoutRequest {
  plan: PaidPlan;
  billed: Billing;
  organizationId: string;
}

export const CANCEL_REASONS = ['customer_service', 'low_quality', 'missing_features', 'switched_service', 'too_complex', 'too_expensive', 'unused', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
