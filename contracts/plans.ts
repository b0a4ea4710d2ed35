// Subscription plans and their quotas (studio.md §9). Secrets, files and statsMaxDays are not
// given by the spec; the values chosen here are recorded in the README.

export type PlanTemplate = 'free' | 'team' | 'company' | 'enterprise';
export type Billing = 'monthly' | 'yearly';

export interface PlanQuota {
  widgets: number;
  secrets: number;
  files: number;
  operations: number;
  users: number;
}

export interface PlanDefinition {
  template: PlanTemplate;
  name: string;
  paid: boolean;
  statsMaxDays: number;
  quota: PlanQuota;
  /** Monthly price in whole currency units: struck (list) and actual. Null means custom. */
  priceMonthly: { struck: number; actual: number } | null;
}

/** Enterprise quotas are "unlimited"; they are stored as this large number. */
export const UNLIMITED = 1_000_000_000;

export const PLANS: Record<PlanTemplate, PlanDefinition> = {
  free: {
    template: 'free',
    name: 'Free',
    paid: false,
    statsMaxDays: 7,
    quota: { widgets: 1, users: 2, operations: 100, secrets: 5, files: 20 },
    priceMonthly: { struck: 0, actual: 0 },
  },
  team: {
    template: 'team',
    name: 'Team',
    paid: true,
    statsMaxDays: 14,
    quota: { widgets: 1, users: 7, operations: 2000, secrets: 25, files: 200 },
    priceMonthly: { struck: 39, actual: 29 },
  },
  company: {
    template: 'company',
    name: 'Company',
    paid: true,
    statsMaxDays: 28,
    quota: { widgets: 10, users: 100, operations: 5000, secrets: 100, files: 1000 },
    priceMonthly: { struck: 169, actual: 129 },
  },
  enterprise: {
    template: 'enterprise',
    name: 'Enterprise',
    paid: true,
    statsMaxDays: 28,
    quota: { widgets: UNLIMITED, users: UNLIMITED, operations: UNLIMITED, secrets: UNLIMITED, files: UNLIMITED },
    priceMonthly: null,
  },
};

export const YEARLY_DISCOUNT = 0.25;

/** The currency every price is charged in (the spec shows prices without one). */
export const PLAN_CURRENCY = 'USD';

/**
 * What one billing period of a paid plan costs, in minor units (cents): the actual monthly price,
 * or twelve months less the yearly discount. Null for plans without a listed price.
 */
export function planCharge(template: PlanTemplate, billed: Billing): number | null {
  const price = PLANS[template].priceMonthly;
  if (price === null || !PLANS[template].paid) return null;
  const monthlyCents = price.actual * 100;
  return billed === 'monthly' ? monthlyCents : Math.round(monthlyCents * 12 * (1 - YEARLY_DISCOUNT));
}
