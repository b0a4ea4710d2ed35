// Relative dates (studio.md §2.13): under 5 s "now", then seconds, minutes, hours, yesterday,
// days (under 7), weeks (under 4), months (under 12), years.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function unit(count: number, name: string, future: boolean): string {
  const text = `${count} ${name}${count === 1 ? '' : 's'}`;
  return future ? `in ${text}` : `${text} ago`;
}

export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return '—';
  const delta = now.getTime() - time;
  const future = delta < 0;
  const elapsed = Math.abs(delta);
  if (elapsed < 5 * SECOND) return 'now';
  if (elapsed < MINUTE) return unit(Math.floor(elapsed / SECOND), 'second', future);
  if (elapsed < HOUR) return unit(Math.floor(elapsed / MINUTE), 'minute', future);
  if (elapsed < DAY) return unit(Math.floor(elapsed / HOUR), 'hour', future);
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return future ? 'tomorrow' : 'yesterday';
  if (days < 7) return unit(days, 'day', future);
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return unit(weeks, 'week', future);
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return unit(months, 'month', future);
  return unit(Math.max(1, Math.floor(days / 365)), 'year', future);
}

/** The full local date and time, for a tooltip next to a relative date. */
export function formatDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '—';
  return value.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The local date and time to the millisecond, e.g. "12 Mar 2026, 14:03:27.512" (flow events: two can share a minute, or a second). */
export function formatPreciseDateTime(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '—';
  return value.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  });
}

/** A local calendar date, e.g. "12 Mar 2026" (billing dates, token expiry). */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '—';
  return value.toLocaleDateString('en-GB', { dateStyle: 'medium' });
}
