import { describe, expect, it } from 'vitest';
import { isSubscriptionPaused } from './pausedSubscription';

describe('isSubscriptionPaused', () => {
  it('is true only for a loaded paused subscription', () => {
    expect(isSubscriptionPaused({ status: 'paused' })).toBe(true);
    expect(isSubscriptionPaused({ status: 'active' })).toBe(false);
    expect(isSubscriptionPaused({ status: 'past_due' })).toBe(false);
    expect(isSubscriptionPaused({ status: 'cancelled' })).toBe(false);
    expect(isSubscriptionPaused(undefined)).toBe(false);
  });
});
