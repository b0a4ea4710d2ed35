import { useMemo } from 'react';
import { Link } from 'wouter';
import type { WidgetStatsMini } from '../../../../contracts/results';
import { keys, useOrganization } from '../../../api/queries';
import { useApiQuery } from '../../../api/useApiQuery';
import { paths } from '../../../routes';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel } from '../../../ui/Panel';
import { Skeleton } from '../../../ui/Skeleton';
import { DailyCountsChart, CHART_HEIGHT } from '../chart/DailyCountsChart';
import { chartDays, dayLabel, lastChartDay, trimTrailingQuietDays } from '../chart/dailyCounts';

/**
 * The mini stats chart (studio.md §2.13): shows, finishes, errors and operations per day over the plan's stats
 * window (GET stats_mini), the trailing days without any activity left out. A link leads to the Results page.
 */
export function MiniStatsPanel({ organizationId, widgetId }: { organizationId: string; widgetId: string }) {
  const { data: organization } = useOrganization(organizationId);
  // A failure stays inside the panel.
  const { data, error } = useApiQuery<WidgetStatsMini>(keys.widgetStatsMini(widgetId), { throwOnError: false });
  const trimmed = useMemo(() => (data ? trimTrailingQuietDays(data.chart) : null), [data]);
  const windowDays = data ? chartDays(data.chart).length : organization?.plan.statsMaxDays;
  const last = trimmed ? lastChartDay(trimmed) : null;
  const quietSince = data && last && last !== lastChartDay(data.chart);

  return (
    <Panel
      title="Activity"
      testId="widget-mini-stats"
      actions={
        <Link href={paths.widgetResults(organizationId, widgetId)} className="button button--ghost button--sm" data-testid="mini-stats-results-link">
          All results
        </Link>
      }
    >
      <p className="mini-stats__caption" data-testid="mini-stats-caption">
        {windowDays ? `Per day over the last ${windowDays} days` : 'Per day'}
        {quietSince ? `, up to the last active day (${dayLabel(last)})` : ''}.
      </p>
      {error ? (
        <p className="form-error" role="alert" data-testid="mini-stats-error">
          Could not load the activity. Please reload the page or try again later.
        </p>
      ) : !data ? (
        <Skeleton width="100%" height={CHART_HEIGHT} />
      ) : !trimmed ? (
        <EmptyState title="No activity yet" testId="mini-stats-empty">
          Once the widget is published and visited, its shows, finishes, errors and operations appear here.
        </EmptyState>
      ) : (
        <DailyCountsChart chart={trimmed} testId="mini-stats-chart" />
      )}
    </Panel>
  );
}
