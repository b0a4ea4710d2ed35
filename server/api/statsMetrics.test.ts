import { describe, expect, it } from 'vitest';
import { emptyTotals, metricsWithChange, metricValues, percentChange } from './statsMetrics';

describe('stats metrics', () => {
  it('computes rates in percent and averages from totals', () => {
    const values = metricValues({ ...emptyTotals(), shows: 4, touches: 2, finishes: 1, errors: 2, operations: 6, timeTakenSum: 3000, timeTakenCount: 2, touchTimeSum: 500, touchTimeCount: 1, uniqueUsers: 2, sessions: 3 });
    expect(values.showToFinishRate).toBe(25);
    expect(values.showToTouchRate).toBe(50);
    expect(values.touchToFinishRate).toBe(50);
    expect(values.averageTimeToFinish).toBe(1500);
    expect(values.averageTimeToTouch).toBe(500);
    expect(values.averageSessionsPerUser).toBe(1.5);
    expect(values.averageOperationsPerUser).toBe(3);
    expect(values.averageOperationsPerFlow).toBe(1.5);
    expect(values.averageOperationsPerFinish).toBe(6);
    expect(values.averageErrorsPerFlow).toBe(0.5);
  });

  it('answers 0 instead of dividing by zero', () => {
    const values = metricValues(emptyTotals());
    expect(Object.values(values).every((value) => value === 0)).toBe(true);
    expect(Object.keys(values)).toHaveLength(16);
  });

  it('changes are signed percents against the previous period', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(3, 0)).toBeNull();
    const metrics = metricsWithChange({ ...emptyTotals(), shows: 2 }, { ...emptyTotals(), shows: 4 });
    expect(metrics.shows).toEqual({ value: 2, previous: 4, change: -50 });
  });
});
