import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('formatCount', () => {
  it('groups whole numbers as Intl does for en-US', async () => {
    const { formatCount } = await import('./numbers');
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 12, 999, 1000, 1204, 12_000, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1_234_567]) {
      expect(formatCount(value), String(value)).toBe(intl.format(value));
    }
  });

  it('formats fractions through Intl', async () => {
    const { formatCount } = await import('./numbers');
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(0.125)).toBe('0.125');
    expect(formatCount(-2.25)).toBe('-2.25');
  });

  it('writes whole numbers without making an Intl formatter (a first one loads ICU on the page\'s thread)', async () => {
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat);
    const { formatCount, formatLimit, pluralCount } = await import('./numbers');
    expect([formatCount(1204), formatLimit(25_000), pluralCount(100_000, 'node'), pluralCount(1, 'node')]).toEqual(['1,204', '25,000', '100,000 nodes', '1 node']);
    expect(made).not.toHaveBeenCalled();
    expect(formatCount(1.5)).toBe('1.5');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('formatLimit and pluralCount', () => {
  it('reads the unlimited sentinel as ∞ and pluralises with an s', async () => {
    const { formatLimit, pluralCount } = await import('./numbers');
    expect(formatLimit(1_000_000_000)).toBe('∞');
    expect(formatLimit(999_999_999)).toBe('999,999,999');
    expect(pluralCount(0, 'node')).toBe('0 nodes');
    expect(pluralCount(2, 'connection')).toBe('2 connections');
  });
});
