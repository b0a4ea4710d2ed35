// A uPlot plugin that shows, over the hovered day, a tooltip with the day and every series' count
// (abbreviated at K and M): the rows come from tooltipRows, the plugin only places them.
import type uPlot from 'uplot';
import type { ChartSeries, StatsChart } from '../../../../contracts/results';
import { dayLabel, tooltipRows } from './dailyCounts';

export function chartTooltipPlugin(chart: StatsChart, days: string[], colours: Record<ChartSeries, string>, testId: string): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
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
        tip.replaceChildren();
        const title = document.createElement('div');
        title.className = 'chart-tooltip__day';
        title.textContent = dayLabel(day);
        tip.appendChild(title);
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
          tip.appendChild(line);
        }
        tip.hidden = false;
        // Beside the hovered day, flipped to its left in the right half so it stays inside the plot.
        const x = plot.valToPos(plot.data[0]![index!]!, 'x');
        const flip = x > plot.over.clientWidth / 2;
        tip.style.left = `${flip ? x - tip.offsetWidth - 12 : x + 12}px`;
        tip.style.top = `${Math.max(0, Math.min((plot.cursor.top ?? 0) - tip.offsetHeight / 2, plot.over.clientHeight - tip.offsetHeight))}px`;
      },
    },
  };
}
