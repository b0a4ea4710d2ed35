import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { CHART_SERIES, type ChartSeries, type StatsChart } from '../../../../contracts/results';
import { formatCount } from '../resultsFormat';
import { chartTooltipPlugin } from './chartTooltipPlugin';
import { alignedColumns, chartDays, dayLabel, SERIES_LABELS } from './dailyCounts';
import { useTheme } from '../../../theme/ThemeContext';

export const CHART_HEIGHT = 300;
const DAY_SECONDS = 86_400;
/** The y axis steps: counts are whole numbers, so 1, 2, 5, 10, 20, 50… (never 0.5). */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();
/** Each series' colour: a theme token read when the chart is drawn (a canvas cannot use CSS variables). */
const SERIES_TOKENS: Record<ChartSeries, string> = { shows: '--accent', finishes: '--success', errors: '--danger', operations: '--warning' };

/**
 * Shows, finishes, errors and operations per UTC day (uPlot, height 300) — the widget page's mini chart and the
 * Results page's chart. The x axis covers exactly the chart's days (half a day of margin each side: a single day
 * would otherwise stretch the time axis over years); hovering a day shows its counts abbreviated at K and M.
 * Redrawn with the theme's colours when the theme changes.
 */
export function DailyCountsChart({ chart, testId }: { chart: StatsChart; testId: string }) {
  const host = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const days = chartDays(chart);
    const data = alignedColumns(chart) as uPlot.AlignedData;
    const first = (data[0][0] as number | undefined) ?? 0;
    const last = (data[0][days.length - 1] as number | undefined) ?? first;
    const style = getComputedStyle(element);
    const colours = Object.fromEntries(CHART_SERIES.map((series) => [series, style.getPropertyValue(SERIES_TOKENS[series]).trim() || 'gray'])) as Record<ChartSeries, string>;
    const axis = { stroke: style.color, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } };
    const width = () => Math.max(200, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { live: false },
        cursor: { y: false, points: { size: 7 } },
        plugins: [chartTooltipPlugin(chart, days, colours, testId)],
        series: [{}, ...CHART_SERIES.map((series) => ({ label: SERIES_LABELS[series], stroke: colours[series], width: 2, points: { show: days.length <= 31 } }))],
        axes: [
          { ...axis, splits: () => data[0] as number[], values: (_u: uPlot, values: number[]) => values.map((seconds) => dayLabel(new Date(seconds * 1000).toISOString().slice(0, 10))) },
          { ...axis, incrs: COUNT_STEPS, values: (_u: uPlot, values: number[]) => values.map(formatCount) },
        ],
        scales: {
          x: { time: true, auto: false, range: [first - DAY_SECONDS / 2, last + DAY_SECONDS / 2] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart, theme, testId]);
  return <div ref={host} className="daily-chart" data-testid={testId} />;
}
