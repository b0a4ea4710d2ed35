import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { CHART_SERIES, type StatsChart as StatsChartData } from '../../../../contracts/results';
import { formatCount } from '../resultsFormat';

const CHART_HEIGHT = 300;
const DAY_SECONDS = 86_400;
const SERIES_COLOURS: Record<(typeof CHART_SERIES)[number], string> = { shows: '#5b5bd6', finishes: '#18794e', errors: '#cd2b31', operations: '#ad5700' };

function dayLabel(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Per-day shows, finishes, errors and operations (uPlot, height 300), tooltip counts abbreviated at K and M. */
export function StatsChart({ chart }: { chart: StatsChartData }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const days = Object.keys(chart.shows).sort();
    const data: uPlot.AlignedData = [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...CHART_SERIES.map((series) => days.map((day) => chart[series][day] ?? 0))];
    const stamps = data[0] as number[];
    const first = stamps[0] ?? 0;
    const last = stamps[stamps.length - 1] ?? first;
    // A canvas cannot use currentColor: take the theme's muted text colour when the chart is drawn.
    const axis = { stroke: getComputedStyle(element).color, grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { stroke: 'rgba(128,128,128,0.3)' } };
    const plot = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [{}, ...CHART_SERIES.map((series) => ({ label: series, stroke: SERIES_COLOURS[series], width: 2, value: (_u: uPlot, v: number | null) => (v === null ? '–' : formatCount(v)) }))],
        axes: [{ ...axis, splits: () => stamps, values: (_u: uPlot, values: number[]) => values.map(dayLabel) }, { ...axis, values: (_u: uPlot, values: number[]) => values.map(formatCount) }],
        scales: {
          // Fixed to the period's days, half a day of margin each side: a single day (1d) would otherwise
          // stretch the time axis over years.
          x: { time: true, auto: false, range: [first - DAY_SECONDS / 2, last + DAY_SECONDS / 2] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, element.clientWidth), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart]);
  return <div ref={host} className="results-chart" data-testid="results-chart" />;
}
