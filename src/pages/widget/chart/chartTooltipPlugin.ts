// A uPlot plugin that shows, over the hovered day, a tooltip with the day and every series' count
// (abbreviated at K and M): the rows come from tooltipRows, the plugin only places them. uPlot calls setCursor on
// every pointer move: the rows are rebuilt (and the tooltip measured) only when the hovered day changes.
import type uPlot from 'uplot';
import type { ChartSeries, StatsChart } from '../../../../contracts/results';
import { dayLabel, tooltipRows } from './dailyCounts';

export function chartTooltipPlugin(chart: StatsChart, days: string[], colours: Record<ChartSeries, string>, testId: string): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
  let shownDay: string | null = null;
  let size = { width: 0, height: 0 };
  const fill = (element: HTMLDivElement, day: string) => {
    element.replaceChildren();
    const title = document.createElement('div');
    title.className = 'chart-tooltip__day';
    title.textContent = dayLabel(day);
    element.appendChild(title);
    for (const row of tooltipRows(chart, day)) {
      const line = document.createElement('div');
      line.className = 'chart-tooltip__row';
      line.dataset.series = row.series;
      const swatch = document.createElement('span');
      swatch.className = 'chart-tooltip__swatch';
      swatch.style.background = colours[row.series];
      const label = document.createElement('span');
      label.textContent = row.label;
      const value = document.createElement('strong');
      value.textContent = row.value;
      line.append(swatch, label, value);
      element.appendChild(line);
    }
  };
  return {
    hooks: {
      init: (plot) => {
        tip = document.createElement('div');
        tip.className = 'chart-tooltip';
        tip.setAttribute('role', 'tooltip');
        tip.dataset.testid = `${testId}-tooltip`;
        tip.hidden = true;
        plot.over.appendChild(tip);
        plot.over.addEventListener('mouseleave', () => {
          if (tip) tip.hidden = true;
        });
      },
      setCursor: (plot) => {
        if (!tip) return;
        const index = plot.cursor.idx;
        const day = index === null || index === undefined ? undefined : days[index];
        if (day === undefined || plot.cursor.left === undefined || plot.cursor.left < 0) {
          tip.hidden = true;
          return;
        }
        tip.hidden = false;
        if (day !== shownDay) {
          fill(tip, day);
          shownDay = day;
          size = { width: tip.offsetWidth, height: tip.offsetHeight };
        }
        // Beside the hovered day, flipped to its left in the right half so it stays inside the plot.
        const x = plot.valToPos(plot.data[0]![index!]!, 'x');
        const flip = x > plot.over.clientWidth / 2;
        tip.style.left = `${flip ? x - size.width - 12 : x + 12}px`;
        tip.style.top = `${Math.max(0, Math.min((plot.cursor.top ?? 0) - size.height / 2, plot.over.clientHeight - size.height))}px`;
      },
    },
  };
}
