import { describe, expect, it } from 'vitest';
import { formatRate, formatShareRate, NO_RATE, usageRatio } from './rate';

describe('formatShareRate (the widget list: finishes / shows)', () => {
  it('is a percent with two decimals, like the results page', () => {
    expect(formatShareRate(1, 2)).toBe('50.00%');
    expect(formatShareRate(1, 3)).toBe('33.33%');
    expect(formatShareRate(2, 3)).toBe('66.67%');
    expect(formatShareRate(5, 5)).toBe('100.00%');
    expect(formatShareRate(0, 10)).toBe('0.00%');
  });
  it('shows a dash with no shows', () => {
    expect(formatShareRate(0, 0)).toBe(NO_RATE);
    expect(formatShareRate(3, 0)).toBe(NO_RATE);
  });
});

describe('formatRate (the results page: a percent from the API and its base count)', () => {
  it('formats the same figure the same way as the list', () => {
    expect(formatRate(50, 2)).toBe(formatShareRate(1, 2));
    expect(formatRate(33.3333, 3)).toBe('33.33%');
  });
  it('is a dash, not 0.00%, when nothing was shown (an empty widget)', () => {
    expect(formatRate(0, 0)).toBe(NO_RATE);
  });
});

describe('usageRatio', () => {
  it('handles zero limits', () => {
    expect(usageRatio(8, 10)).toBe(0.8);
    expect(usageRatio(0, 0)).toBe(0);
    expect(usageRatio(1, 0)).toBe(1);
  });
});
