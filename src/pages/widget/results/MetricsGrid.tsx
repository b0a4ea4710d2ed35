import { METRIC_NAMES, type Metric, type MetricName } from '../../../../contracts/results';
import { formatRate, NO_RATE } from '../../../format/rate';
import { changeTone, formatChange, formatCount, formatDuration } from '../resultsFormat';

const LABELS: Record<MetricName, string> = {
  showToFinishRate: 'Show to finish rate',
  showToTouchRate: 'Show to touch rate',
  touchToFinishRate: 'Touch to finish rate',
  averageTimeToFinish: 'Average time to finish',
  averageTimeToTouch: 'Average time to touch',
  shows: 'Shows',
  touches: 'Touches',
  operations: 'Operations',
  finishes: 'Finishes',
  errors: 'Errors',
  uniqueUsers: 'Unique users',
  averageSessionsPerUser: 'Sessions per user',
  averageOperationsPerUser: 'Operations per user',
  averageOperationsPerFlow: 'Operations per flow',
  averageOperationsPerFinish: 'Operations per finish',
  averageErrorsPerFlow: 'Errors per flow',
};

/**
 * Each rate and average time, and the count it divides by: with no shows (or no touches, or no finishes) there is
 * nothing to divide, so the card is a dash, not 0.00% or 0 ms (studio.md §2.11).
 */
const BASES: Partial<Record<MetricName, MetricName>> = {
  showToFinishRate: 'shows',
  showToTouchRate: 'shows',
  touchToFinishRate: 'touches',
  averageTimeToFinish: 'finishes',
  averageTimeToTouch: 'touches',
};
const RATES = new Set<MetricName>(['showToFinishRate', 'showToTouchRate', 'touchToFinishRate']);
const TIMES = new Set<MetricName>(['averageTimeToFinish', 'averageTimeToTouch']);
/** A rise is bad for these (inverted colouring). */
const INVERTED = new Set<MetricName>(['averageTimeToFinish', 'averageTimeToTouch', 'errors', 'averageErrorsPerFlow']);

/**
 * Why a card shows a dash: its base count is 0 this period. Said in place of the change (seen and read, not only a
 * hover tooltip), naming the first count that is missing: no shows means no touches and no finishes either.
 */
export const NO_SHOWS_TEXT = 'No shows in this period';
export const NO_TOUCHES_TEXT = 'No touches in this period';
export const NO_FINISHES_TEXT = 'No finishes in this period';

function baseGap(name: MetricName, metrics: Record<MetricName, Metric>): string | null {
  const base = BASES[name];
  if (!base || metrics[base].value > 0) return null;
  if (metrics.shows.value <= 0) return NO_SHOWS_TEXT;
  return base === 'finishes' ? NO_FINISHES_TEXT : NO_TOUCHES_TEXT;
}

function formatMetric(name: MetricName, metrics: Record<MetricName, Metric>): string {
  const { value } = metrics[name];
  if (baseGap(name, metrics)) return NO_RATE;
  if (RATES.has(name)) return formatRate(value, metrics[BASES[name]!].value);
  if (TIMES.has(name)) return formatDuration(value);
  return formatCount(value);
}

/**
 * A rate's or an average's change means nothing where the previous period had no base, and a count's none where it
 * was 0 in both periods (nothing happened to compare): a dash.
 */
function metricChange(name: MetricName, metrics: Record<MetricName, Metric>): number | null {
  const base = BASES[name];
  if (base && metrics[base].previous <= 0) return null;
  if (metrics[name].value === 0 && metrics[name].previous === 0) return null;
  return metrics[name].change;
}

/** The 16 metrics of studio.md §2.15, each with its value and its change against the previous period. */
export function MetricsGrid({ metrics }: { metrics: Record<MetricName, Metric> }) {
  return (
    <dl className="results-metrics" data-testid="results-metrics">
      {METRIC_NAMES.map((name) => {
        const gap = baseGap(name, metrics);
        const change = metricChange(name, metrics);
        const tone = gap ? 'neutral' : changeTone(change, INVERTED.has(name));
        return (
          <div key={name} className="results-metric" data-testid={`metric-${name}`}>
            <dt className="metric__label">{LABELS[name]}</dt>
            <dd className="results-metric__value" title={gap ?? undefined}>
              {formatMetric(name, metrics)}
            </dd>
            <dd className={`results-metric__change results-metric__change--${tone}`} data-testid={`metric-${name}-change`}>
              {gap ?? formatChange(change)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
