import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { CHART_SERIES, type ChartSeries, type StatsChart } from '../../../../contracts/results';
import { formatCount } from '../resultsFormat';
import { chartTooltipPlugin } from './chartTooltipPlugin';
import { alignedColumns, chartDays, dayLabel, SERIES_LABELS, SERIES_LOOKS } from './dailyCounts';
import { SERIES_TOKENS, SeriesSwatch } from './SeriesSwatch';
import { SingleDayCounts } from './SingleDayCounts';
import { useTheme } from '../../../theme/ThemeContext';

export const CHART_HEIGHT = 300;
const DAY_SECONDS = 86_400;
/** The y axis steps: counts are whole numbers, so 1, 2, 5, 10, 20, 50… (never 0.5). */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/**
 * Shows, finishes, errors and operations per UTC day — the widget page's mini chart and the Results page's chart.
 * A single day (Results' "Today") is one labelled bar per series (`SingleDayCounts`); more days are a uPlot line
 * chart (height 300). Its x axis covers exactly the chart's days (half a day of margin each side); each series has
 * its own dash pattern and marker (`SERIES_LOOKS`), so series with equal counts stay visible, and the legend below
 * draws the same line and marker (each entry a toggle button). Hovering a day shows its counts abbreviated at K and M.
 * Redrawn with the theme's colours when the theme changes.
 */
export function DailyCountsChart({ chart, testId }: { chart: StatsChart; testId: string }) {
  const days = useMemo(() => chartDays(chart), [chart]);
  if (days.length === 1) return <SingleDayCounts chart={chart} day={days[0]!} testId={testId} />;
  return <DailyLines chart={chart} days={days} testId={testId} />;
}

function DailyLines({ chart, days, testId }: { chart: StatsChart; days: string[]; testId: string }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const { theme } = useTheme();
  const [hidden, setHidden] = useState<ReadonlySet<ChartSeries>>(() => new Set());
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const data = alignedColumns(chart) as uPlot.AlignedData;
    const first = (data[0][0] as number | undefined) ?? 0;
    const last = (data[0][days.length - 1] as number | undefined) ?? first;
    const style = getComputedStyle(element);
    const token = (name: string) => style.getPropertyValue(name).trim();
    const colours = Object.fromEntries(CHART_SERIES.map((series) => [series, token(SERIES_TOKENS[series]) || 'gray'])) as Record<ChartSeries, string>;
    const background = token('--bg-elevated') || 'white';
    const axis = { stroke: style.color, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } };
    const width = () => Math.max(200, element.clientWidth);
    const created = new uPlot(
      {
        width: width(),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { y: false, points: { size: 7 } },
        plugins: [chartTooltipPlugin(chart, days, colours, testId)],
        series: [
          {},
          ...CHART_SERIES.map((series) => {
            const look = SERIES_LOOKS[series];
            return {
              label: SERIES_LABELS[series],
              show: !hiddenRef.current.has(series),
              stroke: colours[series],
              width: look.width,
              dash: look.dash,
              points: { show: days.length <= 31, size: look.point, width: look.hollow ? 1.5 : 0, stroke: colours[series], fill: look.hollow ? background : colours[series] },
            };
          }),
        ],
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
    plot.current = created;
    const resize = new ResizeObserver(() => created.setSize({ width: width(), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [chart, days, theme, testId]);

  const toggle = (series: ChartSeries) => {
    const next = new Set(hidden);
    if (next.has(series)) next.delete(series);
    else next.add(series);
    setHidden(next);
    plot.current?.setSeries(CHART_SERIES.indexOf(series) + 1, { show: !next.has(series) });
  };

  return (
    <div className="daily-chart" data-testid={testId}>
      <div ref={host} className="daily-chart__plot" />
      <ul className="daily-chart__legend" aria-label="Series">
        {CHART_SERIES.map((series) => (
          <li key={series}>
            <button
              type="button"
              className="daily-chart__legend-item"
              aria-pressed={!hidden.has(series)}
              title={hidden.has(series) ? `Show ${SERIES_LABELS[series].toLowerCase()}` : `Hide ${SERIES_LABELS[series].toLowerCase()}`}
              onClick={() => toggle(series)}
              data-testid={`${testId}-legend-${series}`}
            >
              <SeriesSwatch series={series} />
              {SERIES_LABELS[series]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
