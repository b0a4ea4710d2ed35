// Results of a running widget (studio.md §2.15, §3, §7): stats read from the daily counters, collected
// records and flow events, with their query schemas (shared by the API and the results page).
import { enums, object, optional, string, type Infer } from 'superstruct';
import { pageNumber } from './queries';
import { entityId, maxLength } from './rules';
import { FLOW_EVENT_NAMES, OPERATION_EVENT_NAMES } from './runtime';

// The event name lists are the runtime contract's; re-exported for the results page and API.
export { FLOW_EVENT_NAMES, OPERATION_EVENT_NAMES };

export const STATS_PERIODS = ['1d', '1w', '2w', '4w'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_PERIOD_DAYS: Record<StatsPeriod, number> = { '1d': 1, '1w': 7, '2w': 14, '4w': 28 };





export const CHART_SERIES = ['shows', 'finishes', 'errors', 'operations'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];
/** Per series, UTC day (YYYY-MM-DD) to count, every day of the period present. */
export type StatsChart = Record<ChartSeries, Record<string, number>>;

export const METRIC_NAMES = [
  'showToFinishRate',
  'showToTouchRate',
  'touchToFinishRate',
  'averageTimeToFinish',
  'averageTimeToTouch',
  'shows',
  'touches',
  'operations',
  'finishes',
  'errors',
  'uniqueUsers',
  'averageSessionsPerUser',
  'averageOperationsPerUser',
  'averageOperationsPerFlow',
  'averageOperationsPerFinish',
  'averageErrorsPerFlow',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** value: rates in percent (0–100), times in ms, counts and averages as numbers; change: signed percent against the previous period, null when that was 0 and this is not. */
export interface Metric {
  value: number;
  previous: number;
  change: number | null;
}

export interface WidgetStatsMini {
  chart: StatsChart;
}

export interface WidgetStats {
  period: StatsPeriod;
  from: string;
  to: string;
  chart: StatsChart;
  metrics: Record<MetricName, Metric>;
}

export const statsQuerySchema = object({ period: optional(enums([...STATS_PERIODS])) });

const SEARCH_MAX = 256;

export const collectedRecordsQuerySchema = object({
  page: optional(pageNumber),
  search: optional(maxLength(SEARCH_MAX, 'too-long-search')),
  partition: optional(maxLength(SEARCH_MAX, 'too-long-partition')),
  id: optional(entityId()),
});
export type CollectedRecordsQuery = Infer<typeof collectedRecordsQuerySchema>;

export const collectedRecordsExportQuerySchema = object({
  format: optional(enums(['csv', 'jsonl'])),
  search: optional(maxLength(SEARCH_MAX, 'too-long-search')),
  partition: optional(maxLength(SEARCH_MAX, 'too-long-partition')),
  id: optional(entityId()),
});

export const eventsQuerySchema = object({
  page: optional(pageNumber),
  event_names: optional(maxLength(1024, 'too-long-event-names')),
  session_id: optional(entityId()),
  pageload_id: optional(entityId()),
  lead_id: optional(entityId()),
  id: optional(entityId()),
});
export type EventsQuery = Infer<typeof eventsQuerySchema>;

export interface CollectedRecord {
  id: string;
  createdAt: string;
  partition: string;
  sessionId: string;
  pageloadId: string;
  leadId: string;
  data: Record<string, string | number | boolean | null>;
}

export interface CollectedRecordList {
  records: CollectedRecord[];
  total: number;
}

export interface FlowEvent {
  id: string;
  name: string;
  /** When the studio received it. */
  createdAt: string;
  /** When it happened, by the visitor's browser clock (a trace's order, with the run's sequence). */
  occurredAt: string;
  sessionId: string;
  pageloadId: string;
  leadId: string;
  payload: Record<string, string | number | boolean | null>;
}

export interface FlowEventList {
  events: FlowEvent[];
  total: number;
}
