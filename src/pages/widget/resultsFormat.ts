// Pure formatting for the results and widget pages (studio.md §2.13, §2.15): the stats period query
// parameter, durations, abbreviated counts and signed changes (rates: format/rate.ts, shared with the widget list).
import { STATS_PERIOD_DAYS, STATS_PERIODS, type StatsPeriod } from '../../../contracts/results';

/** stats_period: 1d, 1w, 2w, 4w; anything else (or a period over the plan's statsMaxDays) becomes 1d. */
export function parseStatsPeriod(value: string | null | undefined, statsMaxDays: number): StatsPeriod {
  const period = STATS_PERIODS.find((candidate) => candidate === value);
  return period && STATS_PERIOD_DAYS[period] <= statsMaxDays ? period : '1d';
}

/** The periods the plan allows, shortest first. */
export function statsPeriodOptions(statsMaxDays: number): StatsPeriod[] {
  return STATS_PERIODS.filter((period) => STATS_PERIOD_DAYS[period] <= statsMaxDays);
}

const PERIOD_LABELS: Record<StatsPeriod, string> = { '1d': 'Today', '1w': 'Last 7 days', '2w': 'Last 14 days', '4w': 'Last 28 days' };

/** The period select's options (value and label) the plan allows, shortest first. */
export function statsPeriodSelectOptions(statsMaxDays: number): { value: StatsPeriod; label: string }[] {
  return statsPeriodOptions(statsMaxDays).map((value) => ({ value, label: PERIOD_LABELS[value] }));
}

/** Under 1 s in ms; under 1 min seconds with 2 decimals; then minutes and seconds; then hours, minutes, seconds; 0 is a dash. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours} h ${minutes} min ${seconds} s` : `${minutes} min ${seconds} s`;
}

/** Counts abbreviated from 1,000 (K) and 1,000,000 (M) with 2 decimals. */
export function formatCount(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${(value / 1_000_000).toFixed(2)}M`;
  if (size >= 1000) return `${(value / 1000).toFixed(2)}K`;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** A signed percent; null (no previous value) reads as a dash. */
export function formatChange(change: number | null): string {
  if (change === null) return '–';
  const rounded = change.toFixed(2);
  return change > 0 ? `+${rounded}%` : `${rounded}%`;
}

/** Good, bad or neutral: for time and errors a rise is bad (inverted colouring). */
export function changeTone(change: number | null, inverted: boolean): 'good' | 'bad' | 'neutral' {
  if (change === null || change === 0) return 'neutral';
  return change > 0 !== inverted ? 'good' : 'bad';
}
