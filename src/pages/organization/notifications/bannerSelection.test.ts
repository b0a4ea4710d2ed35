import { describe, expect, it } from 'vitest';
import { firstNotification, operationsAlmostExceeded, organizationNotifications } from './bannerSelection';

const org = (used: number, limit = 100) => ({
  usage: { widgets: 0, secrets: 0, files: 0, users: 1, operationsThisQuotaPeriod: used, operationsToday: 0 },
  plan: { template: 'team' as const, name: 'Team', billed: 'yearly' as const, paid: true, statsMaxDays: 14, quota: { widgets: 1, secrets: 5, files: 20, operations: limit, users: 2 } },
});
const sub = (status: 'active' | 'paused' | 'past_due' | 'cancelled', template: 'free' | 'team' = 'team') => ({ status, plan: { template, name: template, paid: template !== 'free' } });

describe('operationsAlmostExceeded', () => {
  it('is above 90 % of the operations quota', () => {
    expect(operationsAlmostExceeded(org(90))).toBe(false);
    expect(operationsAlmostExceeded(org(91))).toBe(true);
    expect(operationsAlmostExceeded(org(1800, 2000))).toBe(false);
    expect(operationsAlmostExceeded(org(1801, 2000))).toBe(true);
  });
});

describe('organizationNotifications', () => {
  it('orders past_due, paused, quota and shows only the first', () => {
    expect(organizationNotifications(org(95), sub('past_due'))).toEqual(['subscription-past-due', 'quota-almost-exceeded']);
    expect(firstNotification(org(95), sub('past_due'))).toBe('subscription-past-due');
    expect(firstNotification(org(95), sub('paused'))).toBe('subscription-paused');
    expect(firstNotification(org(95), sub('active'))).toBe('quota-almost-exceeded');
    expect(firstNotification(org(10), sub('active'))).toBeNull();
  });
  it('waits for data and ignores the free plan status', () => {
    expect(firstNotification(undefined, undefined)).toBeNull();
    expect(firstNotification(org(10), sub('past_due', 'free'))).toBeNull();
    expect(firstNotification(org(95), undefined)).toBe('quota-almost-exceeded');
  });
});
