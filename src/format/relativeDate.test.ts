import { describe, expect, it } from 'vitest';
import { formatPreciseDateTime, formatRelativeDate } from './relativeDate';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeDate', () => {
  it.each([
    [0, 'now'],
    [4_999, 'now'],
    [5 * S, '5 seconds ago'],
    [59 * S, '59 seconds ago'],
    [M, '1 minute ago'],
    [59 * M, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D, 'yesterday'],
    [47 * H, 'yesterday'],
    [2 * D, '2 days ago'],
    [6 * D, '6 days ago'],
    [7 * D, '1 week ago'],
    [27 * D, '3 weeks ago'],
    [28 * D, '1 month ago'],
    [60 * D, '2 months ago'],
    [330 * D, '11 months ago'],
    [360 * D, '1 year ago'],
    [365 * D, '1 year ago'],
    [3 * 365 * D, '3 years ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(formatRelativeDate(ago(ms), now)).toBe(text);
  });

  it('accepts ISO strings and handles future dates and bad input', () => {
    expect(formatRelativeDate(ago(3 * M).toISOString(), now)).toBe('3 minutes ago');
    expect(formatRelativeDate(new Date(now.getTime() + 2 * H), now)).toBe('in 2 hours');
    expect(formatRelativeDate('not a date', now)).toBe('—');
  });
});

describe('formatPreciseDateTime', () => {
  it('shows seconds and milliseconds, so events within one minute (or second) tell apart', () => {
    const text = formatPreciseDateTime('2026-03-10T12:34:56.789Z');
    // Local time: the minutes and seconds are those of any whole-hour time zone; the milliseconds always.
    expect(text).toMatch(/^\d{1,2} Mar 2026, \d{2}:34:56\.789$/);
    expect(formatPreciseDateTime('2026-03-10T12:34:56.007Z')).toMatch(/:34:56\.007$/);
    expect(formatPreciseDateTime('garbage')).toBe('—');
  });
});
