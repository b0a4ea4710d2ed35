// @vitest-environment happy-dom
// An item of the organization's widgets list (studio.md §2.11): name, id, archived badge, updated/published or
// archived time, secrets count, shows (the API's views), operations and errors this month with today's increase, the
// show to finish rate (finishes / shows as a percent with 2 decimals, as on Results; a dash without shows); the item
// links to the widget page.
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetListItem } from '../../../contracts/entities';
import { renderInDom, unmountAll } from '../../../tests/harness/renderInDom';
import { WidgetListRow } from './WidgetListRow';

const ORGANIZATION = '5d0c1f9e-0000-4000-8000-000000000001';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function widget(overrides: Partial<WidgetListItem> = {}): WidgetListItem {
  return {
    id: '9b2e4a10-0000-4000-8000-00000000abcd',
    name: 'Newsletter sign-up',
    archived: false,
    canPublish: false,
    archivedAt: null,
    updatedAt: hoursAgo(3),
    publishedAt: hoursAgo(5),
    usage: { viewsThisMonth: 12_345, viewsToday: 67, operationsThisMonth: 1_500, operationsToday: 0, errorsThisMonth: 3, errorsToday: 1, finishesThisMonth: 4_115, finishesToday: 2, secrets: 2 },
    ...overrides,
  };
}

async function renderRow(item: WidgetListItem) {
  const view = await renderInDom(
    <Router>
      <ul>
        <WidgetListRow organizationId={ORGANIZATION} widget={item} />
      </ul>
    </Router>,
  );
  const metrics = new Map([...view.container.querySelectorAll('.metric')].map((metric) => [metric.querySelector('.metric__label')!.textContent, metric.querySelector('.metric__value')!.textContent]));
  return { view, metrics, link: view.container.querySelector('a')! };
}

describe('WidgetListRow', () => {
  afterEach(unmountAll);

  it("shows this month's shows, operations and errors with today's increase, and the show to finish rate", async () => {
    const { metrics, view } = await renderRow(widget());
    expect(Object.fromEntries(metrics)).toEqual({
      Shows: '12,345 +67',
      Operations: '1,500 +0',
      Errors: '3 +1',
      'Show to finish rate': '33.33%',
    });
    expect(view.byTestId('widget-item-rate-note')).toBeNull();
  });

  it('shows a dash for the rate, and says why, when the widget was not shown this month', async () => {
    const { view, metrics } = await renderRow(widget({ usage: { ...widget().usage, viewsThisMonth: 0, viewsToday: 0, finishesThisMonth: 0 } }));
    expect(view.byTestId('widget-item-rate')!.textContent).toBe('–');
    expect(new Map(metrics).get('Show to finish rate')).toBe('– no shows yet');
  });

  it('links to the widget page and names the widget, its id, when it was updated and published, and its secrets', async () => {
    const item = widget();
    const { view, link } = await renderRow(item);
    expect(link.getAttribute('href')).toBe(`/${ORGANIZATION}/widgets/${item.id}`);
    expect(view.byTestId('widget-item-name')!.textContent).toBe('Newsletter sign-up');
    expect(link.querySelector('.widget-item__id')!.textContent).toBe(item.id);
    expect(link.querySelector('.widget-item__time')!.textContent).toBe('Updated 3 hours ago · Published 5 hours ago · 2 secrets');
    expect(link.querySelector('.badge')!.textContent).toBe('Published');
  });

  it('an archived widget shows the archived badge and time instead', async () => {
    const { link } = await renderRow(widget({ archived: true, archivedAt: hoursAgo(2), usage: { ...widget().usage, secrets: 1 } }));
    expect(link.querySelector('.widget-item__time')!.textContent).toBe('Archived 2 hours ago · 1 secret');
    expect([...link.querySelectorAll('.badge')].map((badge) => badge.textContent)).toEqual(['Archived']);
  });
});
