import { describe, expect, it } from 'vitest';
import { currentQuotaPeriodEnd, quotaPeriodEnd } from './quotaPeriod';

describe('quotaPeriodEnd', () => {
  it('is one calendar month later at the same time', () => {
    expect(quotaPeriodEnd(new Date('2026-03-15T10:20:30.000Z')).toISOString()).toBe('2026-04-15T10:20:30.000Z');
  });

  it('stops at the end of a shorter month', () => {
    expect(quotaPeriodEnd(new Date('2026-01-31T08:00:00.000Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(quotaPeriodEnd(new Date('2028-01-31T08:00:00.000Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('crosses the year', () => {
    expect(quotaPeriodEnd(new Date('2026-12-05T00:00:00.000Z')).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });
});

describe('currentQuotaPeriodEnd', () => {
  it('keeps an end that is still ahead', () => {
    const end = new Date('2026-04-15T10:00:00.000Z');
    expect(currentQuotaPeriodEnd(end, new Date('2026-04-15T09:59:59.999Z'))).toBe(end);
  });

  it('rolls forward one period once the end is reached', () => {
    expect(currentQuotaPeriodEnd(new Date('2026-04-15T10:00:00.000Z'), new Date('2026-04-15T10:00:00.000Z')).toISOString()).toBe(
      '2026-05-15T10:00:00.000Z',
    );
  });

  it('rolls over several missed periods', () => {
    expect(currentQuotaPeriodEnd(new Date('2026-01-15T10:00:00.000Z'), new Date('2026-04-20T00:00:00.000Z')).toISOString()).toBe(
      '2026-05-15T10:00:00.000Z',
    );
  });
});
