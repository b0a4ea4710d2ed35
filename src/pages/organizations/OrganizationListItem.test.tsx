// @vitest-environment happy-dom
// An item of the organizations list (studio.md §2.5): logo, name, plan name with the paid badge, the caller's role,
// used/plan for widgets, users, secrets, files and operations (this quota period, plus today), in the alert colour
// from 80 % (§9); the item links to the organization's widgets.
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '../../../contracts/entities';
import { renderInDom, unmountAll } from '../../../tests/harness/renderInDom';
import { testAppConfig } from '../../../tests/harness/testAppConfig';
import { ConfigContext } from '../../config/ConfigContext';
import { OrganizationListItem } from './OrganizationListItem';

function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: '5d0c1f9e-0000-4000-8000-000000000001',
    name: 'Acme Research',
    description: '',
    logo: null,
    ownerId: 'u1',
    createdAt: '2025-01-01T00:00:00.000Z',
    createdBy: 'u1',
    updatedAt: '2025-01-01T00:00:00.000Z',
    updatedBy: 'u1',
    quotaPeriod: { end: '2100-01-01T00:00:00.000Z' },
    plan: { template: 'company', name: 'Company', billed: 'yearly', paid: true, statsMaxDays: 28, quota: { widgets: 10, users: 100, operations: 5000, secrets: 50, files: 200 } },
    usage: { widgets: 8, users: 12, secrets: 39, files: 160, operationsThisQuotaPeriod: 4321, operationsToday: 1234 },
    role: 'admin',
    ...overrides,
  };
}

async function renderItem(item: Organization) {
  const view = await renderInDom(
    <ConfigContext.Provider value={testAppConfig()}>
      <Router>
        <ul>
          <OrganizationListItem organization={item} />
        </ul>
      </Router>
    </ConfigContext.Provider>,
  );
  const figures = new Map(
    [...view.container.querySelectorAll('.usage-figure')].map((figure) => [
      figure.querySelector('.usage-figure__label')!.textContent,
      { text: figure.querySelector('.usage-figure__value')!.textContent, alert: figure.classList.contains('usage-figure--alert') },
    ]),
  );
  return { view, figures };
}

describe('OrganizationListItem', () => {
  afterEach(unmountAll);

  it("shows used / plan for each quota, today's operations, and the alert colour from 80 %", async () => {
    const { figures } = await renderItem(organization());
    expect([...figures.keys()]).toEqual(['Widgets', 'Users', 'Secrets', 'Files', 'Operations']);
    expect(figures.get('Widgets')).toEqual({ text: '8 / 10', alert: true }); // exactly 80 %
    expect(figures.get('Users')).toEqual({ text: '12 / 100', alert: false });
    expect(figures.get('Secrets')).toEqual({ text: '39 / 50', alert: false }); // 78 %
    expect(figures.get('Files')).toEqual({ text: '160 / 200', alert: true });
    expect(figures.get('Operations')).toEqual({ text: '4,321 / 5,000 +1,234 today', alert: true });
  });

  it('reads an unlimited quota as ∞, never in the alert colour', async () => {
    const unlimited = 1_000_000_000;
    const { figures } = await renderItem(
      organization({ plan: { template: 'enterprise', name: 'Enterprise', billed: 'yearly', paid: true, statsMaxDays: 365, quota: { widgets: unlimited, users: unlimited, operations: unlimited, secrets: unlimited, files: unlimited } } }),
    );
    expect(figures.get('Widgets')).toEqual({ text: '8 / ∞', alert: false });
    expect(figures.get('Operations')).toEqual({ text: '4,321 / ∞ +1,234 today', alert: false });
  });

  it("names the plan, marks a paid one, names the caller's role and links to the organization's widgets", async () => {
    const item = organization();
    const { view } = await renderItem(item);
    const link = view.container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(`/${item.id}/widgets`);
    expect(view.byTestId('organization-item-name')!.textContent).toBe('Acme Research');
    expect(view.byTestId('organization-item-role')!.textContent).toBe('Admin');
    expect(link.querySelector('.organization-item__plan')!.textContent).toContain('Company plan');
    expect(link.querySelector('.organization-item__plan .badge')!.textContent).toBe('Paid');
    // Without a logo, the initials.
    expect(link.querySelector('.entity-image')!.textContent).toBe('AR');
  });

  it('shows no paid badge on a free plan', async () => {
    const { view } = await renderItem(organization({ plan: { template: 'free', name: 'Free', billed: 'monthly', paid: false, statsMaxDays: 7, quota: { widgets: 1, users: 2, operations: 100, secrets: 5, files: 20 } } }));
    expect(view.container.querySelector('.organization-item__plan')!.textContent).toContain('Free plan');
    expect(view.container.querySelector('.organization-item__plan .badge')).toBeNull();
  });
});
