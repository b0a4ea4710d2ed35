import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PAUSED_REASON } from '../organization/subscription/pausedSubscription';
import { createWidgetBlocker } from './createWidgetBlocker';

const org = (used: number, limit: number) => ({
  usage: { widgets: used, secrets: 0, files: 0, users: 1, operationsThisQuotaPeriod: 0, operationsToday: 0 },
  plan: { template: 'free' as const, name: 'Free', billed: 'monthly' as const, paid: false, statsMaxDays: 7, quota: { widgets: limit, secrets: 5, files: 20, operations: 100, users: 2 } },
});

describe('createWidgetBlocker', () => {
  it('allows creation under the quota with the permission', () => {
    expect(createWidgetBlocker(org(0, 1), ['Widgets:Create'])).toBeNull();
  });
  it('blocks at the quota (used not below limit)', () => {
    expect(createWidgetBlocker(org(1, 1), ['Widgets:Create'])).toMatch(/limit/);
    expect(createWidgetBlocker(org(2, 1), ['Widgets:Create'])).toMatch(/upgrade/);
  });
  it('blocks without the permission', () => {
    expect(createWidgetBlocker(org(0, 10), ['Widgets:Edit'])).toMatch(/permission/);
  });
  it('blocks while the subscription is paused, after the permission and before the quota', () => {
    expect(createWidgetBlocker(org(0, 10), ['Widgets:Create'], true)).toBe(SUBSCRIPTION_PAUSED_REASON);
    expect(createWidgetBlocker(org(10, 10), ['Widgets:Create'], true)).toBe(SUBSCRIPTION_PAUSED_REASON);
    expect(createWidgetBlocker(org(0, 10), ['Widgets:Edit'], true)).toMatch(/permission/);
    expect(createWidgetBlocker(org(0, 10), ['Widgets:Create'], false)).toBeNull();
  });
});
