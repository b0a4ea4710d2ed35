import type { StatsPeriod, WidgetStats } from '../../../../contracts/results';
import { useApiQuery } from '../../../api/useApiQuery';
import { Panel } from '../../../ui/Panel';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { DailyCountsChart } from '../chart/DailyCountsChart';
import { statsPeriodOptions } from '../resultsFormat';
import { MetricsGrid } from './MetricsGrid';
import { resultsKeys } from './resultsQuery';

const PERIOD_LABELS: Record<StatsPeriod, string> = { '1d': 'Today', '1w': 'Last 7 days', '2w': 'Last 14 days', '4w': 'Last 28 days' };

interface StatsPanelProps {
  widgetId: string;
  period: StatsPeriod;
  statsMaxDays: number;
  onPeriod(period: StatsPeriod): void;
}

export function StatsPanel({ widgetId, period, statsMaxDays, onPeriod }: StatsPanelProps) {
  const { data } = useApiQuery<WidgetStats>(resultsKeys.stats(widgetId, period), { keepPreviousData: true });
  const options = statsPeriodOptions(statsMaxDays).map((value) => ({ value, label: PERIOD_LABELS[value] }));
  return (
    <Panel
      title="Stats"
      testId="results-stats"
      actions={<SelectField label="Period" value={period} options={options} onChange={onPeriod} testId="stats-period" />}
    >
      {data ? (
        <>
          <DailyCountsChart chart={data.chart} testId="results-chart" />
          <MetricsGrid metrics={data.metrics} />
        </>
      ) : (
        <Skeleton width="100%" height={300} />
      )}
    </Panel>
  );
}
