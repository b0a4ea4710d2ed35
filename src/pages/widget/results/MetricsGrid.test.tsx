// @vitest-environment happy-dom
// The Results page's metric cards (studio.md §2.15): a rate without a base (no shows, or no touches) is one dash in
// every rate card, explained in words where the change would be — never "0.00%" beside or under it.
import { afterEach, describe, expect, it } from 'vitest';
import { METRIC_NAMES, type Metric, type MetricName } from '../../../../contracts/results';
import { NO_RATE } from '../../../format/rate';
import { renderInDom, unmountAll, type Rendered } from '../../../../tests/harness/renderInDom';
import { MetricsGrid, NO_FINISHES_TEXT, NO_SHOWS_TEXT, NO_TOUCHES_TEXT } from './MetricsGrid';

const RATES = ['showToFinishRate', 'showToTouchRate', 'touchToFinishRate'] as const;
const TIMES = ['averageTimeToFinish', 'averageTimeToTouch'] as const;

/** Every metric 0 with change 0, as the stats API answers for a widget never shown (0 against 0 is a 0 change). */
function metrics(patch: Partial<Record<MetricName, Partial<Metric>>> = {}): Record<MetricName, Metric> {
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, { value: 0, previous: 0, change: 0, ...patch[name] }])) as Record<MetricName, Metric>;
}

function card(view: Rendered, name: MetricName) {
  const element = view.byTestId(`metric-${name}`)!;
  const value = element.querySelector<HTMLElement>('.results-metric__value')!;
  const change = view.byTestId(`metric-${name}-change`)!;
  return { text: element.textContent ?? '', value: value.textContent, title: value.getAttribute('title'), change: change.textContent, tone: change.className };
}

afterEach(unmountAll);

describe('MetricsGrid rate cards', () => {
  it('an empty widget shows the same explained dash in every rate and average time card, and no 0.00% anywhere in them', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics()} />);
    for (const name of [...RATES, ...TIMES]) {
      const shown = card(view, name);
      expect(shown.value).toBe(NO_RATE);
      expect(shown.change).toBe(NO_SHOWS_TEXT);
      expect(shown.title).toBe(NO_SHOWS_TEXT);
      expect(shown.tone).toContain('results-metric__change--neutral');
      expect(shown.text).not.toContain('%');
    }
  });

  it('a count that was 0 in both periods shows 0 and a dash for its change, not 0.00%', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics({ shows: { value: 2, previous: 0, change: null } })} />);
    for (const name of ['touches', 'finishes', 'errors', 'operations'] as const) {
      expect(card(view, name).value).toBe('0');
      expect(card(view, name).change).toBe('–');
      expect(card(view, name).tone).toContain('results-metric__change--neutral');
    }
    expect(card(view, 'shows').value).toBe('2');
  });

  it('a count that fell to 0 shows its change', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics({ shows: { value: 2, previous: 2, change: 0 }, errors: { value: 0, previous: 4, change: -100 } })} />);
    expect(card(view, 'errors').change).toBe('-100.00%');
    expect(card(view, 'errors').tone).toContain('results-metric__change--good');
  });

  it('shows without touches: the show rates are 0.00%, touch to finish is the dash explained by no touches', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics({ shows: { value: 4, previous: 2, change: 100 } })} />);
    expect(card(view, 'showToFinishRate').value).toBe('0.00%');
    expect(card(view, 'showToFinishRate').title).toBeNull();
    expect(card(view, 'showToTouchRate').value).toBe('0.00%');
    const touchToFinish = card(view, 'touchToFinishRate');
    expect(touchToFinish.value).toBe(NO_RATE);
    expect(touchToFinish.change).toBe(NO_TOUCHES_TEXT);
  });

  it('a rate whose previous period had no shows has no change to show (a dash, not 0.00%)', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics({ shows: { value: 3, previous: 0, change: null } })} />);
    expect(card(view, 'showToFinishRate').value).toBe('0.00%');
    expect(card(view, 'showToFinishRate').change).toBe('–');
  });

  it('a rate with a base in both periods shows its percent and its signed change', async () => {
    const view = await renderInDom(
      <MetricsGrid metrics={metrics({ shows: { value: 3, previous: 4, change: -25 }, finishes: { value: 1, previous: 1, change: 0 }, showToFinishRate: { value: 100 / 3, previous: 25, change: 33.3333 } })} />,
    );
    const shown = card(view, 'showToFinishRate');
    expect(shown.value).toBe('33.33%');
    expect(shown.change).toBe('+33.33%');
    expect(shown.tone).toContain('results-metric__change--good');
    expect(shown.title).toBeNull();
  });

  it('touches without finishes: the time to touch shows, the time to finish is the dash explained by no finishes', async () => {
    const view = await renderInDom(
      <MetricsGrid
        metrics={metrics({
          shows: { value: 5, previous: 5, change: 0 },
          touches: { value: 2, previous: 1, change: 100 },
          averageTimeToTouch: { value: 1500, previous: 1000, change: 50 },
        })}
      />,
    );
    expect(card(view, 'averageTimeToTouch').value).toBe('1.50 s');
    expect(card(view, 'averageTimeToTouch').change).toBe('+50.00%');
    const finish = card(view, 'averageTimeToFinish');
    expect(finish.value).toBe(NO_RATE);
    expect(finish.change).toBe(NO_FINISHES_TEXT);
    expect(finish.text).not.toContain('%');
  });

  it('an average time whose previous period had no finishes has no change to show', async () => {
    const view = await renderInDom(<MetricsGrid metrics={metrics({ shows: { value: 3, previous: 0, change: null }, finishes: { value: 1, previous: 0, change: null }, averageTimeToFinish: { value: 800, previous: 0, change: 0 } })} />);
    expect(card(view, 'averageTimeToFinish').value).toBe('800 ms');
    expect(card(view, 'averageTimeToFinish').change).toBe('–');
  });
});
