import type { StatsPeriod, WidgetStats } from '../../../../contracts/results';
import { useApiQuery } from '../../../api/useApiQuery';
import { Panel } from '../../../ui/Panel';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { DailyCountsChart } from '../chart/DailyCountsChart';
import { statsPeriodSelectOptions } from '../resultsFormat';
import { MetricsGrid } from './MetricsGrid';
import { resultsKeys } from './resultsQuery';


interface StatsPanelProps {
  widgetId: string;
  period: StatsPeriod;
  statsMaxDays: number;
  onPeriod(period: StatsPeriod): void;
}

export function StatsPanel({ widgetId, period, statsMaxDays, onPeriod }: StatsPanelProps) {
  const { data } = useApiQuery<WidgetStats>(resultsKeys.stats(widgetId, period), { keepPreviousData: true });
  const options = statsPeriodSelectOptions(statsMaxDays);
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
