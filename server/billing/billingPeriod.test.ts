import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriodEnd } from './billingPeriod';

describe('billingPeriodEnd', () => {
  it('is one calendar month later when billed monthly', () => {
    expect(billingPeriodEnd(new Date('2026-03-15T10:00:00.000Z'), 'monthly').toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });

  it('is twelve months later when billed yearly, clamped to the month end', () => {
    expect(billingPeriodEnd(new Date('2026-03-15T10:00:00.000Z'), 'yearly').toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(billingPeriodEnd(new Date('2028-02-29T00:00:00.000Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('adds months across years and short months', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T08:00:00.000Z'), 3).toISOString()).toBe('2027-02-28T08:00:00.000Z');
  });
});
