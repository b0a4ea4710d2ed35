import { describe, expect, it } from 'vitest';
import { formatViewToFinishRate, usageRatio } from './rate';

describe('formatViewToFinishRate', () => {
  it('divides finishes by views with two decimals', () => {
    expect(formatViewToFinishRate(1, 3)).toBe('0.33');
    expect(formatViewToFinishRate(2, 3)).toBe('0.67');
    expect(formatViewToFinishRate(5, 5)).toBe('1.00');
    expect(formatViewToFinishRate(0, 10)).toBe('0.00');
  });
  it('shows a dash with no views', () => {
    expect(formatViewToFinishRate(0, 0)).toBe('—');
    expect(formatViewToFinishRate(3, 0)).toBe('—');
  });
});

describe('usageRatio', () => {
  it('handles zero limits', () => {
    expect(usageRatio(8, 10)).toBe(0.8);
    expect(usageRatio(0, 0)).toBe(0);
    expect(usageRatio(1, 0)).toBe(1);
  });
});
