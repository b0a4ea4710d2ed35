// The results overlay of the flow editor (issue 14, beyond the spec): how many times visitors' runs reached each
// node in a period, read from the daily per-node counters (node_reached), and which published versions were in
// force then (node ids are the published flow's; the editor shows the draft).
import type { StatsPeriod } from './results';

export { statsQuerySchema as nodeStatsQuerySchema } from './results';

export interface PublishedVersionSpan {
  /** 1, 2, 3… per widget. */
  version: number;
  /** The draft flow version it was published from. */
  flowVersion: number;
  publishedAt: string;
}

export interface WidgetNodeStats {
  period: StatsPeriod;
  /** First and last UTC day of the period (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Node id → runs that reached the node in the period; nodes never reached are absent. */
  reached: Record<string, number>;
  /**
   * The published versions visitors could run during the period, oldest first: the one in force when the period
   * began (if any), then every one published within it. Empty when nothing was published before the period ended.
   */
  versions: PublishedVersionSpan[];
}
