import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../../contracts/permissions';
import {
  cardBrandName,
  formatPrice,
  manageSubscriptionBlocker,
  paymentStatusLabel,
  showsPaymentsHistory,
  subscriptionAction,
  subscriptionCover,
} from './subscriptionState';
import type { Subscription } from './subscriptionTypes';
import { changePlanDefaults, planPrice } from './planPrices';

const sub = ({ template = 'team', ...over }: Partial<Subscription> & { template?: Subscription['plan']['template'] } = {}): Subscription => {
  return {
    synced: true,
    status: 'active',
    paid: template !== 'free',
    plan: { template, name: template, paid: template !== 'free' },
    billed: 'yearly',
    billingPeriod: { end: '2026-12-24T10:00:00.000Z' },
    cancelledAt: null,
    card: null,
    pendingCheckout: null,
    ...over,
  };
};

describe('subscriptionCover', () => {
  it('reads the free text on the free template, before anything else', () => {
    expect(subscriptionCover(sub({ template: 'free', synced: false })).kind).toBe('free');
  });
  it('reads syncing when not synced', () => {
    expect(subscriptionCover(sub({ synced: false })).kind).toBe('syncing');
  });
  it('shows nothing without a next payment date', () => {
    expect(subscriptionCover(sub({ billingPeriod: { end: null } }))).toEqual({ kind: 'none', text: null });
  });
  it('names the state, with the date for cancelled and active', () => {
    expect(subscriptionCover(sub({ status: 'paused' })).kind).toBe('paused');
    const cancelled = subscriptionCover(sub({ status: 'cancelled' }));
    expect(cancelled.kind).toBe('cancelled');
    expect(cancelled.text).toContain('2026');
    expect(subscriptionCover(sub({ status: 'past_due' })).kind).toBe('past_due');
    const active = subscriptionCover(sub({ status: 'trialing' as Subscription['status'] }));
    expect(active.kind).toBe('active');
    expect(active.text).toMatch(/next payment.*Dec 2026/);
  });
});

describe('subscriptionAction', () => {
  it.each([
    [sub({ synced: false, template: 'free' }), 'none'],
    [sub({ template: 'free' }), 'subscribe'],
    [sub({ status: 'paused' }), 'unpause'],
    [sub({ status: 'cancelled' }), 'resume'],
    [sub({ status: 'past_due' }), 'manage'],
    [sub(), 'manage'],
    [sub({ template: 'enterprise', paid: false }), 'contact'],
  ] as const)('%# → %s', (subscription, action) => {
    expect(subscriptionAction(subscription)).toBe(action);
  });
});

describe('permissions', () => {
  const owner: Permission[] = ['Organizations:ManageSubscription', 'Organizations:ViewSubscriptionPayments'];
  it('only the subscription manager may act', () => {
    expect(manageSubscriptionBlocker(owner)).toBeNull();
    expect(manageSubscriptionBlocker(['Organizations:ViewSubscriptionPayments'])).toMatch(/owner/);
  });
  it('shows payments with both permissions on a paid plan', () => {
    expect(showsPaymentsHistory(sub(), owner)).toBe(true);
    expect(showsPaymentsHistory(sub({ template: 'free' }), owner)).toBe(false);
    expect(showsPaymentsHistory(sub(), ['Organizations:ViewSubscriptionPayments'])).toBe(false);
    expect(showsPaymentsHistory(sub(), ['Organizations:ManageSubscription'])).toBe(false);
  });
});

describe('payments', () => {
  it('labels statuses', () => {
    expect(paymentStatusLabel('success')).toBe('success');
    expect(paymentStatusLabel('failed')).toBe('failed');
    expect(paymentStatusLabel('refunded')).toBe('unknown');
  });
  it('names the seven card brands', () => {
    expect(['visa', 'mastercard', 'amex', 'unionpay', 'discover', 'jcb', 'diners'].map(cardBrandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'UnionPay',
      'Discover',
      'JCB',
      'Diners Club',
    ]);
    expect(cardBrandName('other')).toBe('Card');
    expect(cardBrandName(null)).toBe('Card');
  });
  it('formats minor units with the currency', () => {
    expect(formatPrice(2900, 'usd')).toBe('$29.00');
    expect(formatPrice(1234, 'EUR')).toBe('€12.34');
    expect(formatPrice(500, 'JPY')).toBe('¥500');
  });
});

describe('plan prices', () => {
  it('saves 25 % yearly', () => {
    expect(planPrice('team', 'monthly')).toEqual({ perMonth: 29, struckPerMonth: 39, perPeriod: 29 });
    expect(planPrice('team', 'yearly')).toEqual({ perMonth: 21.75, struckPerMonth: 39, perPeriod: 261 });
    expect(planPrice('company', 'yearly').perMonth).toBe(96.75);
  });
  it('defaults the change-plan choice to company yearly unless on team or company', () => {
    expect(changePlanDefaults({ template: 'free' })).toEqual({ plan: 'company', billed: 'yearly' });
    expect(changePlanDefaults({ template: 'enterprise', billed: 'monthly' })).toEqual({ plan: 'company', billed: 'yearly' });
    expect(changePlanDefaults({ template: 'team', billed: 'monthly' })).toEqual({ plan: 'team', billed: 'monthly' });
  });
});
