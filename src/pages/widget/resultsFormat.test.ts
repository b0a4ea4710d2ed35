import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatCount, formatDuration, parseStatsPeriod, statsPeriodOptions } from './resultsFormat';

describe('results formatting', () => {
  it('parses the stats period, falling back to 1d', () => {
    expect(parseStatsPeriod('2w', 28)).toBe('2w');
    expect(parseStatsPeriod('2w', 7)).toBe('1d');
    expect(parseStatsPeriod('3d', 28)).toBe('1d');
    expect(parseStatsPeriod(null, 28)).toBe('1d');
    expect(statsPeriodOptions(7)).toEqual(['1d', '1w']);
    expect(statsPeriodOptions(28)).toEqual(['1d', '1w', '2w', '4w']);
  });

  it('formats durations and counts', () => {
    expect(formatDuration(0)).toBe('–');
    expect(formatDuration(450)).toBe('450 ms');
    expect(formatDuration(12_345)).toBe('12.35 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(3_725_000)).toBe('1 h 2 min 5 s');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1500)).toBe('1.50K');
    expect(formatCount(2_345_678)).toBe('2.35M');
    expect(formatCount(1.5)).toBe('1.50');
  });

  it('signs changes and inverts the colouring for time and errors', () => {
    expect(formatChange(12.5)).toBe('+12.50%');
    expect(formatChange(-3)).toBe('-3.00%');
    expect(formatChange(null)).toBe('–');
    expect(changeTone(10, false)).toBe('good');
    expect(changeTone(10, true)).toBe('bad');
    expect(changeTone(-10, true)).toBe('good');
    expect(changeTone(0, true)).toBe('neutral');
  });
});
