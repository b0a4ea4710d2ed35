import { describe, expect, it } from 'vitest';
import { planCharge } from './plans';

describe('planCharge', () => {
  it('charges the actual monthly price in cents, or twelve months less 25 % yearly', () => {
    expect(planCharge('team', 'monthly')).toBe(2900);
    expect(planCharge('team', 'yearly')).toBe(26100);
    expect(planCharge('company', 'monthly')).toBe(12900);
    expect(planCharge('company', 'yearly')).toBe(116100);
  });

  it('has no price for the free and custom plans', () => {
    expect(planCharge('free', 'monthly')).toBeNull();
    expect(planCharge('enterprise', 'yearly')).toBeNull();
  });
});
