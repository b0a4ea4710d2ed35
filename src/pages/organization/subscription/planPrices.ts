// Plan prices for the subscribe and change-plan modals (studio.md §9): monthly list and actual
// prices, yearly billing saves 25 %.
import { PLANS, YEARLY_DISCOUNT, type Billing } from '../../../../contracts/plans';
import type { PaidPlan } from './subscriptionTypes';

export const PAID_PLANS: readonly PaidPlan[] = ['team', 'company'];

export interface PlanPrice {
  /** Per month, in whole currency units. */
  perMonth: number;
  /** The struck list price per month. */
  struckPerMonth: number;
  /** What one billing period costs. */
  perPeriod: number;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function planPrice(plan: PaidPlan, billed: Billing): PlanPrice {
  const price = PLANS[plan].priceMonthly!;
  const factor = billed === 'yearly' ? 1 - YEARLY_DISCOUNT : 1;
  const perMonth = round2(price.actual * factor);
  return { perMonth, struckPerMonth: price.struck, perPeriod: billed === 'yearly' ? round2(perMonth * 12) : perMonth };
}

/** Change plan defaults (§2.9): the current plan and billing, or company and yearly when the current plan is neither team nor company. */
export function changePlanDefaults(current: { template: string; billed?: Billing | undefined }): { plan: PaidPlan; billed: Billing } {
  if (current.template === 'team' || current.template === 'company') return { plan: current.template, billed: current.billed ?? 'yearly' };
  return { plan: 'company', billed: 'yearly' };
}
