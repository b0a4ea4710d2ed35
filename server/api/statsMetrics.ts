// The 16 metrics of studio.md §2.15 from summed daily counters (pure): rates in percent, times in ms.
import type { Metric, MetricName } from '../../contracts/results';

export interface PeriodTotals {
  shows: number;
  touches: number;
  finishes: number;
  errors: number;
  operations: number;
  timeTakenSum: number;
  timeTakenCount: number;
  touchTimeSum: number;
  touchTimeCount: number;
  uniqueUsers: number;
  sessions: number;
}

export function emptyTotals(): PeriodTotals {
  return { shows: 0, touches: 0, finishes: 0, errors: 0, operations: 0, timeTakenSum: 0, timeTakenCount: 0, touchTimeSum: 0, touchTimeCount: 0, uniqueUsers: 0, sessions: 0 };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function metricValues(t: PeriodTotals): Record<MetricName, number> {
  return {
    showToFinishRate: ratio(t.finishes, t.shows) * 100,
    showToTouchRate: ratio(t.touches, t.shows) * 100,
    touchToFinishRate: ratio(t.finishes, t.touches) * 100,
    averageTimeToFinish: ratio(t.timeTakenSum, t.timeTakenCount),
    averageTimeToTouch: ratio(t.touchTimeSum, t.touchTimeCount),
    shows: t.shows,
    touches: t.touches,
    operations: t.operations,
    finishes: t.finishes,
    errors: t.errors,
    uniqueUsers: t.uniqueUsers,
    averageSessionsPerUser: ratio(t.sessions, t.uniqueUsers),
    averageOperationsPerUser: ratio(t.operations, t.uniqueUsers),
    averageOperationsPerFlow: ratio(t.operations, t.shows),
    averageOperationsPerFinish: ratio(t.operations, t.finishes),
    averageErrorsPerFlow: ratio(t.errors, t.shows),
  };
}

/** Signed percent change; 0 when both are 0; null when only the previous value is 0 (no base to compare). */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return ((value - previous) / previous) * 100;
}

export function metricsWithChange(current: PeriodTotals, previous: PeriodTotals): Record<MetricName, Metric> {
  const now = metricValues(current);
  const before = metricValues(previous);
  const entries = (Object.keys(now) as MetricName[]).map((name) => [name, { value: now[name], previous: before[name], change: percentChange(now[name], before[name]) }]);
  return Object.fromEntries(entries) as Record<MetricName, Metric>;
}
